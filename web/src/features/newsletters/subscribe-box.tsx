import { Card, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { SubscribeFields } from './subscribe-fields.tsx';

// Not in the first load of the pages that show the box (the landing page, the blog): the server
// renders the form, and hydration keeps that markup until the form's code has arrived.
const SubscribeForm = lazy(() => import('./subscribe-form.tsx').then((module) => ({ default: module.SubscribeForm })));

/** The newsletter's subscribe box (the landing page, the blog): its heading, then the form. */
export function SubscribeBox({ tone = 'card' }: { tone?: 'card' | 'plain' }) {
  const headingId = useId();
  const heading = (
    <Stack gap={4}>
      <Title order={2} size="h4" id={headingId}>
        The Koinonia newsletter
      </Title>
      <Text size="sm" c="dimmed">
        What's new on Koinonia, the podcast and open ministry jobs, in your inbox. Unsubscribe at any time.
      </Text>
    </Stack>
  );
  // Reached by a link before the form's code has loaded, the same fields stand in, disabled, so
  // nothing moves when the form replaces them.
  const content = (
    <Suspense fallback={<SubscribeFields disabled />}>
      <SubscribeForm headingId={headingId} />
    </Suspense>
  );
  return tone === 'card' ? (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        {heading}
        {content}
      </Stack>
    </Card>
  ) : (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      {heading}
      {content}
    </Stack>
  );
}
