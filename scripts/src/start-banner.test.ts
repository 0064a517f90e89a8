import { describe, expect, it } from '@jest/globals';
import { startBanner, type StartBanner } from './start-banner.ts';

const banner = (overrides: Partial<StartBanner>): string =>
  startBanner({
    webUrl: 'http://localhost:3100',
    webPort: 3100,
    apiUrl: 'http://localhost:4000/graphql',
    files: 'http://localhost:3100/media (local disk)',
    services: [{ name: 'notify', url: 'http://localhost:4006/graphql' }],
    adapters: { database: 'embedded PostgreSQL', email: 'dev mailbox (development mode)' },
    devMode: true,
    devMailbox: true,
    ...overrides,
  });

describe("npm start's banner", () => {
  it('names the dev mailbox on the port the web server listens on, from this machine only', () => {
    const text = banner({});
    expect(text).toContain('http://localhost:3100/dev/mailbox, from this machine only');
    expect(text).not.toContain(':3000');
    expect(text).toContain('KOINONIA_DEV_MODE=true');
  });

  it('names no mailbox outside development mode, or while SendGrid sends', () => {
    expect(banner({ devMode: false, devMailbox: false })).not.toMatch(/\/dev\/mailbox/);
    expect(banner({ devMode: false, devMailbox: false })).toContain('KOINONIA_DEV_MODE=false');
    expect(banner({ devMailbox: false })).not.toMatch(/\/dev\/mailbox/);
  });
});
