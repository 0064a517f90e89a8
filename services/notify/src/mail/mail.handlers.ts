import { randomUUID } from 'node:crypto';
import { EventHandlers } from '@koinonia/kit';
import type { NotifyConfig } from '../config.ts';
import { NotificationEntity } from '../notifications/notification.entity.ts';
import { enqueueEmail } from './email.service.ts';
import { templates } from './templates.ts';

/**
 * What notify does with identity's events. Each runs once per event (kit's consumer records the
 * event id in the same transaction), and the e-mail rows are unique per event and kind besides.
 */
export function mailHandlers(config: NotifyConfig): EventHandlers {
  return new EventHandlers()
    .on('identity.user.signed-up', 1, async (payload, { em, envelope }) => {
      const profileUrl = new URL('/profile', config.WEB_URL).toString();
      enqueueEmail(em, {
        to: payload.email,
        kind: 'welcome',
        content: templates.welcome({ firstName: payload.firstName, profileUrl }),
        sourceEventId: envelope.id,
      });
      em.create(NotificationEntity, {
        id: randomUUID(),
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
    .on('identity.password-reset.requested', 1, async (payload, { em, envelope }) => {
      enqueueEmail(em, {
        to: payload.email,
        kind: 'reset-password',
        content: templates.resetPassword(payload),
        sourceEventId: envelope.id,
      });
    });
}
