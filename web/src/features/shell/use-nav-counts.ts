import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useDataLayer } from '../../lib/apollo/data-layer.tsx';
import type { NavCounts, NavCountsWatch } from './nav-counts.ts';

const REFRESH_MS = 60_000;
const NONE: NavCounts = { chat: 0, notifications: 0, moderation: null };

/**
 * The member's unread chat messages and notifications, and the reports waiting for their review,
 * for the navigation's badges (zero, and no Moderation item, until known). Apollo Client, graphql-ws and the counting code are not part of the first paint: they
 * load once the browser is idle after hydration. The counts are asked again on every navigation,
 * and every minute while the tab is visible (and when it becomes visible again).
 */
export function useNavCounts(): NavCounts {
  const data = useDataLayer();
  const [counts, setCounts] = useState(NONE);
  const watch = useRef<NavCountsWatch | null>(null);

  useEffect(() => {
    let stopped = false;
    const start = async () => {
      const [{ watchNavCounts }, client] = await Promise.all([import('./nav-counts.ts'), data.client()]);
      if (!stopped) watch.current = watchNavCounts(client, setCounts);
    };
    const run = () => void start().catch((error: unknown) => console.error('[Navigation] unread counts unavailable', error));
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : undefined;
    const timer = idle === undefined ? setTimeout(run, 1000) : undefined;
    return () => {
      stopped = true;
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
      watch.current?.stop();
      watch.current = null;
    };
  }, [data]);

  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => watch.current?.refresh(), [pathname]);

  useEffect(() => {
    const refreshIfVisible = () => {
      if (document.visibilityState === 'visible') watch.current?.refreshAll();
    };
    const timer = setInterval(refreshIfVisible, REFRESH_MS);
    document.addEventListener('visibilitychange', refreshIfVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refreshIfVisible);
    };
  }, []);

  return counts;
}
