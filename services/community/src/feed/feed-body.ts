import sanitizeHtml from 'sanitize-html';
import { isUuid, type RequestContext } from '@koinonia/kit';
import { memberByUserId } from '../people/people.repository.ts';

/** The longest post body, as typed (before links are made). */
export const POST_BODY_MAX = 5000;
/** The longest comment body, as typed. */
export const COMMENT_BODY_MAX = 2000;

/**
 * A mention as the web app's picker writes it: `@[Display Name](userId)`. The name is what the
 * writer saw; the link shows the member's current names.
 */
const MENTION = /@\[([^\]\n]{1,100})\]\(([0-9a-fA-F-]{36})\)/g;

// Bare http(s) URLs in text (escaped by sanitize-html: `&amp;` belongs to the URL, `&quot;` ends it).
const BARE_URL = /\bhttps?:\/\/(?:(?!&(?:quot|lt|gt|#39);)[^\s<>"'])+/g;
const TRAILING_PUNCTUATION = /[.,!?;:)\]]+$/;
const LINK_REL = 'noopener noreferrer nofollow';

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * A small safe subset: paragraphs, line breaks, emphasis, lists, quotes and links. Links keep only
 * `href` (http, https, mailto or a path of this site) and always get `rel`; everything else (scripts,
 * styles, attributes, images, iframes) goes.
 */
function sanitize(html: string): string {
  // Inside a link, bare URLs are left as they are (a link in a link is not HTML).
  let linkDepth = 0;
  const options: sanitizeHtml.IOptions = {
    allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a'],
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: LINK_REL }) },
    onOpenTag: (name) => {
      if (name === 'a') linkDepth += 1;
    },
    onCloseTag: (name) => {
      if (name === 'a') linkDepth = Math.max(0, linkDepth - 1);
    },
    textFilter: (text) => (linkDepth > 0 ? text : linkify(text)),
  };
  return sanitizeHtml(html, options).trim();
}

/** `text` is already escaped HTML: the URL found in it is safe in an attribute as it is. */
function linkify(text: string): string {
  return text.replace(BARE_URL, (found) => {
    const url = found.replace(TRAILING_PUNCTUATION, '');
    const rest = found.slice(url.length);
    return `<a href="${url}" rel="${LINK_REL}">${url}</a>${rest}`;
  });
}

export interface RenderedBody {
  /** Sanitized HTML, mentions and bare URLs made links. */
  readonly html: string;
  /** Members mentioned (known to community), each once, in order of first mention. */
  readonly mentionedUserIds: readonly string[];
}

/** Turns a body as typed into the HTML that is stored and shown, and finds the members it mentions. */
export async function renderBody(ctx: RequestContext, typed: string): Promise<RenderedBody> {
  const ids = [...new Set([...typed.matchAll(MENTION)].map((match) => match[2]!.toLowerCase()).filter(isUuid))];
  const members = new Map((await memberByUserId(ctx).loadMany(ids)).flatMap((m) => (m && !(m instanceof Error) ? [[m.user_id, m]] : [])));
  const withMentions = typed.replace(MENTION, (_, name: string, id: string) => {
    const member = members.get(id.toLowerCase());
    if (!member) return `@${escapeHtml(name)}`;
    return `<a href="/u/${encodeURIComponent(member.slug)}">@${escapeHtml(`${member.first_name} ${member.last_name}`)}</a>`;
  });
  return { html: sanitize(withMentions), mentionedUserIds: ids.filter((id) => members.has(id)) };
}
