import { useQuery } from '@apollo/client/react';
import { Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import { useCallback } from 'react';
import { NewsletterEditorDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { ContentEditorGate } from '../blog/editor-gate.tsx';
import { statusColors } from '../jobs/job-labels.ts';
import { NEWSLETTER_STATUS } from './newsletter-labels.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { NewsletterPreviews } from './newsletter-previews.tsx';
import { NewsletterSends } from './newsletter-sends.tsx';

/** /admin/newsletters/$id (content editors): the newsletter's sections, its versions side by side, and sending it. */
export function NewsletterPage({ id }: { id: string }) {
  return (
    <ContentEditorGate what="write and send the newsletter">
      <Newsletter id={id} />
    </ContentEditorGate>
  );
}

function Newsletter({ id }: { id: string }) {
  const query = useQuery(NewsletterEditorDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const refetch = query.refetch;
  const reload = useCallback(() => void refetch(), [refetch]);
  const newsletter = query.data?.newsletter;
  if (!newsletter) {
    if (query.loading) return <ListSkeleton rows={4} />;
    return query.error ? (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load the newsletter.'} onRetry={reload} />
    ) : (
      <Text>There is no newsletter at this address.</Text>
    );
  }
  const status = NEWSLETTER_STATUS[newsletter.status];
  return (
    <>
      <PageHeader
        title={newsletter.subject}
        description={
          <Group gap="xs" component="span">
            <Badge variant="light" component="span" {...statusColors(status.color)}>
              {status.label}
            </Badge>
            <span>Version {newsletter.version}</span>
          </Group>
        }
        actions={
          <AnchorLink to="/admin/newsletters" fw={600}>
            All newsletters
          </AnchorLink>
        }
      />
      <Tabs defaultValue="edit" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="edit">Edit</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
          <Tabs.Tab value="send">Send</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edit" pt="md">
          <NewsletterForm key={newsletter.version} newsletter={newsletter} onSaved={reload} />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Exactly the e-mail that is sent. Every save that changes the content makes a new version.
            </Text>
            <NewsletterPreviews key={newsletter.version} id={newsletter.id} version={newsletter.version} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="send" pt="md">
          <NewsletterSends id={newsletter.id} status={newsletter.status} onStatus={reload} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
