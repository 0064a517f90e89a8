import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, EmptyState, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ManageNewsletterSubscriberDocument, NewsletterSubscribersDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError, toastSuccess } from '../../lib/ui/toasts.ts';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { maxLength } from '../../lib/validation/rules.ts';
import { statusColors } from '../jobs/job-labels.ts';

/** The subscribers (content editors): searched by address, newest first; add one (confirmed at once) or remove one. */
export function SubscribersPanel() {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const query = useQuery(NewsletterSubscribersDocument, { variables: { search: search || null, cursor: null }, fetchPolicy: 'cache-and-network' });
  const [manage, { loading: changing }] = useDataMutation(ManageNewsletterSubscriberDocument);
  const page = query.data?.newsletterSubscribers;

  const remove = async (id: string, email: string) => {
    const { data, error } = await manage({ variables: { id, mutationType: 'DELETE' } });
    if (data?.newsletterSubscriber) {
      toastSuccess(`${email} is removed.`);
      void query.refetch();
    } else toastError(summarizeError(error).message ?? 'We could not remove the subscriber.');
  };

  return (
    <Stack gap="md">
      <AddSubscriber onAdded={() => void query.refetch()} />
      <TextInput
        label="Search subscribers"
        type="search"
        maxLength={maxLength.search}
        placeholder="Part of an address"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      {!page ? (
        query.error ? (
          <LoadError message={summarizeError(query.error).message ?? 'We could not load the subscribers.'} onRetry={() => void query.refetch()} />
        ) : (
          <ListSkeleton rows={3} />
        )
      ) : page.results.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <EmptyState
            variant="light"
            icon={<IconUsers aria-hidden />}
            title={search ? 'No subscriber matches' : 'No subscribers yet'}
            description={search ? 'Try another part of the address.' : 'Visitors subscribe from the home page and the blog.'}
          />
        </Card>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {page.totalCount === 1 ? '1 subscriber' : `${page.totalCount} subscribers`}
          </Text>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Subscribers">
            {page.results.map((subscriber) => (
              <Card component="li" key={subscriber.id} withBorder radius="md" padding="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0} miw={0}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {subscriber.email}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Since {formatDate(subscriber.createdAt)}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Badge variant="light" {...statusColors(subscriber.isVerified ? 'teal' : 'gray')}>
                      {subscriber.isVerified ? 'Confirmed' : 'Not confirmed'}
                    </Badge>
                    <ConfirmButton
                      size="xs"
                      question={`Remove ${subscriber.email}? They will not receive the newsletter.`}
                      confirmLabel="Remove"
                      color="red"
                      loading={changing}
                      onConfirm={() => void remove(subscriber.id, subscriber.email)}
                    >
                      Remove
                    </ConfirmButton>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
          {page.hasNextPage ? (
            <Button
              variant="default"
              style={{ alignSelf: 'center' }}
              loading={query.loading}
              onClick={() =>
                void query.fetchMore({
                  variables: { cursor: page.cursor },
                  updateQuery: (previous, { fetchMoreResult }) => ({
                    ...previous,
                    newsletterSubscribers: {
                      ...fetchMoreResult.newsletterSubscribers,
                      results: [...previous.newsletterSubscribers.results, ...fetchMoreResult.newsletterSubscribers.results],
                    },
                  }),
                })
              }
            >
              Load more
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

function AddSubscriber({ onAdded }: { onAdded: () => void }) {
  const [manage, { loading }] = useDataMutation(ManageNewsletterSubscriberDocument);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, error: failure } = await manage({ variables: { email: email.trim(), mutationType: 'ADD' } });
    if (data?.newsletterSubscriber) {
      toastSuccess(`${data.newsletterSubscriber.email} is subscribed.`);
      setEmail('');
      onAdded();
      return;
    }
    const summary = summarizeError(failure);
    setError(summary.fields['email'] ?? summary.message ?? 'We could not add the subscriber.');
  };
  return (
    <Card withBorder radius="lg" padding="md" component="form" onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} noValidate aria-label="Add a subscriber">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label="Add a subscriber"
          description="Confirmed at once: add only people who asked for it."
          type="email"
          required
          maxLength={maxLength.email}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" loading={loading} mt={{ base: 0, xs: 46 }}>
          Add
        </Button>
      </Group>
    </Card>
  );
}
