import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER } from '@koinonia/events';
import { newsletterUnsubscribeToken } from '@koinonia/kit';
import { freePort, handledTestEvent, startTestService, TEST_INTERNAL_SECRET, waitFor, type TestService } from '@koinonia/kit/testing';
import { loadNotifyConfig, type NotifyConfig } from '../config.ts';
import { notifyService } from '../service.ts';
import { finished, ONE_CLICK, sendRequested, subscriberChanged, UNSUBSCRIBE_PAGE } from './newsletters.testing.ts';

// Newsletter batches through the real @sendgrid/mail SDK, to a local server speaking SendGrid's v3
// mail/send: personalizations with their substitutions and headers, retries, refusals and a crash.
interface Personalization {
  to: { email: string }[];
  substitutions: Record<string, string>;
  headers: Record<string, string>;
}
interface Body {
  personalizations: Personalization[];
  from: { email: string; name?: string };
  subject: string;
  content: { type: string; value: string }[];
  custom_args: Record<string, string>;
}

/** What the server does with the next request of a send: accept, refuse, fail for now, or hold it open. */
type Answer = 'accept' | 'refuse' | 'unavailable';
const accepted: Body[] = [];
const plans = new Map<string, Answer[]>();
const held: { res: ServerResponse; body: Body; authorization: string | undefined }[] = [];
/** Every request of this send is held open, whichever process sends it. */
let holdSendId: string | null = null;
let sendgridUrl: string;
let sendgrid: Server;
let t: TestService<NotifyConfig>;

const readJson = async (req: IncomingMessage): Promise<Body> => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text) as Body;
};
const sendIdOf = (body: Body): string => body.custom_args['koinonia_batch_id']!.split(':')[0]!;
const accept = (res: ServerResponse, body: Body): void => {
  accepted.push(body);
  res.writeHead(202, { 'x-message-id': `msg-${accepted.length}` }).end();
};

beforeAll(async () => {
  const port = await freePort();
  sendgrid = createServer((req, res) => {
    void readJson(req).then((body) => {
      if (sendIdOf(body) === holdSendId) {
        held.push({ res, body, authorization: req.headers.authorization });
        return;
      }
      const answer = plans.get(sendIdOf(body))?.shift() ?? 'accept';
      if (answer === 'accept') accept(res, body);
      else if (answer === 'refuse') res.writeHead(400, { 'content-type': 'application/json' }).end('{"errors":[{"message":"Invalid from address"}]}');
      else res.writeHead(503, { 'content-type': 'application/json' }).end('{"errors":[{"message":"try later"}]}');
    });
  });
  await new Promise<void>((resolve) => sendgrid.listen(port, '127.0.0.1', resolve));
  sendgridUrl = `http://127.0.0.1:${port}`;
  t = await startTestService(notifyService, loadNotifyConfig, {
    // The crash test holds a batch open while a second sender process starts, which can take longer
    // than the 10 s default on a busy machine: a timeout would resend a batch the provider then took.
    env: {
      SENDGRID_API_KEY: 'SG.service',
      SENDGRID_API_URL: sendgridUrl,
      SENDGRID_TIMEOUT_MS: '120000',
      MAIL_FROM: 'Koinonia <news@koinonia.app>',
      NEWSLETTER_BATCH_SIZE: '3',
    },
  });
});
afterAll(async () => {
  await t?.stop();
  sendgrid?.closeAllConnections();
  await new Promise((resolve) => sendgrid?.close(resolve));
});

/** `n` new confirmed subscribers, and a real send (its recipients are every confirmed subscriber so far). */
async function sendToNew(n: number, plan: Answer[] = []) {
  const emails = Array.from({ length: n }, (_, i) => `s${i}-${randomUUID()}@berea.example.org`);
  for (const email of emails) await subscriberChanged(t, email, { isVerified: true, isSubscribed: true });
  const request = sendRequested({ isTest: false });
  plans.set(request.payload.sendId, plan);
  await handledTestEvent(t, request);
  return { emails, sendId: request.payload.sendId };
}

/** How many times the provider accepted a message to each address, in this send. */
function deliveries(sendId: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const body of accepted.filter((b) => sendIdOf(b) === sendId)) {
    for (const p of body.personalizations) counts.set(p.to[0]!.email, (counts.get(p.to[0]!.email) ?? 0) + 1);
  }
  return counts;
}

describe('newsletter batches through SendGrid', () => {
  it('sends batches of personalizations with each recipient’s unsubscribe link and one-click headers', async () => {
    const { emails, sendId } = await sendToNew(7);
    const rows = await finished(t, sendId);
    const bodies = accepted.filter((b) => sendIdOf(b) === sendId);
    expect(bodies.map((b) => b.personalizations.length).every((n) => n >= 1 && n <= 3)).toBe(true);
    expect([...deliveries(sendId).values()].every((n) => n === 1)).toBe(true);
    expect([...deliveries(sendId).keys()].sort()).toEqual(rows.map((r) => r.email));
    const body = bodies[0]!;
    expect(body.from).toEqual({ email: 'news@koinonia.app', name: 'Koinonia' });
    expect(body.subject).toBe('Koinonia news: harvest edition');
    expect(body.content.map((c) => c.type)).toEqual(['text/plain', 'text/html']);
    expect(body.content[1]!.value).toContain(`href="${NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER}"`);
    const personalization = bodies.flatMap((b) => b.personalizations).find((p) => p.to[0]!.email === emails[0])!;
    const token = newsletterUnsubscribeToken(emails[0]!, TEST_INTERNAL_SECRET);
    expect(personalization.substitutions).toEqual({ [NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER]: UNSUBSCRIBE_PAGE.replace('{token}', token) });
    expect(personalization.headers).toEqual({
      'List-Unsubscribe': `<${ONE_CLICK.replace('{token}', token)}>, <${UNSUBSCRIBE_PAGE.replace('{token}', token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(rows.every((r) => r.status === 'SENT')).toBe(true);
  });

  it('retries a batch the provider cannot take now, and marks a refused batch FAILED with the reason', async () => {
    const { sendId } = await sendToNew(4, ['unavailable', 'accept', 'refuse']);
    const rows = await finished(t, sendId, 20_000);
    const failed = rows.filter((r) => r.status === 'FAILED');
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed.length).toBeLessThanOrEqual(3);
    expect(failed.every((r) => r.error?.startsWith('400 ') && r.error.includes('Invalid from address'))).toBe(true);
    // Every other recipient went once: the first batch after its retry, the later ones at once.
    const sent = rows.filter((r) => r.status === 'SENT').map((r) => r.email);
    expect([...deliveries(sendId).keys()].sort()).toEqual(sent);
    expect([...deliveries(sendId).values()].every((n) => n === 1)).toBe(true);
    const [event] = (await t.outbox({ type: 'notify.newsletter-send.finished' })).filter((e) => e.payload['sendId'] === sendId);
    expect(event!.payload).toMatchObject({ recipients: rows.length, sent: sent.length, failed: failed.length });
  });

  // A second sender process (sender-main.ts) takes a batch while notify's own holds another, and is
  // killed (SIGKILL) with its request in flight; PostgreSQL rolls its transaction back.
  it.each([
    ['before the provider took its batch: everyone exactly once', false],
    ['after the provider took its batch: only that batch twice', true],
  ])('resumes after a sender process is killed mid-send, %s', async (_, tookInFlight) => {
    const emails = Array.from({ length: 8 }, (_, i) => `crash${i}-${randomUUID()}@berea.example.org`);
    for (const email of emails) await subscriberChanged(t, email, { isVerified: true, isSubscribed: true });
    const request = sendRequested({ isTest: false });
    const { sendId } = request.payload;
    holdSendId = sendId;
    await handledTestEvent(t, request);
    const heldOf = (authorization: string) => waitFor(async () => held.find((h) => sendIdOf(h.body) === sendId && h.authorization === authorization), 20_000, authorization);
    const notifyBatch = await heldOf('Bearer SG.service');
    const child = spawn(process.execPath, [fileURLToPath(new URL('./sender-main.ts', import.meta.url))], {
      env: {
        ...process.env,
        NOTIFY_DATABASE_URL: t.db.url,
        INTERNAL_SECRET: TEST_INTERNAL_SECRET,
        SENDGRID_API_KEY: 'SG.child',
        SENDGRID_API_URL: sendgridUrl,
        NEWSLETTER_BATCH_SIZE: '3',
        LOG_LEVEL: 'silent',
      },
      stdio: 'inherit',
    });
    const childBatch = await heldOf('Bearer SG.child');
    child.kill('SIGKILL');
    await once(child, 'exit');
    if (tookInFlight) accept(childBatch.res, childBatch.body);
    else childBatch.res.destroy();
    holdSendId = null;
    accept(notifyBatch.res, notifyBatch.body);

    const rows = await finished(t, sendId, 30_000);
    const counts = deliveries(sendId);
    const inFlight = childBatch.body.personalizations.map((p) => p.to[0]!.email);
    expect([...counts.keys()].sort()).toEqual(rows.map((r) => r.email));
    for (const [email, n] of counts) expect(n).toBe(tookInFlight && inFlight.includes(email) ? 2 : 1);
    expect(rows.every((r) => r.status === 'SENT')).toBe(true);
  }, 60_000);
});
