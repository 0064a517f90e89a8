import './app/mantine.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { getRuntimeConfig } from './app/runtime-config.ts';
import { createDataLayer } from './lib/apollo/data-layer.tsx';
import { createAnalytics } from './lib/analytics/analytics.tsx';
import { createAppRouter } from './app/router.tsx';
import { Session } from './features/auth/session.ts';

// The browser's half of server rendering: the page is already on screen; this makes it
// interactive. The router takes the server's route data, session and Apollo cache (see
// app/router.tsx) before React hydrates the document.
const config = getRuntimeConfig();
const session = new Session(config.apiUrl);
const data = createDataLayer({
  apiUrl: config.apiUrl,
  wsUrl: config.wsUrl,
  onCreate: async (client) => (await import('./features/auth/session-cache.ts')).connectSessionToCache(session, client),
});
const router = createAppRouter({ data, session, analytics: createAnalytics(config), config });

// As a transition, hydration yields to the browser between slices instead of holding the main
// thread (and a first tap) for the whole page.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});

// Pages without data hydrate without Apollo Client. It is fetched at the visitor's first
// interaction (a tap, a key, a field taking focus), so a form has it before it is sent, and a
// visitor who only reads never spends a slow phone's time on it. Links preload the data their
// page needs when pointed at.
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;
const loadData = () => {
  for (const type of INTERACTIONS) window.removeEventListener(type, loadData, true);
  data.ready().catch((error: unknown) => console.error('[Data layer] could not be loaded', error));
};
for (const type of INTERACTIONS) window.addEventListener(type, loadData, { capture: true, passive: true });
