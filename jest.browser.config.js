import base from './jest.config.js';

/** Browser tests (`npm run test:browser`): Chromium driven by playwright-core against the whole system. */
export default {
  ...base,
  testMatch: ['<rootDir>/web/e2e/**/*.e2e.ts'],
  globalSetup: '<rootDir>/scripts/src/browser/global-setup.ts',
  globalTeardown: '<rootDir>/scripts/src/browser/global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 60_000,
};
