import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { INTERNAL_AUTH_HEADER } from '@koinonia/kit';
import { freePort, publishTestEvent, startTestService, TEST_INTERNAL_SECRET, waitFor, type TestService } from '@koinonia/kit/testing';
import { loadNotifyConfig, type NotifyConfig } from '../config.ts';
import { notifyService } from '../service.ts';
import { mailboxUrl, verificationRequested } from './mail.testing.ts';

// The real @sendgrid/mail SDK pointed at a local server that speaks SendGrid's v3 mail/send shape.
interface Received {
  authorization: string | undefined;
  body: {
    personalizations: { to: { email: string }[] }[];
    from: { email: string; name?: string };
    subject: string;
    content: { type: string; value: string }[];
    custom_args?: Record<string, string>;
  };
}

const API_KEY = 'SG.test-key-for-local-server';
const received: Received[] = [];
let failNext = 0;
let sendgrid: Server;
let t: TestService<NotifyConfig>;

const readJson = async (req: IncomingMessage): Promise<unknown> => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text);
};

beforeAll(async () => {
  const port = await freePort();
  sendgrid = createServer((req, res) => {
    void readJson(req).then((body) => {
      if (req.method !== 'POST' || req.url !== '/v3/mail/send') {
        res.writeHead(404).end();
        return;
      }
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"errors":[{"message":"try later"}]}');
        return;
      }
      received.push({ authorization: req.headers.authorization, body: body as Received['body'] });
      res.writeHead(202, { 'x-message-id': `msg-${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => sendgrid.listen(port, '127.0.0.1', resolve));
  t = await startTestService(notifyService, loadNotifyConfig, {
    env: { SENDGRID_API_KEY: API_KEY, SENDGRID_API_URL: `http://127.0.0.1:${port}`, MAIL_FROM: 'Koinonia <hello@koinonia.app>' },
  });
});
afterAll(async () => {
  await t?.stop();
  await new Promise((resolve) => sendgrid?.close(resolve));
});

const event = (email: string) => verificationRequested(email, { firstName: 'Tabitha', token: 't0k3n' });

describe('SendGrid adapter', () => {
  it('sends through the SendGrid API with the key, sender, both bodies and our id', async () => {
    const email = `tabitha-${randomUUID()}@joppa.example.org`;
    await publishTestEvent(t.bus, event(email));
    const message = await waitFor(async () => received.find((r) => r.body.personalizations[0]?.to[0]?.email === email), 10_000, 'SendGrid call');
    expect(message.authorization).toBe(`Bearer ${API_KEY}`);
    expect(message.body.from).toEqual({ email: 'hello@koinonia.app', name: 'Koinonia' });
    expect(message.body.subject).toBe('Verify your e-mail address for Koinonia');
    expect(message.body.content.map((c) => c.type)).toEqual(['text/plain', 'text/html']);
    expect(message.body.content[0]!.value).toContain('http://localhost:3000/verify-email?token=t0k3n');
    const [row] = await waitFor(async () => {
      const rows = await t.sql<{ id: string; status: string; adapter: string; provider_message_id: string }>(
        'select id, status, adapter, provider_message_id from email where "to" = ?', [email]);
      return rows[0]?.status === 'SENT' ? rows : null;
    }, 10_000, 'the delivery log');
    expect(row).toMatchObject({ adapter: 'sendgrid', provider_message_id: expect.stringMatching(/^msg-\d+$/) });
    expect(message.body.custom_args).toEqual({ koinonia_email_id: row!.id });
  });

  it('retries a failed delivery and logs the attempts', async () => {
    failNext = 2;
    const email = `retry-${randomUUID()}@example.org`;
    await publishTestEvent(t.bus, event(email));
    const [row] = await waitFor(async () => {
      const rows = await t.sql<{ status: string; attempts: number }>('select status, attempts from email where "to" = ?', [email]);
      return rows[0]?.status === 'SENT' ? rows : null;
    }, 15_000, 'a delivery after retries');
    expect(row!.attempts).toBe(3);
    expect(received.filter((r) => r.body.personalizations[0]?.to[0]?.email === email)).toHaveLength(1);
  });

  it('does not expose a dev mailbox while SendGrid is the adapter', async () => {
    const res = await fetch(mailboxUrl(t), {
      headers: { [INTERNAL_AUTH_HEADER]: TEST_INTERNAL_SECRET },
    });
    expect(res.status).toBe(404);
  });
});
