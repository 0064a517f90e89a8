import { expect, test } from '@jest/globals';
import { ConfigError } from '../config.ts';
import { describePayments, loadPaymentsConfig } from './payments-config.ts';

const base = { port: 4002, internalSecret: 's'.repeat(32) };

test('without a Stripe key, the local adapter on the service, signing with a secret derived from INTERNAL_SECRET', () => {
  const config = loadPaymentsConfig(base, {});
  expect(config).toMatchObject({ adapter: 'local', currency: 'usd', publicUrl: 'http://localhost:4002' });
  if (config.adapter !== 'local') throw new Error('expected local');
  expect(config.webhookSecret).toMatch(/^whsec_local_[0-9a-f]{64}$/);
  expect(loadPaymentsConfig({ ...base, internalSecret: 't'.repeat(32) }, {})).not.toEqual(config);
  expect(describePayments(loadPaymentsConfig(base, { PAYMENTS_PUBLIC_URL: 'https://pay.example.org/' }))).toBe(
    'local test checkout page at https://pay.example.org/payments/checkout (no STRIPE_SECRET_KEY)',
  );
});

test('Stripe needs its webhook secret; STRIPE_API_BASE becomes the SDK host, port and protocol', () => {
  expect(() => loadPaymentsConfig(base, { STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
  const config = loadPaymentsConfig(base, { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: 'http://127.0.0.1:12111' });
  expect(config).toEqual({
    adapter: 'stripe',
    currency: 'usd',
    returnOrigin: 'http://localhost:3000',
    stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1', api: { host: '127.0.0.1', port: 12111, protocol: 'http' } },
  });
  expect(describePayments(config)).toBe('Stripe at http://127.0.0.1:12111');
  expect(() => loadPaymentsConfig(base, { PAYMENTS_CURRENCY: 'USD' })).toThrow(/PAYMENTS_CURRENCY/);
  expect(loadPaymentsConfig(base, { WEB_URL: 'https://koinonia.example/app/' }).returnOrigin).toBe('https://koinonia.example');
});
