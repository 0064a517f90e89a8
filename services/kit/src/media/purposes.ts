import { isAdmin } from '../authorization.ts';
import type { Viewer } from '../viewer.ts';

/** Content types as sniffed from the bytes (never from the name or the request header). */
export const ContentType = {
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  WEBP: 'image/webp',
  GIF: 'image/gif',
  AVIF: 'image/avif',
  SVG: 'image/svg+xml',
  PDF: 'application/pdf',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  PPTX: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  MP4: 'video/mp4',
  WEBM: 'video/webm',
  MOV: 'video/quicktime',
  MP3: 'audio/mpeg',
  M4A: 'audio/x-m4a',
} as const;
export type ContentType = (typeof ContentType)[keyof typeof ContentType];

const IMAGES = [ContentType.JPEG, ContentType.PNG, ContentType.WEBP, ContentType.GIF, ContentType.AVIF, ContentType.SVG];
const VIDEOS = [ContentType.MP4, ContentType.WEBM, ContentType.MOV];
const OFFICE = [ContentType.PDF, ContentType.DOCX, ContentType.XLSX, ContentType.PPTX];

export const isImageType = (type: string): boolean => (IMAGES as readonly string[]).includes(type);

export interface MediaPurpose {
  /** Names the file in refusals: "<label> could not be uploaded. Please contact support ...". */
  readonly label: string;
  /** What the bytes may be. Images are re-encoded without metadata, with avatar and card variants. */
  readonly types: readonly ContentType[];
  readonly maxBytes: number;
  /** One current file per owner: confirming a new one deletes the previous one and its bytes. */
  readonly onePerOwner: boolean;
  /** Who may upload for this purpose at all; the owning service then checks the viewer may act for the owner. */
  readonly who: 'member' | 'admin';
}

const MB = 1024 * 1024;
const image = (label: string, onePerOwner: boolean, who: MediaPurpose['who'] = 'member'): MediaPurpose => ({
  label,
  types: IMAGES,
  maxBytes: 10 * MB,
  onePerOwner,
  who,
});
const video = (label: string, maxBytes: number): MediaPurpose => ({ label, types: VIDEOS, maxBytes, onePerOwner: false, who: 'member' });

/**
 * Every purpose a file can be uploaded for, with its rules; a service offers the ones it owns
 * (identity: the profile's three) and may narrow a rule by spreading it. README lists these limits.
 */
export const mediaPurposes = {
  PROFILE_IMAGE: image('Profile image', true),
  PROFILE_BACKGROUND: image('Background image', true),
  RESUME: { label: 'Resume', types: [ContentType.PDF, ContentType.DOCX], maxBytes: 5 * MB, onePerOwner: true, who: 'member' },
  ORGANIZATION_IMAGE: image('Organization image', true),
  GROUP_IMAGE: image('Group image', true),
  GROUP_BACKGROUND: image('Group background image', true),
  EVENT_IMAGE: image('Event image', true),
  NEWS_FEED_IMAGE: image('Image', false),
  NEWS_FEED_VIDEO: video('Video', 100 * MB),
  CHAT_ATTACHMENT: {
    label: 'Attachment',
    types: [...IMAGES, ...OFFICE, ...VIDEOS, ContentType.MP3, ContentType.M4A],
    maxBytes: 25 * MB,
    onePerOwner: false,
    who: 'member',
  },
  BLOG_THUMBNAIL: image('Thumbnail', true),
  NEWSLETTER_PODCAST_IMAGE: image('Podcast image', true, 'admin'),
  APPLICATION_VIDEO: video('Application video', 200 * MB),
  PROFILE_VIDEO: video('Profile video', 200 * MB),
} as const satisfies Record<string, MediaPurpose>;

export type MediaPurposeName = keyof typeof mediaPurposes;

/** The purposes a service offers, by name: `pickPurposes('PROFILE_IMAGE', 'RESUME')`. */
export function pickPurposes<N extends MediaPurposeName>(...names: N[]): Readonly<Record<N, MediaPurpose>> {
  return Object.fromEntries(names.map((name): [N, MediaPurpose] => [name, mediaPurposes[name]])) as Record<N, MediaPurpose>;
}

export const mayUsePurpose = (purpose: MediaPurpose, viewer: Viewer): boolean =>
  viewer.userId !== null && (purpose.who === 'member' || isAdmin(viewer));

export const formatBytes = (bytes: number): string =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
