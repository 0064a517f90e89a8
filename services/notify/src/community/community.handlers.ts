import type { EventHandlers } from '@koinonia/kit';
import type { InvitationEmails } from '../invitations/invitation-emails.ts';
import {
  displayName,
  forgetGroup,
  groupNamed,
  memberWithEmail,
  notifyEach,
  notifyOf,
  rememberGroup,
  type GroupName,
} from './community.repository.ts';

/** Where the web app shows each thing (its routes /g/$slug, /posts/$id and /prayers/$id). */
export const webPaths = {
  group: (group: GroupName | null): string | null => (group ? `/g/${group.slug}` : null),
  post: (id: string): string => `/posts/${id}`,
  prayer: (id: string): string => `/prayers/${id}`,
} as const;

const reactionWords: Record<string, string> = {
  COMMENT: 'Comment',
  FAVORITE: 'Favorite',
  HELPFUL: 'Helpful',
  LIKE: 'Like',
  PRAYING: 'Praying',
  UNHELPFUL: 'Unhelpful',
};

/**
 * In-app notifications (and invitation e-mails) for community's events. Only the people an event
 * names are told: notify keeps no read model of group members or admins, so join requests (for the
 * admins), new members, and new posts and prayers in a group (for the members) tell no one yet.
 * `page(path)` is the web app's absolute URL of a path, for e-mails; every invitation e-mail goes
 * through `invitations` (suppression list, limits, stop link).
 */
export function withCommunityHandlers(handlers: EventHandlers, page: (path: string) => string, invitations: InvitationEmails): EventHandlers {
  const settingsUrl = page('/settings/notifications');
  return handlers
    .on('community.group.created', 1, async (payload, { em }) => rememberGroup(em, payload))
    .on('community.group.updated', 1, async (payload, { em }) => rememberGroup(em, payload))
    .on('community.group.deleted', 1, async (payload, { em }) => forgetGroup(em, payload.groupId))

    .on('community.group.invitation-sent', 1, async (payload, { em, envelope }) => {
      const group = await groupNamed(em, payload.groupId);
      const inviterName = await displayName(em, payload.invitedById);
      const groupName = group?.name ?? 'a group';
      const told = await notifyOf(em, envelope, {
        userId: payload.userId,
        senderUserId: payload.invitedById,
        type: 'GROUP_INVITATION_SENT',
        title: `${inviterName} invited you to join ${groupName}`,
        body: 'Open the group to accept or decline the invitation.',
        webPath: webPaths.group(group),
      });
      // No e-mail either where there is no notice (a blocked pair).
      if (!told) return;
      await invitations.toMember(em, {
        kind: 'GROUP',
        scopeId: payload.groupId,
        placeName: groupName,
        invitedById: payload.invitedById,
        inviterName,
        joinUrl: page(webPaths.group(group) ?? '/groups'),
        sourceEventId: envelope.id,
        userId: payload.userId,
        settingsUrl,
        typedAddress: false,
      });
    })
    .on('community.group.invitation-accepted', 1, async (payload, { em, envelope }) => {
      if (!payload.invitedById) return;
      const group = await groupNamed(em, payload.groupId);
      await notifyOf(em, envelope, {
        userId: payload.invitedById,
        senderUserId: payload.userId,
        type: 'GROUP_INVITATION_ACCEPTED',
        title: `${await displayName(em, payload.userId)} accepted your invitation to ${group?.name ?? 'your group'}`,
        body: 'They are a member of the group now.',
        webPath: webPaths.group(group),
      });
    })
    .on('community.group.join-request-accepted', 1, async (payload, { em, envelope }) => {
      const group = await groupNamed(em, payload.groupId);
      await notifyOf(em, envelope, {
        userId: payload.userId,
        senderUserId: payload.acceptedById,
        type: 'GROUP_JOIN_REQUEST_ACCEPTED',
        title: `You are a member of ${group?.name ?? 'the group you asked to join'}`,
        body: 'An admin accepted your request to join.',
        webPath: webPaths.group(group),
      });
    })
    // A member with this address is told in the app and by a notification e-mail; anyone else gets
    // an e-mail whose link signs them up (or in) with the group's slug. The inviter typed the address,
    // so either e-mail counts against the address's limits.
    .on('community.group.email-invitation-sent', 1, async (payload, { em, envelope }) => {
      const group = { slug: payload.groupSlug, name: payload.groupName };
      const invitation = {
        kind: 'GROUP' as const,
        scopeId: payload.groupId,
        placeName: group.name,
        invitedById: payload.invitedById,
        inviterName: await displayName(em, payload.invitedById),
        sourceEventId: envelope.id,
      };
      const userId = await memberWithEmail(em, payload.email);
      if (userId) {
        const told = await notifyOf(em, envelope, {
          userId,
          senderUserId: payload.invitedById,
          type: 'GROUP_INVITATION_SENT',
          title: `${invitation.inviterName} invited you to join ${group.name}`,
          body: 'Open the group to join it.',
          webPath: webPaths.group(group),
        });
        // A member who blocked the inviter (or was blocked by them) gets neither notice nor e-mail.
        if (told) await invitations.toMember(em, { ...invitation, joinUrl: page(webPaths.group(group)!), userId, settingsUrl, typedAddress: true });
        return;
      }
      const slug = encodeURIComponent(payload.groupSlug);
      await invitations.toAddress(em, {
        ...invitation,
        email: payload.email,
        joinUrl: page(`/sign-up?groupSlug=${slug}`),
        signInUrl: page(`/sign-in?groupSlug=${slug}`),
      });
    })

    .on('community.member.mentioned', 1, async (payload, { em, envelope }) => {
      const where = payload.commentId ? 'a comment' : 'a post';
      await notifyOf(em, envelope, {
        userId: payload.userId,
        senderUserId: payload.mentionedById,
        type: 'MENTION',
        title: `${await displayName(em, payload.mentionedById)} mentioned you in ${where}`,
        body: 'Open it to read what they wrote.',
        webPath: payload.newsFeedPostId ? webPaths.post(payload.newsFeedPostId) : webPaths.group(await groupNamed(em, payload.groupId)),
      });
    })
    .on('community.comment.added', 1, async (payload, { em, envelope }) => {
      const onPrayer = payload.prayerId != null;
      await notifyOf(em, envelope, {
        userId: payload.targetAuthorId,
        senderUserId: payload.authorId,
        type: onPrayer ? 'COMMENT_ON_PRAYER' : 'COMMENT_ON_POST',
        title: `${await displayName(em, payload.authorId)} commented on your ${onPrayer ? 'prayer request' : 'post'}`,
        body: 'Open it to read the comment.',
        webPath: payload.prayerId ? webPaths.prayer(payload.prayerId) : payload.newsFeedPostId ? webPaths.post(payload.newsFeedPostId) : null,
      });
    })
    .on('community.reaction.added', 1, async (payload, { em, envelope }) => {
      const name = await displayName(em, payload.userId);
      const target = payload.prayerId ? 'prayer request' : payload.commentId ? 'comment' : 'post';
      const praying = payload.name === 'PRAYING' && payload.prayerId != null;
      await notifyOf(em, envelope, {
        userId: payload.targetAuthorId,
        senderUserId: payload.userId,
        type: payload.prayerId ? 'REACTION_ON_PRAYER' : payload.commentId ? 'REACTION_ON_COMMENT' : 'REACTION_ON_POST',
        title: praying ? `${name} prayed for you` : `${name} reacted to your ${target}`,
        body: praying ? 'They pressed "I prayed" on your prayer request.' : `Reaction: ${reactionWords[payload.name] ?? payload.name}.`,
        webPath: payload.prayerId
          ? webPaths.prayer(payload.prayerId)
          : payload.newsFeedPostId
            ? webPaths.post(payload.newsFeedPostId)
            : webPaths.group(await groupNamed(em, payload.groupId)),
      });
    })
    .on('community.prayer.answered', 1, async (payload, { em, envelope }) => {
      const name = await displayName(em, payload.authorId);
      await notifyEach(em, envelope, payload.authorId, payload.prayedUserIds, () => ({
        type: 'PRAYER_ANSWERED',
        title: `${name}’s prayer was answered`,
        body: 'You prayed for it. Read what happened.',
        webPath: webPaths.prayer(payload.prayerId),
      }));
    });
}
