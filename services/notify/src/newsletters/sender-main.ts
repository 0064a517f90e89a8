import { createLogger, startServiceOrm } from '@koinonia/kit';
import { loadNotifyConfig } from '../config.ts';
import { mailSenderFor, notifyService } from '../service.ts';
import { NewsletterSender } from './newsletter-sender.ts';

/**
 * Runs a newsletter sender alone, as an extra worker process beside notify (senders share a send's
 * batches through SKIP LOCKED), with notify's configuration. The crash test and the benchmark kill
 * one mid-send with SIGKILL; SIGTERM or SIGINT stop it after the batch in flight.
 */
const config = loadNotifyConfig();
const logger = createLogger('notify-newsletter-sender', config.logLevel);
const orm = await startServiceOrm({ name: 'notify', databaseUrl: config.databaseUrl, entities: notifyService.entities, migrations: notifyService.migrations, logger });
const sender = new NewsletterSender({
  orm,
  sender: mailSenderFor(config, orm),
  from: config.MAIL_FROM,
  secret: config.internalSecret,
  logger,
  batchSize: config.NEWSLETTER_BATCH_SIZE,
});
sender.start();
logger.info({ batchSize: config.NEWSLETTER_BATCH_SIZE }, 'newsletter sender started');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sender
      .stop()
      .then(() => orm.close())
      .then(() => process.exit(0));
  });
}
