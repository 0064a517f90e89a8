import { describe, expect, it } from '@jest/globals';
import { normalizeRuntimeConfig, serializeRuntimeConfig, toWebSocketUrl } from './runtime-config.ts';

describe('runtime config', () => {
  it('fills defaults when nothing was injected', () => {
    expect(normalizeRuntimeConfig(undefined)).toEqual({
      apiUrl: 'http://localhost:4000/graphql',
      wsUrl: 'ws://localhost:4000/graphql',
      publicUrl: 'http://localhost:3000',
      posthogKey: null,
      posthogHost: null,
      webAnalyticsId: null,
      devMode: false,
    });
  });

  it('is in development mode only when told so', () => {
    expect(normalizeRuntimeConfig({ devMode: true }).devMode).toBe(true);
    expect(normalizeRuntimeConfig({ devMode: 'true' }).devMode).toBe(false);
  });

  it('derives a secure WebSocket URL from an https API', () => {
    expect(toWebSocketUrl('https://api.example.org/graphql')).toBe('wss://api.example.org/graphql');
  });

  it('trims a trailing slash from the public URL and ignores blank ids', () => {
    const config = normalizeRuntimeConfig({ publicUrl: 'https://koinonia.example/', posthogKey: '  ' });
    expect(config.publicUrl).toBe('https://koinonia.example');
    expect(config.posthogKey).toBeNull();
  });

  it('serializes without letting a value close the script tag', () => {
    const config = normalizeRuntimeConfig({ posthogHost: '</script><script>alert(1)</script>' });
    const script = serializeRuntimeConfig(config);
    expect(script).not.toContain('</script>');
    expect(script.startsWith('window.__KOINONIA_CONFIG__=')).toBe(true);
  });
});
