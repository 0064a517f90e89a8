/**
 * One jest run over every package, in ESM mode (run through `npm test`, which adds
 * --experimental-vm-modules). TypeScript is stripped by @swc/jest; types are checked by `tsc`.
 * `*.embedded.test.ts` files prove the defaults of a bare machine (embedded PostgreSQL, `npm run
 * seed`): `npm test` runs them with the rest, CI apart, with nothing configured (see .ci/run).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2024',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx', '.graphql'],
  moduleFileExtensions: ['js', 'mjs', 'cjs', 'json', 'ts', 'tsx', 'graphql'],
  // The web app imports GraphQL documents as text with Vite's `?raw` suffix.
  moduleNameMapper: { '^(.+\\.graphql)\\?raw$': '$1' },
  transform: { '^.+\\.tsx?$': swc, '^.+\\.graphql$': '<rootDir>/scripts/src/jest/raw-text-transform.cjs' },
  testMatch: [
    '<rootDir>/services/*/src/**/*.test.ts',
    '<rootDir>/gateway/src/**/*.test.ts',
    '<rootDir>/scripts/src/**/*.test.ts',
    '<rootDir>/web/src/**/*.test.ts',
    '<rootDir>/web/server/**/*.test.ts',
  ],
  globalSetup: '<rootDir>/services/kit/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/services/kit/src/testing/global-teardown.ts',
  maxWorkers: 2,
  testTimeout: 30_000,
};
