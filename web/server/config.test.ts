import { describe, expect, it } from '@jest/globals';
import { loadWebServerOptions } from './config.ts';

describe('web server configuration', () => {
  it('has local defaults', () => {
    expect(loadWebServerOptions({})).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      apiUrl: 'http://localhost:4000/graphql',
    });
  });

  it('names the variable that is malformed', () => {
    expect(() => loadWebServerOptions({ WEB_PORT: 'eighty' })).toThrow('WEB_PORT');
    expect(() => loadWebServerOptions({ API_URL: 'not a url' })).toThrow('API_URL');
  });

  it('passes analytics ids through', () => {
    expect(loadWebServerOptions({ POSTHOG_KEY: 'phc_x', WEB_ANALYTICS_ID: 'G-1' })).toMatchObject({
      posthogKey: 'phc_x',
      webAnalyticsId: 'G-1',
    });
  });
});
