import { z } from 'zod';
import { messages, rules } from '@koinonia/kit';
import { videoStatuses } from './video.entity.ts';

/** The spec gives no bounds; these keep a title a title and a link a link. */
export const TITLE_MAX = 200;
export const LINK_MAX = 2000;

const isWebLink = (text: string): boolean => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

export const videoTitle = () => rules.requiredText().max(TITLE_MAX, `must be at most ${TITLE_MAX} characters`);

/**
 * A video link: an http(s) address (YouTube and Vimeo links are the usual ones; any site that
 * serves video is fine). Other schemes (`javascript:`, `data:`) never reach a page.
 */
export const videoLink = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(LINK_MAX, `must be at most ${LINK_MAX} characters`)
    .refine(isWebLink, messages.httpsLink);

export const videoStatus = () => z.enum(videoStatuses, { error: messages.required });

export const slotId = () => rules.id();
