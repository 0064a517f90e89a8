import { subgraphCodegen } from '@koinonia/kit/codegen';

export default subgraphCodegen({
  serviceDir: import.meta.dirname,
  mappers: {
    Notification: './notifications/notification.entity.ts#Notification',
    NotificationPage: './notifications/notifications.queries.ts#NotificationPage',
    Newsletter: './newsletters/newsletters.queries.ts#NewsletterReference',
    NewsletterSend: './newsletters/newsletters.repository.ts#NewsletterSendFigures',
  },
});
