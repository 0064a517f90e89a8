import { z } from 'zod';
import { forbidden, isSelfOrAdmin, messages, notFound, type SignedInViewer } from '@koinonia/kit';

export const END_BEFORE_START = 'must be after the start date';
export const END_OF_CURRENT = 'must be empty for a current position';

/** Start and end dates of a history record: the start is required, the end comes after it. */
export const historyDates = {
  startDate: z.date({ error: messages.required }),
  endDate: z.date().nullish().transform((v) => v ?? null),
};

/** The end date's rule, for `.superRefine()` on an object with `historyDates`. */
export function endAfterStart(value: { startDate: Date; endDate: Date | null }, ctx: z.RefinementCtx): void {
  if (value.endDate && value.endDate <= value.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
}

/**
 * A member's history record for a change: NOT_FOUND when there is no such record, FORBIDDEN unless
 * the viewer owns it or is a platform admin.
 */
export function ownedRecord<T extends { userId: string }>(record: T | null, viewer: SignedInViewer, what: string): T {
  if (!record) throw notFound(what);
  if (!isSelfOrAdmin(viewer, record.userId)) throw forbidden(`Only its owner can change this ${what.toLowerCase()}`);
  return record;
}
