import { email, httpsLink, messages, zipcode, type Rule } from '../../lib/validation/rules.ts';

/** Kinds the type field suggests; the API takes any text. */
export const ORGANIZATION_TYPES = ['Church', 'Ministry', 'Nonprofit', 'Seminary', 'School', 'Mission agency', 'Camp'] as const;

/**
 * A slug suggested from a name as the API would make it (accents removed, spaces to hyphens,
 * other characters dropped, lower case); the API applies the same rule to whatever is sent.
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Optional fields: blank is "none", anything else by the rule. */
export const optionalEmail = (value: string): string | null => (value.trim() === '' ? null : email(value));
export const optionalHttpsLink = (value: string): string | null => (value.trim() === '' ? null : httpsLink(value));


/** An address as the form holds it: text fields, coordinates as typed. */
export interface AddressFields {
  key: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  latitude: string;
  longitude: string;
}

const blank = (value: string) => value.trim() === '';

/** A coordinate as typed: blank is none; else a number within ±limit (the API's message). */
export function coordinate(limit: number): Rule {
  return (value) => {
    if (blank(value)) return null;
    const number = Number(value.trim());
    return Number.isFinite(number) && Math.abs(number) <= limit ? null : `must be between -${limit} and ${limit}`;
  };
}

/**
 * An address's problems by field, as the API checks them: a street or a city (else "required" on
 * street), a zip code of at most 5 digits, coordinates in range and in pairs.
 */
export function addressProblems(address: AddressFields): Partial<Record<keyof AddressFields, string>> {
  const problems: Partial<Record<keyof AddressFields, string>> = {};
  if (blank(address.street) && blank(address.city)) problems.street = messages.required;
  const zip = zipcode(address.zipcode);
  if (zip) problems.zipcode = zip;
  const latitude = coordinate(90)(address.latitude);
  const longitude = coordinate(180)(address.longitude);
  if (latitude) problems.latitude = latitude;
  if (longitude) problems.longitude = longitude;
  if (!latitude && !longitude && blank(address.latitude) !== blank(address.longitude)) {
    problems[blank(address.latitude) ? 'latitude' : 'longitude'] = messages.required;
  }
  return problems;
}

/** The API's `AddressInput` of a form's address. */
export function addressInput(address: AddressFields) {
  const text = (value: string) => (blank(value) ? null : value.trim());
  const number = (value: string) => (blank(value) ? null : Number(value.trim()));
  return {
    street: text(address.street),
    location: { city: text(address.city), state: text(address.state), zipcode: text(address.zipcode), country: text(address.country) },
    latitude: number(address.latitude),
    longitude: number(address.longitude),
  };
}

/** What the organization form holds. */
export interface OrganizationFormValues {
  name: string;
  slug: string;
  type: string;
  slogan: string;
  about: string;
  email: string;
  websiteUrl: string;
  profileImageUrl: string;
  backgroundImageUrl: string;
  addresses: AddressFields[];
}
