import { z } from 'zod';
import { messages, rules } from '@koinonia/kit';

/** An id argument: "required" when missing, refused when it is not a uuid (ids are uuids here). */
export const id = () => z.uuid({ error: (issue) => (issue.input == null ? messages.required : 'is not a valid id') });

/** An optional link: blank means none; otherwise it must be https (spec section 5). */
export const optionalLink = () =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), rules.httpsLink().nullish());

/**
 * Optional text for EDIT: not given stays undefined (left as it is), blank clears it (null).
 * (`rules.optionalText()` turns a missing value into null, which would clear it.)
 */
export const editableText = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));
