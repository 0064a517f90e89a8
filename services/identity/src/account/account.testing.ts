import { graphql } from '../__generated__/documents/index.ts';
import type { IdentityConfig } from '../config.ts';
import type { TestService } from '@koinonia/kit/testing';

export const UPDATE_USER_INFO = graphql(`
  mutation UpdateUserInfo($email: String, $slug: String) {
    updateUserInfo(email: $email, slug: $slug) { id slug email pendingEmail isEmailVerified }
  }
`);

export const NOTIFICATION_SUBSCRIPTION = graphql(`
  mutation NotificationSubscription($userId: ID!, $mutationType: MutationType!) {
    notificationSubscription(userId: $userId, mutationType: $mutationType) { id isSendNotificationEmails }
  }
`);

export const ACCOUNT_OF = graphql(`
  query AccountOf($id: ID) { user(id: $id) { id slug email pendingEmail isSendNotificationEmails } }
`);

export const USER_BY_SLUG = graphql(`
  query UserBySlug($slug: String!) { user(slug: $slug) { id slug } userProfile(slug: $slug) { id slug } }
`);

export const VERIFY_EMAIL = graphql(`mutation VerifyEmailLink($token: String!) { verifyEmail(token: $token) { id email isEmailVerified pendingEmail } }`);

/** The token of the newest e-mail change link recorded for a user (what the e-mail to the new address carries). */
export async function changeLinkToken(t: TestService<IdentityConfig>, userId: string): Promise<string> {
  const event = (await t.outbox({ aggregateId: userId, type: 'identity.email-change.requested' })).at(-1);
  if (!event) throw new Error('no e-mail change was requested');
  return new URL(String(event.payload['verifyUrl'])).searchParams.get('token')!;
}
