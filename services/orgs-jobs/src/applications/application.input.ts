import { z } from 'zod';
import { maxLength, messages, rules } from '@koinonia/kit';
import { applicationStatuses } from './application.entity.ts';

/** ADD: the signed-in member applies (`userId`, when given, must be theirs). */
export const addApplicationInput = z.object({
  opportunityId: rules.id(),
  userId: z.uuid(messages.invalidId).nullish(),
  videoId: z.uuid(messages.invalidId).nullish(),
  /** The recorded or uploaded video's address (identity's Video `videoUrl`). */
  userVideoUrl: rules.optionalHttpsLink(),
  /** A video the member uploaded (applicationVideoUploadSlot, confirmApplicationVideoUpload). */
  videoFileId: z.uuid(messages.invalidId).nullish(),
  /** A cover letter: as long as any other long text. */
  message: rules.optionalText(maxLength.longText),
});

/** EDIT: a new status (the applicant: WITHDRAWN; the organization's admins: the next steps). */
export const editApplicationInput = z.object({
  id: rules.id(),
  status: z.enum(applicationStatuses, { error: messages.required }),
});
