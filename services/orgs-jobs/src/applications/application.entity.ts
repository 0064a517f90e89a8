import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The spec names Application's `status`, not its values (README "Application statuses"): the
 * organization's admins move it SUBMITTED -> REVIEWING -> INTERVIEWING -> OFFERED, or DECLINED from
 * any of those; the applicant may withdraw it (WITHDRAWN) until it is decided.
 */
export const applicationStatuses = ['SUBMITTED', 'REVIEWING', 'INTERVIEWING', 'OFFERED', 'DECLINED', 'WITHDRAWN'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Where an admin may move an application from each status. */
export const adminTransitions: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  SUBMITTED: ['REVIEWING', 'INTERVIEWING', 'OFFERED', 'DECLINED'],
  REVIEWING: ['INTERVIEWING', 'OFFERED', 'DECLINED'],
  INTERVIEWING: ['OFFERED', 'DECLINED'],
  OFFERED: ['DECLINED'],
  DECLINED: [],
  WITHDRAWN: [],
};

/** Statuses the applicant may still withdraw from. */
export const withdrawable: readonly ApplicationStatus[] = ['SUBMITTED', 'REVIEWING', 'INTERVIEWING', 'OFFERED'];

export const ApplicationEntity = defineEntity({
  name: 'Application',
  tableName: 'application',
  properties: {
    id: p.uuid().primary(),
    opportunityId: p.uuid(),
    /** The applicant, a user of identity by id. One application per member and opportunity. */
    userId: p.uuid(),
    status: p.enum(applicationStatuses),
    message: p.text().nullable(),
    /** The applicant's identity Video, by id (not verified: identity publishes no video events). */
    videoId: p.uuid().nullable(),
    userVideoUrl: p.text().nullable(),
    /** A video the applicant uploaded through the media port, by media file id (theirs, checked on ADD). */
    videoFileId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type Application = InferEntity<typeof ApplicationEntity>;
