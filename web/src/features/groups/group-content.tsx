import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconBook, IconHelpCircle, IconLink, IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { GroupFaqsDocument, GroupLinksDocument, GroupResourcesDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { EmptyCard } from './group-list.tsx';

// A group's links, resources and FAQs, shown only when the API says the viewer may see them
// (viewerAccess); an unexpected refusal is shown as an error. Its admins edit each list in place.

// Only admins edit: the editor is not in every visitor's JavaScript.
const GroupContentEditor = lazy(() => import('./group-content-editor.tsx').then((module) => ({ default: module.GroupContentEditor })));

type Kind = 'links' | 'resources' | 'faqs';

/** A list's heading, with "Edit" for admins, and the editor in place of the list while editing. */
function Section({ title, kind, groupId, items, canEdit, children }: { title: string; kind: Kind; groupId: string; items?: Record<string, string>[]; canEdit: boolean; children: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const headingId = `group-${kind}-title`;
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => document.getElementById(headingId)?.focus());
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id={headingId} tabIndex={-1}>
          {title}
        </Title>
        {canEdit && items && !editing ? (
          <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(true)}>
            Edit {kind === 'faqs' ? 'FAQs' : kind}
          </Button>
        ) : null}
      </Group>
      {editing && items ? (
        <Suspense fallback={<ListSkeleton rows={2} />}>
          <GroupContentEditor kind={kind} groupId={groupId} items={items} onDone={close} />
        </Suspense>
      ) : (
        children
      )}
    </Stack>
  );
}

/** The editor's rows from the list as read: ids kept, absent text as empty. */
function editable<T extends { id: string }>(rows: readonly T[] | undefined, keys: readonly (keyof T & string)[]): Record<string, string>[] | undefined {
  return rows?.map((row) => ({ id: row.id, ...Object.fromEntries(keys.map((key) => [key, (row[key] as string | null | undefined) ?? ''])) }));
}

function ItemList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

export function LinksPanel({ groupId, canEdit = false }: { groupId: string; canEdit?: boolean }) {
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
  return (
    <Section title="Links" kind="links" groupId={groupId} items={editable(links, ['label', 'url'])} canEdit={canEdit}>
      {body}
    </Section>
  );
}

export function ResourcesPanel({ groupId, canEdit = false }: { groupId: string; canEdit?: boolean }) {
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
  return (
    <Section title="Resources" kind="resources" groupId={groupId} items={editable(resources, ['label', 'url', 'description'])} canEdit={canEdit}>
      {body}
    </Section>
  );
}

export function FaqsPanel({ groupId, canEdit = false }: { groupId: string; canEdit?: boolean }) {
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
  return (
    <Section title="Frequently asked questions" kind="faqs" groupId={groupId} items={editable(faqs, ['question', 'answer'])} canEdit={canEdit}>
      {body}
    </Section>
  );
}
