import { graphql } from '../__generated__/documents/index.ts';

export const SUBSCRIPTION_MUTATION = graphql(`
  mutation NewsletterSubscription($email: String!, $mutationType: MutationType!) {
    newsletterSubscription(email: $email, mutationType: $mutationType)
  }
`);

export const CONFIRM_MUTATION = graphql(`
  mutation ConfirmNewsletterSubscription($token: String!) { confirmNewsletterSubscription(token: $token) }
`);

export const UNSUBSCRIBE_MUTATION = graphql(`
  mutation UnsubscribeFromNewsletter($token: String!) { unsubscribeFromNewsletter(token: $token) }
`);

export const SUBSCRIBER_MUTATION = graphql(`
  mutation NewsletterSubscriber($id: ID, $email: String, $mutationType: MutationType!) {
    newsletterSubscriber(id: $id, email: $email, mutationType: $mutationType) { id email isVerified createdAt }
  }
`);

export const SUBSCRIBERS_QUERY = graphql(`
  query NewsletterSubscribers($cursor: String, $search: String) {
    newsletterSubscribers(cursor: $cursor, search: $search) { results { id email isVerified createdAt } hasNextPage cursor totalCount }
  }
`);

let counter = 0;
/** An address no other test uses (the rate limit counts per address). */
export const uniqueEmail = (name = 'reader'): string => `${name}.${Date.now().toString(36)}${(counter += 1)}@example.org`;

/** The token of a confirmation link. */
export const tokenOf = (confirmUrl: string): string => new URL(confirmUrl).searchParams.get('token')!;
