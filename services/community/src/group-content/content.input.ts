import { z } from 'zod';
import { rules } from '@koinonia/kit';

// Limits the spec leaves open (section 5, "Other bounds: not shown"): long enough for real use,
// short enough that a page of 50 items stays small.
export const MAX_LABEL_LENGTH = 100;
export const MAX_URL_LENGTH = 2048;
export const MAX_QUESTION_LENGTH = 300;
export const MAX_ANSWER_LENGTH = 5000;
export const MAX_DESCRIPTION_LENGTH = 1000;
/** Items of one kind in one group or event: a list people read through, not a library. */
export const MAX_ITEMS_PER_SCOPE = 50;

export const atMostCharacters = (max: number): string => `must be at most ${max} characters`;

/** Required text of at most `max` characters. */
const text = (max: number) => rules.requiredText().max(max, atMostCharacters(max));

/** A required https:// link (spec section 5's hint when the prefix is missing). */
const url = () => text(MAX_URL_LENGTH).pipe(rules.httpsLink());

/** Optional text on ADD: blank or missing is none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, atMostCharacters(max))
    .nullish()
    .transform((v) => v || null);

/** Optional text on EDIT: not given stays as it is (undefined), blank clears it (null). */
const editableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, atMostCharacters(max))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** Each kind's own fields: all of them on ADD and in a whole list; any of them on EDIT. */
export const linkFields = z.object({ label: text(MAX_LABEL_LENGTH), url: url() });
export const linkEdit = linkFields.partial();

export const resourceFields = z.object({ label: text(MAX_LABEL_LENGTH), url: url(), description: optionalText(MAX_DESCRIPTION_LENGTH) });
export const resourceEdit = resourceFields.partial({ label: true, url: true }).extend({ description: editableText(MAX_DESCRIPTION_LENGTH) });

export const faqFields = z.object({ question: text(MAX_QUESTION_LENGTH), answer: text(MAX_ANSWER_LENGTH) });
export const faqEdit = faqFields.partial();

/** The scope an item is added to: exactly one of them, checked by resolveScope. */
export const scopeFields = { groupId: rules.id().nullish(), eventId: rules.id().nullish() };

/**
 * A whole ordered list of one kind: at most MAX_ITEMS_PER_SCOPE items, each with its own fields and
 * optionally the id of the item it keeps; an id listed twice is refused at its second place.
 */
export type ContentListEntry = { readonly id?: string | null | undefined } & Record<string, unknown>;

export function listOf(fields: z.ZodObject, plural: string): z.ZodType<ContentListEntry[]> {
  return z
    .array(z.object({ id: rules.id().nullish() }).and(fields))
    .max(MAX_ITEMS_PER_SCOPE, `must list at most ${MAX_ITEMS_PER_SCOPE} ${plural}`)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (!item.id) return;
        if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is listed twice' });
        seen.add(item.id);
      });
    });
}
