import { randomUUID } from 'node:crypto';
import type { TestService } from '@koinonia/kit/testing';
import type { NotifyConfig } from '../config.ts';

/** identity's event asking for a verification e-mail to `email`, as notify consumes it. */
export const verificationRequested = (email: string, person: { firstName: string; token: string }) => ({
  type: 'identity.email-verification.requested',
  version: 1,
  payload: {
    userId: randomUUID(),
    email,
    firstName: person.firstName,
    verifyUrl: `http://localhost:3000/verify-email?token=${person.token}`,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  },
});

/** The dev mailbox route of a running notify, for one address when given. */
export const mailboxUrl = (t: TestService<NotifyConfig>, to?: string): string =>
  `${t.service.server.url.replace('/graphql', '')}/internal/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`;
