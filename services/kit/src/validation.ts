import { z } from 'zod';
import {
  SEARCH_MAX_TERMS,
  atMostCharacters,
  atMostWords,
  isAlphanumeric,
  isDigits,
  isEmail,
  isHttpsLink,
  isStrongPassword,
  isZipcode,
  maxLength,
  messages,
  searchTerms,
  trimInvisible,
} from '@koinonia/validation';
import { badInput, type FieldError } from './errors.ts';

/** The spec's validation messages (section 5) and the field kinds' lengths, from the package the web app's forms use too. */
export { maxLength, messages };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A blank optional field means "none". */
const blankToNull = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Trimmed text of at most `max` characters: every text rule has a length (by default `longText`). */
const text = (max: number) => z.string().trim().max(max, atMostCharacters(max));

/** Required text that must show something: invisible format characters count as blank. */
const visibleText = (max: number) =>
  z.string({ error: messages.required }).overwrite(trimInvisible).min(1, messages.required).max(max, atMostCharacters(max));

const email = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(maxLength.email, atMostCharacters(maxLength.email))
    .refine(isEmail, messages.email)
    .transform((v) => v.toLowerCase());

const httpsLink = () => text(maxLength.url).refine(isHttpsLink, messages.httpsLink);

const optionalText = (max: number = maxLength.longText) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const rules = {
  requiredText: (max: number = maxLength.longText) => z.string({ error: messages.required }).trim().min(1, messages.required).max(max, atMostCharacters(max)),
  optionalText,
  /** A person's first or last name, an organization's or a group's name. */
  name: () => visibleText(maxLength.name),
  /** A title (a job, a post, a video): required, visible. */
  title: () => visibleText(maxLength.title),
  /** An optional about (a profile's, an organization's, a group's). */
  about: () => optionalText(maxLength.about),
  /**
   * An optional short text (a city, a denomination, a type, a label): blank means none. Required
   * ones take `requiredText(maxLength.shortText)`, EDIT's `editableText(maxLength.shortText)`.
   */
  shortText: () => optionalText(maxLength.shortText),
  /**
   * A search: blank means none; at most `maxLength.search` characters and SEARCH_MAX_TERMS words,
   * so what reaches the database stays cheap to match.
   */
  search: () =>
    optionalText(maxLength.search).refine((v) => v === null || searchTerms(v).length <= SEARCH_MAX_TERMS, atMostWords(SEARCH_MAX_TERMS)),
  email,
  password: () =>
    z
      .string({ error: messages.required })
      .min(1, messages.required)
      .max(maxLength.password, atMostCharacters(maxLength.password))
      .refine(isStrongPassword, messages.password),
  zipcode: () =>
    z
      .string()
      .trim()
      .refine(isZipcode, messages.zipcode)
      .nullish()
      .transform((v) => (v ? v : null)),
  httpsLink,
  /** An optional e-mail address: blank means none; otherwise it must be valid (and is lower-cased). */
  optionalEmail: () => z.preprocess(blankToNull, email().nullish()),
  /** An optional link: blank means none; otherwise it must be https. */
  optionalHttpsLink: () => z.preprocess(blankToNull, httpsLink().nullish()),
  /**
   * Optional text for EDIT: not given stays undefined (left as it is), blank clears it (null).
   * (`optionalText()` turns a missing value into null, which would clear it.)
   */
  editableText: (max: number = maxLength.longText) =>
    text(max)
      .nullish()
      .transform((v) => (v === undefined ? undefined : v || null)),
  /**
   * An id argument: "required" when missing, refused when it is not a uuid (ids are uuids) with
   * `invalid`, the spec's message unless a feature names what the id should be.
   */
  id: (invalid: string = messages.invalidId) =>
    z.uuid({ error: (issue) => (issue.input == null ? messages.required : invalid) }),
  alphanumeric: () => z.string().refine(isAlphanumeric, messages.alphanumeric),
  digits: () => z.string().refine(isDigits, messages.digits),
};

/** A query's `search` argument by `rules.search()`: the trimmed text or null; BAD_USER_INPUT naming `search` otherwise. */
export const searchText = (search: string | null | undefined): string | null => parseInput(z.object({ search: rules.search() }), { search }).search;

/**
 * A query's optional text filter (a denomination) by `rules.shortText()`: the trimmed text or null;
 * BAD_USER_INPUT naming the argument (`name`) otherwise, before the database matches it.
 */
export const filterText = (name: string, value: string | null | undefined): string | null =>
  parseInput(z.object({ [name]: rules.shortText() }), { [name]: value })[name] ?? null;

/** PostgreSQL refuses a malformed uuid with an error; callers answer "not found" instead of asking it. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The fields of a partial edit that were given: undefined ("not given") ones are dropped, null ones kept. */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Names as the spec's messages list alternatives: "A", "A or B", "A, B or C". */
export function orList(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
}

/**
 * The spec's lookups by one of several keys ("one user by id, slug or profile id (exactly one)"):
 * the key that was given and its value; none, or more than one, is BAD_USER_INPUT.
 */
export function exactlyOneOf<K extends string>(
  args: { readonly [P in K]?: string | null },
  keys: readonly K[],
): { key: K; value: string } {
  const given = keys.filter((key) => args[key] != null);
  const [key] = given;
  if (given.length !== 1 || key === undefined) throw badInput([], `Give exactly one of ${orList(keys)}`);
  return { key, value: args[key]! };
}

/** Parses input against a schema; a failure is a BAD_USER_INPUT error naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // One message per field: the first rule it broke (a blank e-mail is "required", not also malformed).
  const byPath = new Map<string, string>();
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!byPath.has(path)) byPath.set(path, issue.message);
  }
  const fields: FieldError[] = [...byPath].map(([path, message]) => ({ path, message }));
  throw badInput(fields, fields.map((f) => (f.path ? `${f.path}: ${f.message}` : f.message)).join('; '));
}

/**
 * The spec's slug rule: accents removed, spaces to hyphens, other non-alphanumerics dropped,
 * lower-cased, hyphens collapsed.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
