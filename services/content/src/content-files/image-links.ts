import { z } from 'zod';
import { badInput, messages } from '@koinonia/kit';
import type { ContentConfig } from '../config.ts';
import { isOwnMediaUrl } from './content-media.ts';

/** What image fields need of the configuration: where this service's uploaded files are served. */
export type ImageLinkConfig = Pick<ContentConfig, 'media'>;

const blankToNull = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * An image field (a post's thumbnail, a newsletter's podcast image): https, or the URL of a file an
 * editor uploaded here, which development serves over http. The rule lets http through; the use
 * case then calls `requireImageLinks`, which knows the media address. Not given stays undefined, blank is null.
 */
export const imageLink = () =>
  z.preprocess(blankToNull, z.string().trim().refine((v) => /^https?:\/\/\S+$/.test(v), messages.httpsLink).nullish());

export function requireImageLinks(config: ImageLinkConfig, links: Readonly<Record<string, string | null | undefined>>): void {
  const refused = Object.entries(links).filter(([, url]) => url && !url.startsWith('https://') && !isOwnMediaUrl(config, url));
  if (refused.length) throw badInput(refused.map(([path]) => ({ path, message: messages.httpsLink })));
}
