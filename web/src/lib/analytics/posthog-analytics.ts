import type { Analytics } from './analytics.port.ts';

type PostHog = (typeof import('posthog-js'))['default'];

/**
 * Product analytics through PostHog. The library is downloaded after start-up, so it costs the
 * first page nothing; calls made before it is ready are queued.
 */
export function createPostHogAnalytics(key: string, host: string | null): Analytics {
  const queue: ((posthog: PostHog) => void)[] = [];
  let client: PostHog | null = null;

  import('posthog-js').then(
    ({ default: posthog }) => {
      posthog.init(key, {
        api_host: host ?? 'https://us.i.posthog.com',
        capture_pageview: false,
        autocapture: false,
        persistence: 'localStorage+cookie',
      });
      client = posthog;
      for (const call of queue.splice(0)) call(posthog);
    },
    (error: unknown) => console.error('[Analytics] PostHog could not be loaded', error),
  );

  const run = (call: (posthog: PostHog) => void): void => {
    if (client) call(client);
    else queue.push(call);
  };

  return {
    pageView: (path) => run((posthog) => posthog.capture('$pageview', { $current_url: location.origin + path })),
    buttonClick: (label, path) => run((posthog) => posthog.capture('button_click', { label, path })),
    identify: (email) =>
      run((posthog) => {
        posthog.alias(email);
        posthog.identify(email, { email });
      }),
    reset: () => run((posthog) => posthog.reset()),
  };
}
