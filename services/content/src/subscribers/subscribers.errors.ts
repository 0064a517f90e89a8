import { notFound } from '@koinonia/kit';

/** The subscribers' expected failures. */
export const subscriberErrors = {
  notFound: () => notFound('Newsletter subscriber'),
};
