import { z } from 'zod';

/** Events community publishes. A contract is never changed in place: add a new version instead. */
export const communityEvents = {
  'community.group.created': {
    1: z.object({
      groupId: z.string(),
      slug: z.string(),
      name: z.string(),
      privacy: z.enum(['PUBLIC', 'CLOSED', 'INVITE_ONLY']),
      /** The signed-in user who created it; they are its first admin. */
      createdById: z.string(),
    }),
  },
  'community.group.updated': {
    1: z.object({
      groupId: z.string(),
      slug: z.string(),
      name: z.string(),
      privacy: z.enum(['PUBLIC', 'CLOSED', 'INVITE_ONLY']),
      isSearchable: z.boolean(),
    }),
  },
  'community.group.deleted': {
    1: z.object({ groupId: z.string(), slug: z.string() }),
  },
  /**
   * A member joined a group (an admin counts as one): after a membership action made them a member or
   * admin. Aggregate: the group, so one group's joins and leaves arrive in order.
   */
  'community.group.member-joined': {
    1: z.object({ groupId: z.string(), userId: z.string() }),
  },
  /** A member left a group, or was removed from it. Aggregate: the group. */
  'community.group.member-left': {
    1: z.object({ groupId: z.string(), userId: z.string() }),
  },
  /**
   * A member's role in a group after PROMOTE or DEMOTE (groupMembership~): ADMIN or MEMBER. The whole
   * state, so a consumer (orgs-jobs' group admins for Stripe Connect) applies it as it is. Aggregate: the group.
   */
  'community.group.member-role-changed': {
    1: z.object({ groupId: z.string(), userId: z.string(), role: z.enum(['ADMIN', 'MEMBER']) }),
  },
  /** A user registered for an event (an event admin counts as one). Aggregate: the event. */
  'community.event.registered': {
    1: z.object({ eventId: z.string(), groupId: z.string().nullable(), userId: z.string() }),
  },
  /** A registration was cancelled (by the user, an admin or a refund). Aggregate: the event. */
  'community.event.registration-cancelled': {
    1: z.object({ eventId: z.string(), userId: z.string() }),
  },
  /** An admin (invitedById) invited a user to a group; they join with groupMembership ADD. Aggregate: the group. */
  'community.group.invitation-sent': {
    1: z.object({ groupId: z.string(), userId: z.string(), invitedById: z.string() }),
  },
  /** An invited user joined (member-joined is recorded with it). Aggregate: the group. */
  'community.group.invitation-accepted': {
    1: z.object({ groupId: z.string(), userId: z.string(), invitedById: z.string().nullable() }),
  },
  /** A user asked to join a CLOSED group; its admins answer. Aggregate: the group. */
  'community.group.join-requested': {
    1: z.object({ groupId: z.string(), userId: z.string() }),
  },
  /** An admin (acceptedById) accepted a join request (member-joined is recorded with it). Aggregate: the group. */
  'community.group.join-request-accepted': {
    1: z.object({ groupId: z.string(), userId: z.string(), acceptedById: z.string() }),
  },
  /**
   * An admin invited someone by e-mail, who may have no account: notify e-mails them a link that signs
   * them up or in with `groupSlug`. Recorded again when the same address is invited again. Aggregate: the group.
   */
  'community.group.email-invitation-sent': {
    1: z.object({ groupId: z.string(), groupSlug: z.string(), groupName: z.string(), email: z.string(), invitedById: z.string() }),
  },
  /**
   * A news feed post was published (APPROVED), in a group, an event or on the author's own profile.
   * Aggregate: the post.
   */
  'community.post.created': {
    1: z.object({ postId: z.string(), authorId: z.string(), groupId: z.string().nullable(), eventId: z.string().nullable() }),
  },
  /**
   * A member was @mentioned in a post or a comment (once per member per post or comment, also on edit
   * when newly mentioned). Aggregate: the post or comment.
   */
  'community.member.mentioned': {
    1: z.object({
      userId: z.string(),
      mentionedById: z.string(),
      newsFeedPostId: z.string().nullable(),
      commentId: z.string().nullable(),
      groupId: z.string().nullable(),
      eventId: z.string().nullable(),
    }),
  },
  /**
   * A comment was added to a post or a prayer (exactly one of newsFeedPostId, prayerId); targetAuthorId
   * wrote that post or prayer. Aggregate: the post or prayer.
   */
  'community.comment.added': {
    1: z.object({
      commentId: z.string(),
      authorId: z.string(),
      newsFeedPostId: z.string().nullable(),
      prayerId: z.string().nullable(),
      targetAuthorId: z.string(),
      groupId: z.string().nullable(),
      eventId: z.string().nullable(),
    }),
  },
  /**
   * A member reacted (name) to a post, a comment or a prayer (exactly one of the three ids);
   * targetAuthorId wrote it. Not recorded again when the same reaction is added twice. Aggregate: the target.
   */
  'community.reaction.added': {
    1: z.object({
      name: z.enum(['COMMENT', 'FAVORITE', 'HELPFUL', 'LIKE', 'PRAYING', 'UNHELPFUL']),
      userId: z.string(),
      newsFeedPostId: z.string().nullable(),
      commentId: z.string().nullable(),
      prayerId: z.string().nullable(),
      targetAuthorId: z.string(),
      groupId: z.string().nullable(),
      eventId: z.string().nullable(),
    }),
  },
  /** A prayer request was shared with its audience (a group, an event, the author's connections, or everyone). Aggregate: the prayer. */
  'community.prayer.created': {
    1: z.object({
      prayerId: z.string(),
      authorId: z.string(),
      audience: z.enum(['GROUP', 'EVENT', 'CONNECTIONS', 'PUBLIC']),
      groupId: z.string().nullable(),
      eventId: z.string().nullable(),
    }),
  },
  /**
   * The author marked a prayer answered. prayedUserIds: everyone who pressed "I prayed" (the PRAYING
   * reaction), who are told. Aggregate: the prayer.
   */
  'community.prayer.answered': {
    1: z.object({
      prayerId: z.string(),
      authorId: z.string(),
      groupId: z.string().nullable(),
      eventId: z.string().nullable(),
      prayedUserIds: z.array(z.string()),
    }),
  },
  /**
   * A member (reporterId) reported a post, comment or prayer; platform admins and, for content in a
   * group (groupId), its admins review it. Aggregate: the content.
   */
  'community.content.reported': {
    1: z.object({
      reportId: z.string(),
      contentType: z.enum(['COMMENT', 'POST', 'PRAYER']),
      contentId: z.string(),
      contentAuthorId: z.string(),
      reporterId: z.string(),
      groupId: z.string().nullable(),
    }),
    /**
     * v2: also reports of chat messages (CHAT_MESSAGE, filed from chat's `chat.message.reported`), and
     * reviewerIds: who reviews it and is told (the group's admins for content in a group; community
     * knows no platform admins, who work from the reports queue).
     */
    2: z.object({
      reportId: z.string(),
      contentType: z.enum(['CHAT_MESSAGE', 'COMMENT', 'POST', 'PRAYER']),
      contentId: z.string(),
      contentAuthorId: z.string(),
      reporterId: z.string(),
      groupId: z.string().nullable(),
      reviewerIds: z.array(z.string()),
    }),
  },
  /**
   * A moderator (reviewedById) reviewed a report: DISMISSED it, or RESOLVED it by hiding or removing
   * the content (moderationStatus HIDDEN or REMOVED; null when dismissed). Recorded for each report
   * closed, the same content's other pending reports included. Aggregate: the content.
   */
  'community.report.reviewed': {
    1: z.object({
      reportId: z.string(),
      contentType: z.enum(['COMMENT', 'POST', 'PRAYER']),
      contentId: z.string(),
      contentAuthorId: z.string(),
      reporterId: z.string(),
      groupId: z.string().nullable(),
      status: z.enum(['DISMISSED', 'RESOLVED']),
      actionTaken: z.enum(['DISMISS', 'HIDE', 'REMOVE']),
      moderationStatus: z.enum(['HIDDEN', 'REMOVED']).nullable(),
      reviewedById: z.string(),
    }),
    /**
     * v2: also reports of chat messages (contentType CHAT_MESSAGE, contentId the message's id): chat
     * removes the message on HIDE or REMOVE. moderationStatus is null for a chat message (community
     * keeps no status of it).
     */
    2: z.object({
      reportId: z.string(),
      contentType: z.enum(['CHAT_MESSAGE', 'COMMENT', 'POST', 'PRAYER']),
      contentId: z.string(),
      contentAuthorId: z.string(),
      reporterId: z.string(),
      groupId: z.string().nullable(),
      status: z.enum(['DISMISSED', 'RESOLVED']),
      actionTaken: z.enum(['DISMISS', 'HIDE', 'REMOVE']),
      moderationStatus: z.enum(['HIDDEN', 'REMOVED']).nullable(),
      reviewedById: z.string(),
    }),
  },
} as const;
