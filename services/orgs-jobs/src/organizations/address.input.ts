import { z } from 'zod';
import { messages, rules } from '@koinonia/kit';
import type { AddressValues } from './organization-details.repository.ts';

/** Most addresses an organization keeps. */
export const MAX_ADDRESSES = 20;

const coordinate = (limit: number) => {
  const message = `must be between -${limit} and ${limit}`;
  return z.number().min(-limit, message).max(limit, message).nullish().transform((v) => v ?? null);
};

/**
 * One address: a street or a city (else "required" on street), a zip code of at most 5 digits
 * (the spec's rule), and coordinates that come in pairs, within the globe's ranges.
 */
const addressInput = z
  .object({
    street: rules.shortText(),
    location: z
      .object({ country: rules.shortText(), city: rules.shortText(), state: rules.shortText(), zipcode: rules.zipcode() })
      .nullish(),
    latitude: coordinate(90),
    longitude: coordinate(180),
  })
  .superRefine((address, ctx) => {
    if (!address.street && !address.location?.city) ctx.addIssue({ code: 'custom', path: ['street'], message: messages.required });
    if ((address.latitude === null) !== (address.longitude === null)) {
      ctx.addIssue({ code: 'custom', path: [address.latitude === null ? 'latitude' : 'longitude'], message: messages.required });
    }
  })
  .transform(
    ({ street, location, latitude, longitude }): AddressValues => ({
      street,
      country: location?.country ?? null,
      city: location?.city ?? null,
      state: location?.state ?? null,
      zipcode: location?.zipcode ?? null,
      latitude,
      longitude,
    }),
  );

/** An organization's addresses as given (null: none). */
export const addressesInput = () => z.array(addressInput).max(MAX_ADDRESSES, `must have at most ${MAX_ADDRESSES} addresses`).nullish();

/** Where an address is, as the schema's `AddressLocation`. */
export const locationOf = ({ country, city, state, zipcode }: AddressValues) => ({ country, city, state, zipcode });
