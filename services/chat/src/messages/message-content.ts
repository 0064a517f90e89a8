import { z } from 'zod';
import { messages } from '@koinonia/kit';

/** The longest message, as typed. */
export const MESSAGE_MAX = 5000;

/** Message text: trimmed, at most MESSAGE_MAX characters. */
export const messageText = () => z.string({ error: messages.required }).trim().max(MESSAGE_MAX, 'must be at most 5,000 characters');

/**
 * A mention as the web app's picker writes it: `@[Display Name](userId)` (as in community's posts).
 * The client shows the member's current name; chat keeps the text as typed.
 */
const MENTION = /@\[[^\]\n]{1,100}\]\(([0-9a-fA-F-]{36})\)/g;

/** The people `content` mentions among `participantIds` (not the sender), each once, in order. */
export function mentionsIn(content: string | null, participantIds: readonly string[], senderId: string): string[] {
  if (!content) return [];
  const inChat = new Set(participantIds);
  const ids = [...content.matchAll(MENTION)].map((match) => match[1]!.toLowerCase());
  return [...new Set(ids)].filter((id) => id !== senderId && inChat.has(id));
}
