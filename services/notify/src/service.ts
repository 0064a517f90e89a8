import type { ServiceDefinition, SubgraphResolvers } from '@koinonia/kit';
import { blocksMigrations, withBlockHandlers } from '@koinonia/kit/blocks';
import type { Resolvers } from './__generated__/resolvers.ts';
import { withChatHandlers } from './chat/chat.handlers.ts';
import { mailAdapterOf, type NotifyConfig } from './config.ts';
import { invitationsResolvers } from './invitations/invitations.resolvers.ts';
import { stopInvitationsRoutes } from './invitations/stop-invitations.routes.ts';
import { EmailEntity } from './mail/email.entity.ts';
import { EmailDispatcher } from './mail/email-dispatcher.ts';
import { mailHandlers } from './mail/mail.handlers.ts';
import { withJobHandlers } from './jobs/jobs.handlers.ts';
import { withModerationHandlers } from './moderation/moderation.handlers.ts';
import { createDevMailbox, createSendGridSender, type MailSender } from './mail/mail-sender.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { mailboxRoutes } from './mail/mailbox.routes.ts';
import { MemberEntity } from './members/member.entity.ts';
import { NotifyInitial } from './migrations/0001-notify.ts';
import { NotifyMembers } from './migrations/0002-members.ts';
import { NotifyCommunity } from './migrations/0003-community.ts';
import { NotifyNewsletters } from './migrations/0004-newsletters.ts';
import { NotifyPlatformAdmins } from './migrations/0005-platform-admins.ts';
import { NotifyOutsideInvitations } from './migrations/0006-outside-invitations.ts';
import { NewsletterSendEntity } from './newsletters/newsletter-send.entity.ts';
import { NewsletterSender } from './newsletters/newsletter-sender.ts';
import { withNewsletterHandlers } from './newsletters/newsletters.handlers.ts';
import { newslettersResolvers } from './newsletters/newsletters.resolvers.ts';
import { NotificationEntity } from './notifications/notification.entity.ts';
import { notificationsResolvers } from './notifications/notifications.resolvers.ts';
import { typeDefs } from './schema.ts';

/**
 * SendGrid when an API key is configured, otherwise the dev mailbox (in notify's database), which
 * only development mode allows: loadNotifyConfig refuses a configuration with neither.
 */
export const mailSenderFor = (config: NotifyConfig, orm: MikroORM): MailSender =>
  mailAdapterOf(config) === 'sendgrid'
    ? createSendGridSender({ apiKey: config.SENDGRID_API_KEY!, apiUrl: config.SENDGRID_API_URL, timeoutMs: config.SENDGRID_TIMEOUT_MS })
    : createDevMailbox(orm);

/** Notify: in-app notifications and e-mail delivery, driven by other services' events. */
export const notifyService: ServiceDefinition<NotifyConfig> = {
  name: 'notify',
  typeDefs,
  entities: [NotificationEntity, EmailEntity, MemberEntity, NewsletterSendEntity],
  migrations: [
    { name: 'notify-0001-initial', class: NotifyInitial },
    { name: 'notify-0002-members', class: NotifyMembers },
    { name: 'notify-0003-community', class: NotifyCommunity },
    { name: 'notify-0004-newsletters', class: NotifyNewsletters },
    { name: 'notify-0005-platform-admins', class: NotifyPlatformAdmins },
    { name: 'notify-0006-outside-invitations', class: NotifyOutsideInvitations },
    ...blocksMigrations,
  ],
  resolvers: ({ config }): SubgraphResolvers<Resolvers> => {
    const notifications = notificationsResolvers();
    return {
      ...notifications,
      ...newslettersResolvers(),
      Mutation: { ...notifications.Mutation, ...invitationsResolvers(config.internalSecret).Mutation },
    };
  },
  // Identity's blocks (kit's read model): no one is told of an action by someone they blocked or who blocked them.
  handlers: ({ config }) =>
    withBlockHandlers(withNewsletterHandlers(withChatHandlers(withModerationHandlers(withJobHandlers(mailHandlers(config)))))),
  workers: ({ orm, config, logger }) => {
    const sender = mailSenderFor(config, orm);
    return [
      new EmailDispatcher({ orm, sender, from: config.MAIL_FROM, logger }),
      new NewsletterSender({ orm, sender, from: config.MAIL_FROM, secret: config.internalSecret, logger, batchSize: config.NEWSLETTER_BATCH_SIZE }),
    ];
  },
  routes: ({ orm, config }) => ({
    ...mailboxRoutes(orm, { enabled: config.KOINONIA_DEV_MODE && mailAdapterOf(config) === 'dev-mailbox', internalSecret: config.internalSecret }),
    // Mail clients reach it at NOTIFY_PUBLIC_URL (the invitations' List-Unsubscribe header).
    ...stopInvitationsRoutes(orm, { webUrl: config.WEB_URL.replace(/\/+$/, ''), secret: config.internalSecret }),
  }),
};
