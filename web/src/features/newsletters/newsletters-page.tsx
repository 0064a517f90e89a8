import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, EmptyState, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconMail, IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { NewslettersDocument, SaveNewsletterDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { maxLength } from '../../lib/validation/rules.ts';
import { ContentEditorGate } from '../blog/editor-gate.tsx';
import { statusColors } from '../jobs/job-labels.ts';
import { NEWSLETTER_STATUS } from './newsletter-labels.ts';
import { SubscribersPanel } from './subscribers-panel.tsx';

/** /admin/newsletters (content editors): the newsletters with their status, a new one by its subject, and the subscribers. */
export function NewslettersPage() {
  return (
    <>
      <PageHeader title="Newsletters" description="Write, preview and send the Koinonia newsletter." />
      <ContentEditorGate what="write and send the newsletter">
        <Tabs defaultValue="newsletters" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="newsletters">Newsletters</Tabs.Tab>
            <Tabs.Tab value="subscribers">Subscribers</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="newsletters" pt="md">
            <Stack gap="md">
              <NewNewsletter />
              <NewsletterList />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="subscribers" pt="md">
            <SubscribersPanel />
          </Tabs.Panel>
        </Tabs>
      </ContentEditorGate>
    </>
  );
}

function NewNewsletter() {
  const navigate = useNavigate();
  const [create, { loading }] = useDataMutation(SaveNewsletterDocument);
  const [subject, setSubject] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subject.trim()) {
      setError('Subject is required');
      return;
    }
    const { data, error: failure } = await create({ variables: { subject: subject.trim(), mutationType: 'ADD' } });
    if (data?.newsletter) {
      void navigate({ to: '/admin/newsletters/$id', params: { id: data.newsletter.id } });
      return;
    }
    const summary = summarizeError(failure);
    setError(summary.fields['subject'] ?? summary.message ?? 'We could not create the newsletter.');
  };
  return (
    <Card withBorder radius="lg" padding="md" component="form" onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} noValidate aria-label="New newsletter">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label="New newsletter's subject"
          required
          maxLength={maxLength.title}
          value={subject}
          onChange={(event) => {
            setSubject(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" loading={loading} leftSection={<IconPlus size={16} aria-hidden />} mt={{ base: 0, xs: 25 }}>
          Create
        </Button>
      </Group>
    </Card>
  );
}

function NewsletterList() {
  const query = useQuery(NewslettersDocument, { variables: { cursor: null }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const page = query.data?.newsletters;
  if (!page) {
    return query.error ? (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load the newsletters.'} onRetry={() => void query.refetch()} />
    ) : (
      <ListSkeleton rows={3} />
    );
  }
  if (page.results.length === 0) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <EmptyState variant="light" icon={<IconMail aria-hidden />} title="No newsletters yet" description="Give the first one a subject above to start writing it." />
      </Card>
    );
  }
  const loadMore = () =>
    void query.fetchMore({
      variables: { cursor: page.cursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...previous,
        newsletters: { ...fetchMoreResult.newsletters, results: [...previous.newsletters.results, ...fetchMoreResult.newsletters.results] },
      }),
    });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {page.totalCount === 1 ? '1 newsletter' : `${page.totalCount} newsletters`}
      </Text>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Newsletters">
        {page.results.map((newsletter) => {
          const status = NEWSLETTER_STATUS[newsletter.status];
          return (
            <Card component="li" key={newsletter.id} withBorder radius="md" padding="md">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={2} miw={0}>
                  <AnchorLink to="/admin/newsletters/$id" params={{ id: newsletter.id }} fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {newsletter.subject}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    Version {newsletter.version} · {newsletter.sentAt ? `sent ${formatDate(newsletter.sentAt)}` : `updated ${formatDate(newsletter.updatedAt)}`}
                  </Text>
                </Stack>
                <Badge variant="light" {...statusColors(status.color)}>
                  {status.label}
                </Badge>
              </Group>
            </Card>
          );
        })}
      </Stack>
      {page.hasNextPage ? (
        <Button variant="default" onClick={loadMore} loading={query.loading} style={{ alignSelf: 'center' }}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
