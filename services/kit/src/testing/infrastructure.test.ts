import { describe, expect, it } from '@jest/globals';
import { infrastructureDecision } from './infrastructure.ts';

describe('infrastructureDecision', () => {
  it('runs the tests when the variable is set, whatever the run requires', () => {
    expect(infrastructureDecision('redis', 'a.test.ts', { REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({ action: 'run' });
    expect(
      infrastructureDecision('kafka', 'a.test.ts', { KAFKA_BROKERS: '127.0.0.1:9092', REQUIRED_INFRASTRUCTURE: 'kafka' }),
    ).toEqual({ action: 'run' });
  });

  it('skips them, saying why and how to run them, when the run does not require it', () => {
    expect(infrastructureDecision('kafka', 'a.test.ts', {})).toEqual({
      action: 'skip',
      message: expect.stringMatching(/^a\.test\.ts: the kafka tests were skipped because KAFKA_BROKERS is unset\. .*kafka:up/),
    });
    expect(infrastructureDecision('redis', 'a.test.ts', { REDIS_URL: '', REQUIRED_INFRASTRUCTURE: 'kafka' })).toMatchObject({
      action: 'skip',
    });
  });

  it('fails them when the run requires it but the variable is missing or empty', () => {
    for (const required of ['kafka,redis', 'redis kafka', ' redis ']) {
      expect(infrastructureDecision('redis', 'a.test.ts', { REDIS_URL: '', REQUIRED_INFRASTRUCTURE: required })).toEqual({
        action: 'fail',
        message: 'a.test.ts: REDIS_URL is unset, but REQUIRED_INFRASTRUCTURE says this run has redis',
      });
    }
    expect(infrastructureDecision('kafka', 'a.test.ts', { REQUIRED_INFRASTRUCTURE: 'kafka' })).toMatchObject({ action: 'fail' });
  });
});
