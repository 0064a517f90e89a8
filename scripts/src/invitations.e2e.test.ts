import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { waitFor } from '@koinonia/kit/testing';
import { startTestSystem } from './gateway-testing.ts';
import type { RunningSystem } from './system.ts';

// Issue 24, "a spam cannon": invitations by e-mail through the gateway, as a member sends them, and
// what the dev mailbox delivered: a fixed subject, one e-mail per address however often it is
// invited, and a one-click stop that holds against every group.
let system: RunningSystem;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ system, stop } = await startTestSystem('e2e_inv', { env: { KOINONIA_DEV_MODE: 'true' } }));
}, 60_000);
afterAll(async () => stop?.());

type Answer<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
interface Mail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | null;
}

const origin = (): string => new URL(system.gatewayUrl).origin;
const mailbox = async (to: string): Promise<Mail[]> => (await (await fetch(`${origin()}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];

/** A member signed in through the gateway (sign up, then the e-mailed verification link). */
async function signedInMember(firstName: string) {
  let cookie = '';
  const graphql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> => {
    const res = await fetch(system.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const [pair] = (res.headers.getSetCookie()[0] ?? '').split(';');
    if (pair?.startsWith('koinonia_session=')) cookie = pair;
    return (await res.json()) as Answer<T>;
  };
  const email = `${firstName.toLowerCase()}-${randomUUID()}@example.org`;
  await graphql(`mutation($email: String!) { signIn(firstName: "${firstName}", lastName: "Test", email: $email, password: "Faithful2026", mutationType: SIGN_UP) { id } }`, { email });
  const verify = await waitFor(async () => (await mailbox(email)).find((m) => m.subject.startsWith('Verify')), 15_000, 'the verification e-mail');
  const token = /verify-email\?token=([\w-]+)/.exec(verify.text)![1];
  await graphql('mutation($token: String!) { verifyEmail(token: $token) { id } }', { token });
  await graphql('mutation($email: String!) { signIn(email: $email, password: "Faithful2026", mutationType: LOGIN) { id } }', { email });
  return { graphql };
}

async function groupOf(member: Awaited<ReturnType<typeof signedInMember>>, name: string): Promise<string> {
  const added = await member.graphql<{ group: { id: string } }>('mutation($name: String!) { group(name: $name, mutationType: ADD) { id } }', { name });
  return added.data!.group.id;
}

const INVITE = 'mutation($groupId: ID!, $userEmails: [String!]!) { groupInviteNonKoinoniaMembers(groupId: $groupId, userEmails: $userEmails) { inviteEmails { email } } }';

describe('invitations by e-mail to outside addresses', () => {
  it('e-mail once with a fixed subject however often they are sent, and stop for good with one click', async () => {
    const spammer = await signedInMember('Eve');
    const target = `target-${randomUUID()}@example.org`;
    const first = await groupOf(spammer, 'Claim your prize at evil.example');
    for (let round = 0; round < 3; round += 1) {
      const answer = await spammer.graphql(INVITE, { groupId: first, userEmails: [target] });
      expect(answer.errors).toBeUndefined();
    }
    const [mail] = await waitFor(async () => {
      const found = await mailbox(target);
      return found.length ? found : null;
    }, 15_000, 'the invitation');
    expect(mail!.subject).toBe("You're invited to join a group on Koinonia");
    expect(mail!.text).toContain('“Claim your prize at evil.example”');
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The header's one-click URL (NOTIFY_PUBLIC_URL, here notify's own address) stops them all.
    const oneClick = /<(http[^>]+\/invitations\/stop\?token=[^>]+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const token = new URL(oneClick).searchParams.get('token')!;
    const notify = system.services.find((s) => s.name === 'notify')!;
    const stopped = await fetch(`${new URL(notify.server.url).origin}/invitations/stop?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.status).toBe(200);
    expect(mail!.text).toContain(`/invitations/stop?token=${encodeURIComponent(token)}`);

    // Another member's group: the inviter is answered as usual, and nothing reaches the address.
    const other = await signedInMember('Mallory');
    const second = await groupOf(other, 'Another group');
    const answer = await other.graphql<{ groupInviteNonKoinoniaMembers: { inviteEmails: { email: string }[] } }>(INVITE, { groupId: second, userEmails: [target] });
    expect(answer.data!.groupInviteNonKoinoniaMembers.inviteEmails).toEqual([{ email: target }]);
    const fresh = `fresh-${randomUUID()}@example.org`;
    await other.graphql(INVITE, { groupId: second, userEmails: [fresh] });
    await waitFor(async () => (await mailbox(fresh)).length === 1, 15_000, 'an invitation to an address that did not stop them');
    // Delivered after every earlier one: the two later rounds and the other group's sent nothing.
    expect(await mailbox(target)).toHaveLength(1);

    // A forged token is refused, through the API as through the one-click route.
    const forged = `${Buffer.from(fresh).toString('base64url')}.${token.split('.')[1]}`;
    const refused = await other.graphql<{ stopInvitations: boolean }>('mutation($token: String!) { stopInvitations(token: $token) }', { token: forged });
    expect(refused.data).toEqual({ stopInvitations: false });
  });

  it('refuses an inviter beyond 50 addresses a day with RATE_LIMITED and when to try again', async () => {
    const member = await signedInMember('Demas');
    const groupId = await groupOf(member, 'Many friends');
    const addresses = (n: number) => Array.from({ length: n }, () => `guest-${randomUUID()}@example.org`);
    expect((await member.graphql(INVITE, { groupId, userEmails: addresses(50) })).errors).toBeUndefined();
    const refused = await member.graphql(INVITE, { groupId, userEmails: addresses(1) });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.errors?.[0]?.extensions?.['retryAfterSeconds']).toBeGreaterThan(0);
  });
});
