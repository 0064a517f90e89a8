import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { RuntimeConfig } from '../../app/runtime-config.ts';
import { noopAnalytics, type Analytics } from './analytics.port.ts';
import { buttonLabel, nextIdentityAction } from './analytics-identity.ts';
import { createPostHogAnalytics } from './posthog-analytics.ts';
import { loadWebAnalytics } from './web-analytics.ts';

export function createAnalytics(config: RuntimeConfig): Analytics {
  loadWebAnalytics(config.webAnalyticsId);
  return config.posthogKey ? createPostHogAnalytics(config.posthogKey, config.posthogHost) : noopAnalytics;
}

const AnalyticsContext = createContext<Analytics>(noopAnalytics);

export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}

/**
 * Reports page views on every resolved navigation and clicks on every button, and keeps the
 * analytics identity in step with the signed-in member's e-mail.
 */
export function AnalyticsProvider({
  analytics,
  email,
  children,
}: {
  analytics: Analytics;
  email: string | null | undefined;
  children: ReactNode;
}) {
  const router = useRouter();

  useEffect(() => {
    analytics.pageView(router.state.location.pathname);
    return router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
      if (pathChanged) analytics.pageView(toLocation.pathname);
    });
  }, [analytics, router]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('button, [role="button"], [data-analytics]') : null;
      if (target) analytics.buttonClick(buttonLabel(target), location.pathname);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [analytics]);

  const identified = useRef<string | null>(null);
  useEffect(() => {
    // undefined: the session is not known yet; wait rather than resetting an identity.
    if (email === undefined) return;
    const action = nextIdentityAction(identified.current, email);
    if (action.kind === 'identify') analytics.identify(action.email);
    if (action.kind === 'reset') analytics.reset();
    identified.current = email;
  }, [analytics, email]);

  return <AnalyticsContext value={analytics}>{children}</AnalyticsContext>;
}
