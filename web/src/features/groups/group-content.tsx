import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconBook, IconHelpCircle, IconLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { GroupFaqsDocument, GroupLinksDocument, GroupResourcesDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { EmptyCard } from './group-list.tsx';

// A group's links, resources and FAQs, shown only when the API says the viewer may see them
// (viewerAccess); an unexpected refusal is shown as an error.

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ItemList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

export function LinksPanel({ groupId }: { groupId: string }) {
  const { data, loading, error, refetch } = useQuery(GroupLinksDocument, { variables: { groupId } });
  const links = data?.links.results;
  let body: ReactNode;
  if (!links) body = loading ? <ListSkeleton rows={2} /> : <LoadError message={summarizeError(error).message ?? 'We could not load the links.'} onRetry={() => void refetch()} />;
  else if (links.length === 0) body = <EmptyCard icon={<IconLink aria-hidden />} title="No links yet" description="Links the group's admins share appear here." />;
  else
    body = (
      <ItemList label="Links">
        {links.map((link) => (
          <Card key={link.id} component="li" withBorder radius="md" padding="sm">
            <Anchor href={link.url} target="_blank" rel="noopener noreferrer" fw={600}>
              {link.label}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {link.url}
            </Text>
          </Card>
        ))}
      </ItemList>
    );
  return <Section title="Links">{body}</Section>;
}

export function ResourcesPanel({ groupId }: { groupId: string }) {
  const { data, loading, error, refetch } = useQuery(GroupResourcesDocument, { variables: { groupId } });
  const resources = data?.resources.results;
  let body: ReactNode;
  if (!resources)
    body = loading ? <ListSkeleton rows={2} /> : <LoadError message={summarizeError(error).message ?? 'We could not load the resources.'} onRetry={() => void refetch()} />;
  else if (resources.length === 0)
    body = <EmptyCard icon={<IconBook aria-hidden />} title="No resources yet" description="Studies, guides and tools the group shares appear here." />;
  else
    body = (
      <ItemList label="Resources">
        {resources.map((resource) => (
          <Card key={resource.id} component="li" withBorder radius="md" padding="sm">
            <Anchor href={resource.url} target="_blank" rel="noopener noreferrer" fw={600}>
              {resource.label}
            </Anchor>
            {resource.description ? (
              <Text size="sm" mt={4}>
                {resource.description}
              </Text>
            ) : null}
          </Card>
        ))}
      </ItemList>
    );
  return <Section title="Resources">{body}</Section>;
}

export function FaqsPanel({ groupId }: { groupId: string }) {
  const { data, loading, error, refetch } = useQuery(GroupFaqsDocument, { variables: { groupId } });
  const faqs = data?.faqs.results;
  let body: ReactNode;
  if (!faqs) body = loading ? <ListSkeleton rows={2} /> : <LoadError message={summarizeError(error).message ?? 'We could not load the FAQs.'} onRetry={() => void refetch()} />;
  else if (faqs.length === 0)
    body = <EmptyCard icon={<IconHelpCircle aria-hidden />} title="No questions yet" description="Answers to the questions people ask about the group appear here." />;
  else
    body = (
      <ItemList label="Frequently asked questions">
        {faqs.map((faq) => (
          <Card key={faq.id} component="li" withBorder radius="md" padding="sm">
            <Text component="h3" fw={600} size="sm" m={0}>
              {faq.question}
            </Text>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
              {faq.answer}
            </Text>
          </Card>
        ))}
      </ItemList>
    );
  return <Section title="Frequently asked questions">{body}</Section>;
}
