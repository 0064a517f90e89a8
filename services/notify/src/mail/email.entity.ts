import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const emailStatuses = ['PENDING', 'SENT', 'FAILED'] as const;

/**
 * Every e-mail notify sends, and its delivery log. A handler only enqueues (in its transaction);
 * the dispatcher delivers through the active adapter and records the outcome. With the dev mailbox
 * adapter these rows are the mailbox.
 */
export const EmailEntity = defineEntity({
  name: 'Email',
  tableName: 'email',
  properties: {
    id: p.uuid().primary(),
    to: p.string().index(),
    subject: p.string(),
    text: p.text(),
    html: p.text(),
    kind: p.string(),
    status: p.enum(emailStatuses).default('PENDING'),
    adapter: p.string().nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    providerMessageId: p.string().nullable(),
    sourceEventId: p.uuid().nullable(),
    /** The message's own headers (a newsletter's or an invitation's List-Unsubscribe); null for none. */
    headers: p.json<Record<string, string>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
  },
});

export type Email = InferEntity<typeof EmailEntity>;
