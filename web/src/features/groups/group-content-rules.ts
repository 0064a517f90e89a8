import { httpsLink, maxLength, requiredText } from '../../lib/validation/rules.ts';

/** The three lists a group's admins edit: each field with its label and the API's limit (community's content.input.ts). */
export type ContentKind = 'links' | 'resources' | 'faqs';

export interface ContentField {
  key: string;
  label: string;
  max: number;
  required: boolean;
  multiline?: boolean;
  url?: boolean;
}

export const CONTENT_FIELDS: Record<ContentKind, readonly ContentField[]> = {
  links: [
    { key: 'label', label: 'Label', max: 100, required: true },
    { key: 'url', label: 'Address', max: maxLength.url, required: true, url: true },
  ],
  resources: [
    { key: 'label', label: 'Label', max: 100, required: true },
    { key: 'url', label: 'Address', max: maxLength.url, required: true, url: true },
    { key: 'description', label: 'Description', max: 1000, required: false, multiline: true },
  ],
  faqs: [
    { key: 'question', label: 'Question', max: 300, required: true },
    { key: 'answer', label: 'Answer', max: 5000, required: true, multiline: true },
  ],
};

/** One row of the editor: the item's id when it exists already (the API keeps it), else none. */
export type ContentItem = { id?: string } & Record<string, string>;

/** The message for one field's value, as the API would refuse it, or null. */
export function contentFieldError(field: ContentField, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return field.required ? requiredText(value) : null;
  if (trimmed.length > field.max) return `At most ${field.max.toLocaleString('en-US')} characters.`;
  return field.url ? httpsLink(value) : null;
}

/** The form's errors for the whole list, keyed as Mantine's form keys them (`items.2.url`). */
export function contentErrors(kind: ContentKind, items: readonly ContentItem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  items.forEach((item, index) => {
    for (const field of CONTENT_FIELDS[kind]) {
      const error = contentFieldError(field, item[field.key] ?? '');
      if (error) errors[`items.${index}.${field.key}`] = error;
    }
  });
  return errors;
}

/** The list as the API's plural mutation takes it: trimmed, in order, with ids kept. */
export function contentInput(kind: ContentKind, items: readonly ContentItem[]): Record<string, string>[] {
  return items.map((item) => {
    const input: Record<string, string> = item.id ? { id: item.id } : {};
    for (const field of CONTENT_FIELDS[kind]) input[field.key] = (item[field.key] ?? '').trim();
    return input;
  });
}

/** A row moved one place up (-1) or down (+1); unchanged at either end. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
