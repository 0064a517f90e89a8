import { z } from 'zod';
import { messages, orList, rules } from '@koinonia/kit';
import { communityContentTypes, reportActions, reportContentTypes, reportStatuses } from './report.entity.ts';

export const REASON_MAX = 1000;
export const MODERATOR_NOTES_MAX = 2000;
/** How many reports one review closes at most (besides the same content's other pending reports). */
export const MAX_REVIEWED = 50;

/** A required choice of `values`: "required" when missing, the choices otherwise. */
const oneOf = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.enum(values, { error: (issue) => (issue.input == null ? messages.required : `must be ${orList(values)}`) });

/** Spec section 5: "report needs contentType, contentId, reason". */
export const reportContentInput = z.object({
  contentType: oneOf(communityContentTypes),
  contentId: rules.id(),
  reason: rules.requiredText().max(REASON_MAX, `must be at most ${REASON_MAX} characters`),
});

export const reviewReportsInput = z.object({
  reportIds: z
    .array(rules.id(), { error: messages.required })
    .min(1, messages.required)
    .max(MAX_REVIEWED, `must list at most ${MAX_REVIEWED} reports`)
    .transform((ids) => [...new Set(ids)]),
  actionTaken: oneOf(reportActions),
  moderatorNotes: rules.optionalText().pipe(z.string().max(MODERATOR_NOTES_MAX, `must be at most ${MODERATOR_NOTES_MAX} characters`).nullable()),
});

export const reportsQueryInput = z.object({
  status: z.enum(reportStatuses).nullish(),
  contentType: z.enum(reportContentTypes).nullish(),
});
