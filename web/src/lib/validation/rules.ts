/**
 * The spec's validation rules (section 5) with the same messages the server sends
 * (`services/kit/src/validation.ts`), so a form refuses exactly what the API would refuse.
 * Each rule returns the message, or null when the value is acceptable.
 */
export const messages = {
  required: 'required',
  zipcode: 'must contain at most 5 numbers',
  email: 'must be a valid email address',
  password: 'must be at least 8 characters with an uppercase letter, a lowercase letter and a number',
  httpsLink: 'please add the prefix https://',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Rule = (value: string) => string | null;

export const requiredText: Rule = (value) => (value.trim().length >= 1 ? null : messages.required);

export const email: Rule = (value) => {
  const trimmed = value.trim();
  if (trimmed.length === 0) return messages.required;
  return EMAIL.test(trimmed) ? null : messages.email;
};

/** Password as the server checks it: not trimmed; at least 8 with upper, lower and a digit. */
export const password: Rule = (value) => {
  if (value.length === 0) return messages.required;
  const strong = value.length >= 8 && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value);
  return strong ? null : messages.password;
};

/** Sign-in only checks presence: a wrong password is the server's answer, not a format error. */
export const presentPassword: Rule = (value) => (value.length > 0 ? null : messages.required);

/** Optional zip code: trimmed, at most 5 digits. */
export const zipcode: Rule = (value) => {
  const trimmed = value.trim();
  return trimmed.length <= 5 && /^\d*$/.test(trimmed) ? null : messages.zipcode;
};

export const httpsLink: Rule = (value) => (/^https:\/\/\S+$/.test(value.trim()) ? null : messages.httpsLink);

/** The password hints a form shows while the person types. */
export function passwordChecks(value: string): { label: string; met: boolean }[] {
  return [
    { label: 'At least 8 characters', met: value.length >= 8 },
    { label: 'An uppercase letter', met: /[A-Z]/.test(value) },
    { label: 'A lowercase letter', met: /[a-z]/.test(value) },
    { label: 'A number', met: /\d/.test(value) },
  ];
}
