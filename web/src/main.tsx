import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { getRuntimeConfig } from './app/runtime-config.ts';
import { createApolloClient } from './lib/apollo/apollo-client.ts';
import { createAnalytics } from './lib/analytics/analytics.tsx';
import { createAppRouter } from './app/router.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { ToastHost } from './lib/ui/toast-host.tsx';

const config = getRuntimeConfig();
const apollo = createApolloClient({ apiUrl: config.apiUrl, wsUrl: config.wsUrl });
const analytics = createAnalytics(config);
const router = createAppRouter({ apollo, analytics });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={apollo}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ToastHost />
        <RouterProvider router={router} />
      </MantineProvider>
    </ApolloProvider>
  </StrictMode>,
);
