import kitGlobalSetup, { globalTeardown as kitGlobalTeardown } from '../../../services/kit/src/testing/global-setup.ts';
import { startSystemUnderTest, type SystemUnderTest } from './system-under-test.ts';

const KEY = Symbol.for('koinonia.browser.system');

/**
 * Browser tests: the whole system on free ports and fresh databases, and the built web app, for
 * the test files to drive with Chromium through KOINONIA_WEB_URL.
 */
export default async function globalSetup(): Promise<void> {
  await kitGlobalSetup();
  const system = await startSystemUnderTest('browser');
  process.env['KOINONIA_WEB_URL'] = system.webUrl;
  process.env['KOINONIA_API_URL'] = system.apiUrl;
  (globalThis as Record<symbol, SystemUnderTest>)[KEY] = system;
}

export async function globalTeardown(): Promise<void> {
  await (globalThis as Record<symbol, SystemUnderTest | undefined>)[KEY]?.stop();
  await kitGlobalTeardown();
}
