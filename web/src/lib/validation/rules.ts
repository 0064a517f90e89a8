/**
 * Form rules over the spec's validation rules and messages (`@koinonia/validation`, the package
 * the services' zod rules use too), so a form refuses exactly what the API would refuse.
 * Each rule returns the message, or null when the value is acceptable.
 */
import { atMostCharacters, isEmail, isHttpsLink, isStrongPassword, isZipcode, maxLength, messages, passwordRequirements } from '@koinonia/validation';

/** `maxLength`: each field kind's length, the services' limit too (give it to the inputs' maxLength). */
export { maxLength, messages };

export type Rule = (value: string) => string | null;

export const requiredText: Rule = (value) => (value.trim().length >= 1 ? null : messages.required);

export const email: Rule = (value) => {
  const trimmed = value.trim();
  if (trimmed.length === 0) return messages.required;
  return isEmail(trimmed) ? null : messages.email;
};

/** Password as the server checks it: not trimmed; at least 8 with upper, lower and a digit. */
export const password: Rule = (value) => {
  if (value.length === 0) return messages.required;
  return isStrongPassword(value) ? null : messages.password;
};

/** Sign-in only checks presence: a wrong password is the server's answer, not a format error. */
export const presentPassword: Rule = (value) => (value.length > 0 ? null : messages.required);

/** Optional zip code: trimmed, at most 5 digits. */
export const zipcode: Rule = (value) => (isZipcode(value.trim()) ? null : messages.zipcode);

export const httpsLink: Rule = (value) => (isHttpsLink(value.trim()) ? null : messages.httpsLink);

/**
 * At most `max` characters once trimmed, with the server's message: for what an input's maxLength
 * cannot bound, such as a rich-text editor's HTML (counted as the server counts it, tags included).
 */
export const atMost =
  (max: number): Rule =>
  (value) =>
    value.trim().length > max ? atMostCharacters(max) : null;

/** The password hints a form shows while the person types. */
export function passwordChecks(value: string): { label: string; met: boolean }[] {
  return passwordRequirements.map((requirement) => ({ label: requirement.label, met: requirement.met(value) }));
}
