import type { ServiceDefinition } from '@koinonia/kit';
import { withChatHandlers } from './chat/chat.handlers.ts';
import type { NotifyConfig } from './config.ts';
import { EmailEntity } from './mail/email.entity.ts';
import { EmailDispatcher } from './mail/email-dispatcher.ts';
import { mailHandlers } from './mail/mail.handlers.ts';
import { withJobHandlers } from './jobs/jobs.handlers.ts';
import { withModerationHandlers } from './moderation/moderation.handlers.ts';
import { createSendGridSender, devMailbox, type MailSender } from './mail/mail-sender.ts';
import { mailboxRoutes } from './mail/mailbox.routes.ts';
import { MemberEntity } from './members/member.entity.ts';
import { NotifyInitial } from './migrations/0001-notify.ts';
import { NotifyMembers } from './migrations/0002-members.ts';
import { NotifyCommunity } from './migrations/0003-community.ts';
import { NotificationEntity } from './notifications/notification.entity.ts';
import { notificationsResolvers } from './notifications/notifications.resolvers.ts';
import { typeDefs } from './schema.ts';

/** SendGrid when an API key is configured, otherwise the dev mailbox. */
export const mailSenderFor = (config: NotifyConfig): MailSender =>
  config.SENDGRID_API_KEY
    ? createSendGridSender({ apiKey: config.SENDGRID_API_KEY, apiUrl: config.SENDGRID_API_URL })
    : devMailbox;

/** Notify: in-app notifications and e-mail delivery, driven by other services' events. */
export const notifyService: ServiceDefinition<NotifyConfig> = {
  name: 'notify',
  typeDefs,
  entities: [NotificationEntity, EmailEntity, MemberEntity],
  migrations: [
    { name: 'notify-0001-initial', class: NotifyInitial },
    { name: 'notify-0002-members', class: NotifyMembers },
    { name: 'notify-0003-community', class: NotifyCommunity },
  ],
  resolvers: () => notificationsResolvers(),
  handlers: ({ config }) => withChatHandlers(withModerationHandlers(withJobHandlers(mailHandlers(config)))),
  workers: ({ orm, config, logger }) => [
    new EmailDispatcher({ orm, sender: mailSenderFor(config), from: config.MAIL_FROM, logger }),
  ],
  routes: ({ orm, config }) => mailboxRoutes(orm, mailSenderFor(config), config.internalSecret),
};
