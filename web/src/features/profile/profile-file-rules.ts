import type { ErrorLike } from '@apollo/client';
import type { ProfileFilePurpose } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';

const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/svg+xml'];
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif', '.svg'];
const RESUME_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const RESUME_EXTENSIONS = ['.pdf', '.docx'];

export interface ProfileFileRule {
  /** Names the file in messages, as the server's refusals do ("Profile image could not be uploaded..."). */
  readonly label: string;
  readonly kind: 'image' | 'document';
  /** For the file picker; the server sniffs the bytes anyway. */
  readonly accept: string;
  readonly types: readonly string[];
  readonly extensions: readonly string[];
  readonly maxBytes: number;
  /** What the picker says it takes. */
  readonly hint: string;
}

const imageRule = (label: string): ProfileFileRule => ({
  label,
  kind: 'image',
  accept: [...IMAGE_TYPES, ...IMAGE_EXTENSIONS].join(','),
  types: IMAGE_TYPES,
  extensions: IMAGE_EXTENSIONS,
  maxBytes: 10 * MB,
  hint: 'JPEG, PNG, WebP, GIF, AVIF or SVG, up to 10 MB.',
});

/** The profile's files, with the limits identity enforces (kit's media purposes). */
export const profileFileRules: Record<ProfileFilePurpose, ProfileFileRule> = {
  PROFILE_IMAGE: imageRule('Profile image'),
  PROFILE_BACKGROUND: imageRule('Background image'),
  RESUME: {
    label: 'Resume',
    kind: 'document',
    accept: [...RESUME_TYPES, ...RESUME_EXTENSIONS].join(','),
    types: RESUME_TYPES,
    extensions: RESUME_EXTENSIONS,
    maxBytes: 5 * MB,
    hint: 'PDF or Word (.docx), up to 5 MB.',
  },
};

/** The spec's refusal message. */
export const uploadFailedMessage = (label: string): string => `${label} could not be uploaded. Please contact support for more information.`;

/** The message and, where it helps, the reason in words. */
export interface UploadProblem {
  message: string;
  reason: string | null;
}

export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(bytes % MB === 0 ? 0 : 1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Refuses before anything is sent what the server would refuse anyway: an empty, too large or wrong kind of file. */
export function checkFile(rule: ProfileFileRule, file: { name: string; size: number; type: string }): UploadProblem | null {
  const name = file.name.toLowerCase();
  const typeOk = rule.types.includes(file.type) || rule.extensions.some((extension) => name.endsWith(extension));
  const reason = !typeOk
    ? `This kind of file is not accepted here: ${rule.hint}`
    : file.size === 0
      ? 'The file is empty.'
      : file.size > rule.maxBytes
        ? `The file is larger than ${formatFileSize(rule.maxBytes)}.`
        : null;
  return reason ? { message: uploadFailedMessage(rule.label), reason } : null;
}

/**
 * A refused or failed upload as the member sees it: the server's message (the spec's, for a
 * refusal) with its reason (`extensions.fields`, path `file`), or the spec's message with what
 * went wrong on the way.
 */
export function uploadProblemOf(rule: ProfileFileRule, error: ErrorLike | null | undefined): UploadProblem {
  const summary = summarizeError(error);
  const reason = summary.fields['file'] ?? null;
  if (summary.message && summary.code) return { message: summary.message, reason };
  return { message: uploadFailedMessage(rule.label), reason: reason ?? summary.message };
}
