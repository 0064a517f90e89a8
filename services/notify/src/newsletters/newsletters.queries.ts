import { requireContentEditor, type RequestContext } from '@koinonia/kit';
import { sendsOfNewsletter, type NewsletterSendFigures } from './newsletters.repository.ts';

/** content's Newsletter as notify sees it: only its id. */
export interface NewsletterReference {
  readonly id: string;
}

/** A newsletter's sends with their figures, newest first: for content editors (and admins) only. */
export function sendsOf(ctx: RequestContext, newsletter: NewsletterReference): Promise<NewsletterSendFigures[]> {
  requireContentEditor(ctx.viewer);
  return sendsOfNewsletter(ctx).load(newsletter.id);
}
