/**
 * How long each kind of field may be, in characters (for sanitized HTML, of the HTML as stored).
 * The services refuse longer input and the web forms stop at the same length. Nothing reaches a
 * resolver longer than `LONGEST_TEXT`, whatever the field (kit's argument guard).
 */
export const maxLength = {
  /** A person's first or last name, an organization's, a group's or a chat's name (and a page address made from one). */
  name: 100,
  /** The longest address SMTP carries. */
  email: 254,
  password: 256,
  /** A job, blog post, video, newsletter or podcast episode title, a job title of one's history. */
  title: 200,
  /** A city or other part of an address, a language, a denomination, a type, a degree, a slogan, a sponsor, a block's reason, a code. */
  shortText: 500,
  url: 2048,
  search: 200,
  /** A profile's, an organization's or a group's about, a chat's description. */
  about: 2000,
  /** A position's or an education's description in a member's history, a podcast episode's. */
  description: 2000,
  /** Any other text (a job's description, requirements, benefits): what kit's text rules allow unless told. */
  longText: 10_000,
  /** A newsletter's "what's new" (HTML). */
  whatsNew: 20_000,
  /** A blog post's body (HTML). */
  blogBody: 100_000,
} as const;

export type FieldKind = keyof typeof maxLength;

export const LONGEST_TEXT = Math.max(...Object.values(maxLength));

/** A search matches at most this many words: each is a term the database must combine. */
export const SEARCH_MAX_TERMS = 16;

export const atMostCharacters = (max: number): string => `must be at most ${max} characters`;
export const atMostWords = (max: number): string => `must be at most ${max} words`;

/** The words of a search, as the limit counts them. */
export const searchTerms = (text: string): string[] => text.split(/\s+/u).filter(Boolean);

/**
 * C0 controls other than tab, line feed and carriage return; DEL and the C1 controls. No text field
 * takes them (PostgreSQL refuses NUL outright).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

/**
 * Whitespace and invisible format characters (Unicode Cf: zero-width space and joiners, the
 * byte-order mark, direction marks) at either end, which a name made only of them would otherwise
 * pass "required" with.
 */
const INVISIBLE_ENDS = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;
export const trimInvisible = (text: string): string => text.replace(INVISIBLE_ENDS, '');
