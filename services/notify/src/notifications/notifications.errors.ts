import { notFound } from '@koinonia/kit';

/** The expected failures of notifications. */
export const notificationErrors = {
  /** Also for someone else's notification: whether it exists is not the viewer's business. */
  notFound: () => notFound('Notification'),
};

/** The field message for an id that cannot be a notification's. */
export const invalidNotificationId = 'must be a notification id';
