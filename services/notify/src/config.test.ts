import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@koinonia/kit';
import { loadNotifyConfig, mailAdapterOf } from './config.ts';

const base = { NOTIFY_DATABASE_URL: 'postgres://localhost/koinonia_notify', INTERNAL_SECRET: 'x'.repeat(32) };

describe("notify's mail configuration", () => {
  it('refuses to start for production without a mail provider, naming what to set', () => {
    for (const env of [base, { ...base, KOINONIA_DEV_MODE: 'false' }, { ...base, SENDGRID_API_KEY: '' }]) {
      expect(() => loadNotifyConfig(env)).toThrow(ConfigError);
      expect(() => loadNotifyConfig(env)).toThrow(/SENDGRID_API_KEY.*KOINONIA_DEV_MODE=true/);
    }
  });

  it('keeps e-mail in the dev mailbox only in development mode, and sends through SendGrid when it has a key', () => {
    const development = loadNotifyConfig({ ...base, KOINONIA_DEV_MODE: 'true' });
    expect([development.KOINONIA_DEV_MODE, mailAdapterOf(development)]).toEqual([true, 'dev-mailbox']);
    const production = loadNotifyConfig({ ...base, SENDGRID_API_KEY: 'SG.key' });
    expect([production.KOINONIA_DEV_MODE, mailAdapterOf(production)]).toEqual([false, 'sendgrid']);
    expect(mailAdapterOf(loadNotifyConfig({ ...base, SENDGRID_API_KEY: 'SG.key', KOINONIA_DEV_MODE: 'true' }))).toBe('sendgrid');
    expect(() => loadNotifyConfig({ ...base, KOINONIA_DEV_MODE: 'yes' })).toThrow(/KOINONIA_DEV_MODE/);
  });
});
