import { badInput, forbidden, type DomainError } from '@koinonia/kit';

// The videos feature's expected failures.

export const notProfileOwner = (): DomainError => forbidden("Only the profile's owner can change its videos");

export const linkOrUpload = (): DomainError =>
  badInput([{ path: 'slotId', message: 'give a link or an uploaded file, not both' }], 'Give a link or an uploaded file, not both');

export const slotOfAnotherProfile = (): DomainError =>
  badInput([{ path: 'slotId', message: 'is not an upload for this profile' }], 'The upload is not for this profile');
