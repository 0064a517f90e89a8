import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';
import { SubscribeFields } from './subscribe-fields.tsx';

// Not in the first load of the pages that show the box (the landing page, the blog): the server
// renders the form, and hydration keeps that markup until the form's code has arrived. Reached by
// a link before the code has loaded, the same fields stand in, disabled, so nothing moves when the
// form replaces them.
const SubscribeForm = lazyPart(
  () => import('./subscribe-form.tsx').then((module) => module.SubscribeForm),
  <SubscribeFields disabled />,
);

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
  const content = <SubscribeForm headingId={headingId} />;
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
