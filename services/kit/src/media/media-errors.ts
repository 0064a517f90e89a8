import { DomainError, type ErrorCode } from '../errors.ts';
import { formatBytes, type MediaPurpose } from './purposes.ts';

/** Why an upload was refused: stable, for clients and tests (GraphQL `extensions.code` carries the category). */
export const MediaRefusal = {
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FILE_TYPE_NOT_ALLOWED: 'FILE_TYPE_NOT_ALLOWED',
  UNSAFE_CONTENT: 'UNSAFE_CONTENT',
  PURPOSE_NOT_ALLOWED: 'PURPOSE_NOT_ALLOWED',
  NOT_UPLOADED: 'NOT_UPLOADED',
  UPLOAD_CHANGED: 'UPLOAD_CHANGED',
  SLOT_EXPIRED: 'SLOT_EXPIRED',
  SLOT_NOT_FOUND: 'SLOT_NOT_FOUND',
  NOT_YOUR_UPLOAD: 'NOT_YOUR_UPLOAD',
  FILE_NOT_FOUND: 'FILE_NOT_FOUND',
} as const;
export type MediaRefusal = (typeof MediaRefusal)[keyof typeof MediaRefusal];

const codeOf: Record<MediaRefusal, ErrorCode> = {
  FILE_TOO_LARGE: 'BAD_USER_INPUT',
  FILE_TYPE_NOT_ALLOWED: 'BAD_USER_INPUT',
  UNSAFE_CONTENT: 'BAD_USER_INPUT',
  PURPOSE_NOT_ALLOWED: 'FORBIDDEN',
  NOT_UPLOADED: 'BAD_USER_INPUT',
  UPLOAD_CHANGED: 'BAD_USER_INPUT',
  SLOT_EXPIRED: 'BAD_USER_INPUT',
  SLOT_NOT_FOUND: 'NOT_FOUND',
  NOT_YOUR_UPLOAD: 'FORBIDDEN',
  FILE_NOT_FOUND: 'NOT_FOUND',
};

/**
 * A refused upload or file operation. The message is the spec's ("<label> could not be uploaded.
 * Please contact support for more information."); the reason is in `reason` and, in words the web
 * app can show, in `fields[0]` (path `file`).
 */
export class MediaError extends DomainError {
  readonly reason: MediaRefusal;

  constructor(reason: MediaRefusal, message: string, detail?: string) {
    super(codeOf[reason], message, detail ? [{ path: 'file', message: detail }] : []);
    this.reason = reason;
  }
}

export const uploadFailed = (label: string): string => `${label} could not be uploaded. Please contact support for more information.`;

const details: Record<MediaRefusal, (purpose: MediaPurpose) => string> = {
  FILE_TOO_LARGE: (p) => `The file is larger than ${formatBytes(p.maxBytes)}.`,
  FILE_TYPE_NOT_ALLOWED: () => 'This kind of file is not accepted here.',
  UNSAFE_CONTENT: () => 'The file contains a program or a script.',
  PURPOSE_NOT_ALLOWED: () => 'You may not upload this file here.',
  NOT_UPLOADED: () => 'The file did not arrive. Please upload it again.',
  UPLOAD_CHANGED: () => 'The file changed while it was being checked. Please upload it again.',
  SLOT_EXPIRED: () => 'The upload took too long. Please upload the file again.',
  SLOT_NOT_FOUND: () => 'This upload does not exist.',
  NOT_YOUR_UPLOAD: () => 'This upload belongs to someone else.',
  FILE_NOT_FOUND: () => 'This file does not exist.',
};

/** A refusal of an upload for `purpose`, with the spec's message and the reason in words. */
export const refuse = (reason: MediaRefusal, purpose: MediaPurpose): MediaError =>
  new MediaError(reason, uploadFailed(purpose.label), details[reason](purpose));

export const slotNotFound = (): MediaError => new MediaError(MediaRefusal.SLOT_NOT_FOUND, 'Upload not found');
export const fileNotFound = (): MediaError => new MediaError(MediaRefusal.FILE_NOT_FOUND, 'File not found');
export const unknownPurpose = (): MediaError =>
  new MediaError(MediaRefusal.PURPOSE_NOT_ALLOWED, uploadFailed('The file'), 'Files for this purpose are not accepted here.');
