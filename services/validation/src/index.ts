/**
 * The spec's validation rules (section 5) and their messages: one source for the services (kit's
 * zod rules) and the web app's forms, so a form refuses exactly what the API refuses.
 * No dependencies and no Node or DOM APIs: it runs in both.
 */
export const messages = {
  required: 'required',
  zipcode: 'must contain at most 5 numbers',
  email: 'must be a valid email address',
  password: 'must be at least 8 characters with an uppercase letter, a lowercase letter and a number',
  httpsLink: 'please add the prefix https://',
  alphanumeric: 'must contain only letters and numbers',
  digits: 'must contain only numbers',
  invalidId: 'is not a valid id',
  controlCharacters: 'must not contain control characters',
} as const;

export * from './limits.ts';

/** text@text.text, without spaces (checked after trimming). */
export const isEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** What a password needs, each as the hint a form shows while the person types. */
export const passwordRequirements = [
  { label: 'At least 8 characters', met: (value: string) => value.length >= 8 },
  { label: 'An uppercase letter', met: (value: string) => /[A-Z]/.test(value) },
  { label: 'A lowercase letter', met: (value: string) => /[a-z]/.test(value) },
  { label: 'A number', met: (value: string) => /\d/.test(value) },
] as const;

/** A password is not trimmed: spaces count. */
export const isStrongPassword = (value: string): boolean => passwordRequirements.every((requirement) => requirement.met(value));

/** At most 5 digits (checked after trimming; blank is "none"). */
export const isZipcode = (text: string): boolean => /^\d{0,5}$/.test(text);

export const isHttpsLink = (text: string): boolean => /^https:\/\/\S+$/.test(text);

export const isAlphanumeric = (text: string): boolean => /^[a-z0-9]*$/i.test(text);

export const isDigits = (text: string): boolean => /^\d*$/.test(text);
