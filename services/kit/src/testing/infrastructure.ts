import { describe, it } from '@jest/globals';

/**
 * Tests that need a broker or a server beside PostgreSQL run when its variable is set and skip,
 * saying so, when it is not. A run that is supposed to have it (CI's first run lists what it
 * started in REQUIRED_INFRASTRUCTURE) must not pass by skipping: there the missing variable is a
 * failing test instead.
 */
const infrastructure = {
  kafka: { variable: 'KAFKA_BROKERS', hint: 'Start a broker with `npm run kafka:up` and run with KAFKA_BROKERS=127.0.0.1:9092.' },
  redis: { variable: 'REDIS_URL', hint: 'Run with REDIS_URL=redis://127.0.0.1:6379 (a local Redis).' },
  // jest's global setup starts S3Proxy itself wherever Java runs (see s3proxy.ts), and requires it.
  s3: { variable: 'S3_ENDPOINT', hint: 'Install Java 17 (S3Proxy), or start an S3-compatible server and run with S3_ENDPOINT.' },
} as const;

export type Infrastructure = keyof typeof infrastructure;

/** Comma- or space-separated names from `infrastructure`, e.g. `kafka,redis`. */
const REQUIRED_INFRASTRUCTURE = 'REQUIRED_INFRASTRUCTURE';

export type InfrastructureDecision =
  | { readonly action: 'run' }
  | { readonly action: 'skip' | 'fail'; readonly message: string };

export function infrastructureDecision(
  needed: Infrastructure,
  file: string,
  env: Readonly<Record<string, string | undefined>>,
): InfrastructureDecision {
  const { variable, hint } = infrastructure[needed];
  if (env[variable]) return { action: 'run' };
  const required = (env[REQUIRED_INFRASTRUCTURE] ?? '').split(/[\s,]+/).includes(needed);
  return required
    ? { action: 'fail', message: `${file}: ${variable} is unset, but ${REQUIRED_INFRASTRUCTURE} says this run has ${needed}` }
    : { action: 'skip', message: `${file}: the ${needed} tests were skipped because ${variable} is unset. ${hint}` };
}

type Describe = (name: string, body: () => void) => void;

/** `describe` for tests that need `needed`: runs, skips with a message, or fails when the run requires it. */
export function describeWith(needed: Infrastructure, file: string): Describe {
  const decision = infrastructureDecision(needed, file, process.env);
  switch (decision.action) {
    case 'run':
      return describe;
    case 'skip':
      // Straight to stderr: jest does not show the console output of a file whose tests all skip
      // when it runs several files.
      process.stderr.write(`${decision.message}\n`);
      return describe.skip;
    case 'fail':
      return (name) =>
        describe(name, () => {
          it(`has ${infrastructure[needed].variable}`, () => {
            throw new Error(decision.message);
          });
        });
  }
}
