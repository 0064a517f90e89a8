import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Spec section 4, "Report content type", and chat messages, which chat reports to community's moderators. */
export const reportContentTypes = ['CHAT_MESSAGE', 'COMMENT', 'POST', 'PRAYER'] as const;
export type ReportContentType = (typeof reportContentTypes)[number];

/** What members report here (reportContent); chat messages are reported in chat, which sends them on. */
export const communityContentTypes = ['COMMENT', 'POST', 'PRAYER'] as const;
export type CommunityContentType = (typeof communityContentTypes)[number];

/** Spec section 4, "Report status": PENDING until a moderator reviews it. */
export const reportStatuses = ['DISMISSED', 'PENDING', 'RESOLVED'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** What a moderator does with reports: DISMISS leaves the content, HIDE and REMOVE set its moderation status. */
export const reportActions = ['DISMISS', 'HIDE', 'REMOVE'] as const;
export type ReportAction = (typeof reportActions)[number];

export const ReportEntity = defineEntity({
  name: 'Report',
  tableName: 'report',
  properties: {
    id: p.uuid().primary(),
    reporterId: p.uuid(),
    /** From the members read model; null while community has not heard of the reporter's profile. */
    reporterProfileId: p.uuid().nullable(),
    contentType: p.enum(reportContentTypes),
    contentId: p.uuid(),
    contentAuthorId: p.uuid(),
    /** The content's group (a comment's: its post's or prayer's; a chat message's: its chat's): its admins review the report. */
    groupId: p.uuid().nullable(),
    /** The content's text when it was reported (it may change or go later). */
    contentBody: p.text(),
    reason: p.text(),
    status: p.enum(reportStatuses).default('PENDING'),
    actionTaken: p.enum(reportActions).nullable(),
    moderatorNotes: p.text().nullable(),
    reviewedById: p.uuid().nullable(),
    reviewedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type Report = InferEntity<typeof ReportEntity>;
