import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER } from '@koinonia/events';
import { createLogger, dropDatabase, freePort, serviceDatabaseUrl, startServiceOrm } from '@koinonia/kit';
import { notifyService } from '@koinonia/notify';
import { createSend, snapshotRecipients } from '../../services/notify/src/newsletters/newsletters.repository.ts';
import { benchDatabaseServer, benchOptions } from './bench-support.ts';

// `npm run bench:newsletter [-- --subscribers 50000 --kill-at 0.5 --smoke]`: one newsletter to 50,000
// confirmed subscribers (written into notify's read model with SQL), sent by notify's newsletter
// sender in a child process through the real SendGrid SDK to a local server speaking SendGrid's v3
// mail/send. The sender is killed (SIGKILL) once `kill-at` of the recipients are sent, and a new one
// resumes. Prints messages per second and, per address, duplicates and missing recipients: only the
// batch in flight at the kill may arrive twice (if the server had taken it), never anyone missing.

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SENDER = path.join(repoRoot, 'services/notify/src/newsletters/sender-main.ts');
const API_KEY = 'SG.bench';

const { values } = benchOptions({ subscribers: '50000', 'kill-at': '0.5' }, { subscribers: '3000' });
const subscribers = Number(values.subscribers);
const killAt = Number(values['kill-at']);

/** The local SendGrid: counts every address it accepted, and the messages per request. */
async function startSendGrid() {
  const received = new Map<string, number>();
  const state = { requests: 0, personalizations: 0, refused: 0 };
  const readBody = async (req: IncomingMessage): Promise<string> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };
  const server = createServer((req, res) => {
    void readBody(req).then((text) => {
      const body = JSON.parse(text) as { personalizations?: { to: { email: string }[]; substitutions?: Record<string, string>; headers?: Record<string, string> }[] };
      const valid =
        req.url === '/v3/mail/send' &&
        req.headers.authorization === `Bearer ${API_KEY}` &&
        body.personalizations?.length &&
        body.personalizations.length <= 1000 &&
        body.personalizations.every((p) => p.substitutions?.[NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER] && p.headers?.['List-Unsubscribe-Post']);
      if (!valid) {
        state.refused += 1;
        res.writeHead(400).end('{"errors":[{"message":"not a newsletter batch"}]}');
        return;
      }
      state.requests += 1;
      for (const p of body.personalizations!) {
        const email = p.to[0]!.email;
        received.set(email, (received.get(email) ?? 0) + 1);
        state.personalizations += 1;
      }
      res.writeHead(202, { 'x-message-id': `bench-${state.requests}` }).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, received, state, close: () => new Promise((resolve) => server.close(resolve)) };
}

function startSender(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [SENDER], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main(): Promise<void> {
  const { url: server, stop: stopServer } = await benchDatabaseServer();
  const databaseUrl = serviceDatabaseUrl(server, `bench_newsletter_${randomBytes(3).toString('hex')}`);
  const logger = createLogger('bench', 'warn');
  const sendgrid = await startSendGrid();
  const orm = await startServiceOrm({ name: 'notify', databaseUrl, entities: notifyService.entities, migrations: notifyService.migrations, logger });
  const senders: ChildProcess[] = [];
  try {
    const em = orm.em.fork();
    await em.execute(
      `insert into newsletter_subscriber (email, is_verified, is_subscribed, updated_at)
         select 'reader' || g || '@bench.example.org', true, true, now() from generate_series(1, ?) as g`,
      [subscribers],
    );
    const sendId = randomUUID();
    const snapshotStarted = performance.now();
    const recipients = await em.transactional(async (tx) => {
      await createSend(tx, {
        sendId,
        newsletterId: randomUUID(),
        version: 1,
        isTest: false,
        requestedById: randomUUID(),
        subject: 'Koinonia news',
        html: `<p>${'What is new in ministry. '.repeat(200)}</p><a href="${NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER}">Unsubscribe</a>`,
        text: `${'What is new in ministry. '.repeat(200)}\nUnsubscribe: ${NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER}`,
        unsubscribeUrlTemplate: 'https://koinonia.example/newsletter/unsubscribe?token={token}',
        oneClickUnsubscribeUrlTemplate: 'https://content.koinonia.example/newsletter/unsubscribe?token={token}',
      });
      return snapshotRecipients(tx, sendId);
    });
    const snapshotMs = performance.now() - snapshotStarted;
    const sentCount = async (): Promise<number> =>
      (await em.execute<{ n: number }[]>(`select count(*)::int as n from newsletter_recipient where send_id = ? and status <> 'PENDING'`, [sendId]))[0]!.n;
    const isFinished = async (): Promise<boolean> =>
      (await em.execute<{ n: number }[]>(`select count(*)::int as n from newsletter_send where id = ? and status = 'SENT'`, [sendId]))[0]!.n === 1;
    const env = {
      NOTIFY_DATABASE_URL: databaseUrl,
      INTERNAL_SECRET: randomBytes(32).toString('hex'),
      SENDGRID_API_KEY: API_KEY,
      SENDGRID_API_URL: sendgrid.url,
      LOG_LEVEL: 'warn',
    };
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    const started = performance.now();
    senders.push(startSender(env));
    while ((await sentCount()) < recipients * killAt) await wait(20);
    senders[0]!.kill('SIGKILL');
    await once(senders[0]!, 'exit');
    const killedAt = performance.now();
    const beforeKill = await sentCount();
    const acceptedBeforeKill = sendgrid.state.personalizations;

    const resumed = performance.now();
    senders.push(startSender(env));
    while (!(await isFinished())) await wait(50);
    const finished = performance.now();
    senders[1]!.kill('SIGTERM');
    await once(senders[1]!, 'exit');

    const rows = await em.execute<{ email: string; status: string }[]>('select email, status from newsletter_recipient where send_id = ?', [sendId]);
    const missing = rows.filter((row) => !sendgrid.received.has(row.email)).length;
    const duplicates = [...sendgrid.received.values()].reduce((sum, n) => sum + n - 1, 0);
    const failed = rows.filter((row) => row.status === 'FAILED').length;
    const line = (label: string, value: string) => console.log(`${label.padEnd(46)} ${value}`);
    const perSecond = (messages: number, ms: number) => Math.round(messages / (ms / 1000)).toLocaleString('en-US');
    console.log(`\nNewsletter send: ${recipients.toLocaleString('en-US')} recipients, batches of 1,000, killed at ${Math.round(killAt * 100)}% and resumed\n`);
    line('recipients snapshot (one statement)', `${snapshotMs.toFixed(0)} ms`);
    line('sent before the kill (recorded / accepted)', `${beforeKill.toLocaleString('en-US')} / ${acceptedBeforeKill.toLocaleString('en-US')}`);
    line('provider requests', `${sendgrid.state.requests} (${sendgrid.state.refused} refused)`);
    line('messages accepted by the provider', sendgrid.state.personalizations.toLocaleString('en-US'));
    line('messages per second, first sender', perSecond(beforeKill, killedAt - started));
    line('messages per second, resumed sender', perSecond(recipients - beforeKill, finished - resumed));
    line('messages per second, overall', `${perSecond(sendgrid.state.personalizations, finished - started)} (${((finished - started) / 1000).toFixed(1)} s, process starts included)`);
    line('duplicates', `${duplicates} (at most the batch in flight at the kill: ${acceptedBeforeKill - beforeKill} accepted but not recorded)`);
    line('missing recipients', String(missing));
    line('failed recipients', String(failed));
    if (missing > 0 || failed > 0 || duplicates > acceptedBeforeKill - beforeKill) process.exitCode = 1;
  } finally {
    for (const sender of senders) if (sender.exitCode === null && sender.signalCode === null) sender.kill('SIGKILL');
    await orm.close();
    await sendgrid.close();
    await dropDatabase(databaseUrl).catch(() => {});
    await stopServer();
  }
}

await main();
