import type { ProfileFileRule } from '../profile/profile-file-rules.ts';

const MB = 1024 * 1024;
const TYPES = [
  'image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/svg+xml',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'video/mp4', 'video/webm', 'video/quicktime', 'audio/mpeg', 'audio/x-m4a', 'audio/mp4',
];
const EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif', '.svg', '.pdf', '.docx', '.xlsx', '.pptx', '.mp4', '.webm', '.mov', '.mp3', '.m4a'];

/** A message's files: kit's CHAT_ATTACHMENT purpose (chat checks it again on the bytes). */
export const chatAttachmentRule: ProfileFileRule = {
  label: 'Attachment',
  kind: 'document',
  accept: [...TYPES, ...EXTENSIONS].join(','),
  types: TYPES,
  extensions: EXTENSIONS,
  maxBytes: 25 * MB,
  hint: 'images, PDF, Word, Excel, PowerPoint, video (MP4, WebM, MOV) or audio (MP3, M4A), up to 25 MB.',
};

/** How many files one message takes (chat's messages.graphql). */
export const MAX_ATTACHMENTS = 10;

export const isImage = (type: string): boolean => type.startsWith('image/');
