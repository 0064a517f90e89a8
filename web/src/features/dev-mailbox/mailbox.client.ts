import { apiOrigin } from '../../app/runtime-config.ts';

/** One e-mail as the dev mailbox route returns it. */
export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sentAt: string;
}

export type MailboxResult =
  | { status: 'ok'; messages: MailboxMessage[] }
  | { status: 'inactive' }
  | { status: 'error'; message: string };

export function mailboxUrl(apiUrl: string, to: string): string {
  return `${apiOrigin(apiUrl)}/dev/mailbox.json?to=${encodeURIComponent(to)}`;
}

function isMessage(value: unknown): value is MailboxMessage {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.to === 'string' && typeof item.subject === 'string' && typeof item.sentAt === 'string';
}

/** Reads the dev mailbox; 404 means the dev mailbox is not the active e-mail adapter. */
export async function fetchMailbox(apiUrl: string, to: string, signal?: AbortSignal): Promise<MailboxResult> {
  let response: Response;
  try {
    response = await fetch(mailboxUrl(apiUrl, to), { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { status: 'error', message: 'We could not reach the API. Is it running?' };
  }
  if (response.status === 404) return { status: 'inactive' };
  if (!response.ok) return { status: 'error', message: `Response not successful: Received status code ${response.status}` };
  const body: unknown = await response.json().catch(() => null);
  if (!Array.isArray(body)) return { status: 'error', message: 'The mailbox sent a response we could not read.' };
  return {
    status: 'ok',
    messages: body.filter(isMessage).map((message) => ({
      to: message.to,
      subject: message.subject,
      text: typeof message.text === 'string' ? message.text : '',
      html: typeof message.html === 'string' && message.html.trim() !== '' ? message.html : null,
      sentAt: message.sentAt,
    })),
  };
}

/** Whether the dev mailbox is active, so pages can offer a link to it. */
export async function isDevMailboxActive(apiUrl: string, to: string): Promise<boolean> {
  const result = await fetchMailbox(apiUrl, to).catch(() => null);
  return result?.status === 'ok';
}

/** The http(s) links in a message, in order, without duplicates (from its text and its html). */
export function extractLinks(message: Pick<MailboxMessage, 'text' | 'html'>): string[] {
  const found: string[] = [];
  const add = (raw: string) => {
    const link = raw.replace(/&amp;/g, '&').replace(/[).,;:!?'"]+$/, '');
    if (!found.includes(link)) found.push(link);
  };
  for (const match of message.html?.matchAll(/href\s*=\s*["'](https?:\/\/[^"']+)["']/gi) ?? []) add(match[1] as string);
  // A text part made from html writes a link as `label [url]`: the bracket is not the link's.
  for (const match of message.text.matchAll(/https?:\/\/[^\s<>"'[\]]+/g)) add(match[0]);
  return found;
}

/**
 * The message's html for a sandboxed frame: links open in the top window (a person following the
 * verification link leaves the mailbox for the app).
 */
export function frameDocument(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head([^>]*)>/i, `<head$1>${base}`) : `${base}${html}`;
}
