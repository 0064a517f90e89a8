import { EventHandlers } from '@koinonia/kit';
import { withCommunityHandlers } from '../community/community.handlers.ts';
import { displayName, notifyOf } from '../community/community.repository.ts';
import { notifyPublicUrl, type NotifyConfig } from '../config.ts';
import { invitationEmails } from '../invitations/invitation-emails.ts';
import { createNotification } from '../notifications/notification.repository.ts';
import { withMemberHandlers } from '../members/members.handlers.ts';
import { rememberSignUp } from '../members/members.repository.ts';
import { enqueueEmail } from './email.repository.ts';
import { enqueueNotificationEmail } from './notification-emails.ts';
import { templates } from './templates.ts';

/**
 * What notify does with identity's events: account e-mails, and connection requests and
 * acceptances as in-app notifications (with an e-mail for a request). Each runs once per event (kit's consumer records the
 * event id in the same transaction), and the e-mail rows are unique per event and kind besides.
 */
export function mailHandlers(config: NotifyConfig): EventHandlers {
  const page = (path: string): string => new URL(path, config.WEB_URL).toString();
  const handlers = new EventHandlers()
    .on('identity.user.signed-up', 1, async (payload, { em, envelope }) => {
      await rememberSignUp(em, payload);
      const profileUrl = page('/profile');
      enqueueEmail(em, {
        to: payload.email,
        kind: 'welcome',
        content: templates.welcome({ firstName: payload.firstName, profileUrl }),
        sourceEventId: envelope.id,
      });
      createNotification(em, {
        userId: payload.userId,
        senderUserId: null,
        type: 'WELCOME',
        title: 'Welcome to Koinonia',
        body: 'Complete your profile so others in ministry can find and connect with you.',
        webPath: '/profile',
        mobilePath: '/profile',
        sourceEventId: envelope.id,
      });
    })
    .on('identity.email-verification.requested', 1, async (payload, { em, envelope }) => {
      enqueueEmail(em, {
        to: payload.email,
        kind: 'verify-email',
        content: templates.verifyEmail(payload),
        sourceEventId: envelope.id,
      });
    })
    .on('identity.sign-up.repeated', 1, async (payload, { em, envelope }) => {
      enqueueEmail(em, {
        to: payload.email,
        kind: 'account-exists',
        content: templates.accountExists(payload),
        sourceEventId: envelope.id,
      });
    })
    .on('identity.password-reset.requested', 1, async (payload, { em, envelope }) => {
      enqueueEmail(em, {
        to: payload.email,
        kind: 'reset-password',
        content: templates.resetPassword(payload),
        sourceEventId: envelope.id,
      });
    })
    // Both always go: the link to the new address, and a notice the current one can act on.
    .on('identity.email-change.requested', 1, async (payload, { em, envelope }) => {
      enqueueEmail(em, {
        to: payload.newEmail,
        kind: 'change-email',
        content: templates.changeEmail(payload),
        sourceEventId: envelope.id,
      });
      enqueueEmail(em, {
        to: payload.currentEmail,
        kind: 'email-change-notice',
        content: templates.emailChangeNotice({ firstName: payload.firstName, passwordUrl: page('/settings/password') }),
        sourceEventId: envelope.id,
      });
    })
    .on('identity.connection.requested', 1, async (payload, { em, envelope }) => {
      const told = await notifyOf(em, envelope, {
        userId: payload.connectedId,
        senderUserId: payload.connectorId,
        type: 'CONNECTION_REQUEST',
        title: `${await displayName(em, payload.connectorId)} wants to connect with you`,
        body: 'Accept or decline the request in your network.',
        webPath: '/network',
      });
      // No e-mail either where there is no notice (a blocked pair).
      if (!told) return;
      await enqueueNotificationEmail(em, {
        userId: payload.connectedId,
        kind: 'connection-request',
        content: (firstName) =>
          templates.connectionRequest({ firstName, connectionsUrl: page('/network'), settingsUrl: page('/settings/notifications') }),
        sourceEventId: envelope.id,
      });
    })
    // The member who asked hears that the other accepted (in the app only: no e-mail for it).
    .on('identity.connection.accepted', 1, async (payload, { em, envelope }) => {
      await notifyOf(em, envelope, {
        userId: payload.connectorId,
        senderUserId: payload.connectedId,
        type: 'CONNECTION_ACCEPTED',
        title: `${await displayName(em, payload.connectedId)} accepted your connection request`,
        body: 'You are connected now: their posts appear in your connections feed.',
        webPath: '/network',
      });
    });
  const invitations = invitationEmails({ webUrl: config.WEB_URL.replace(/\/+$/, ''), publicUrl: notifyPublicUrl(config), secret: config.internalSecret });
  return withCommunityHandlers(withMemberHandlers(handlers), page, invitations);
}
