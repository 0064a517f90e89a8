import { useApolloClient } from '@apollo/client/react';
import { ActionIcon, Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import {
  GroupFaqsDocument,
  GroupLinksDocument,
  GroupResourcesDocument,
  SaveGroupFaqsDocument,
  SaveGroupLinksDocument,
  SaveGroupResourcesDocument,
  type FaqInput,
  type LinkInput,
  type ResourceInput,
} from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { FormAlert, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { CONTENT_FIELDS, contentErrors, contentInput, moved, type ContentItem, type ContentKind } from './group-content-rules.ts';

const NOUN: Record<ContentKind, { one: string; title: string }> = {
  links: { one: 'link', title: 'links' },
  resources: { one: 'resource', title: 'resources' },
  faqs: { one: 'question', title: 'FAQs' },
};

/** Saves the whole ordered list with the API's plural mutation; answers whether it was saved. */
function useSaveList(kind: ContentKind, groupId: string) {
  const [saveLinks, links] = useDataMutation(SaveGroupLinksDocument);
  const [saveResources, resources] = useDataMutation(SaveGroupResourcesDocument);
  const [saveFaqs, faqs] = useDataMutation(SaveGroupFaqsDocument);
  const save = (items: Record<string, string>[]) => {
    if (kind === 'links') return saveLinks({ variables: { groupId, links: items as LinkInput[] } }).then((result) => ({ saved: Boolean(result.data?.links), error: result.error }));
    if (kind === 'resources')
      return saveResources({ variables: { groupId, resources: items as ResourceInput[] } }).then((result) => ({ saved: Boolean(result.data?.resources), error: result.error }));
    return saveFaqs({ variables: { groupId, faqs: items as FaqInput[] } }).then((result) => ({ saved: Boolean(result.data?.faqs), error: result.error }));
  };
  return { save, loading: links.loading || resources.loading || faqs.loading };
}

const LIST_QUERY = { links: GroupLinksDocument, resources: GroupResourcesDocument, faqs: GroupFaqsDocument };

/**
 * A group admin's editor of its links, resources or FAQs: rows to add, edit, remove and move up
 * or down, saved at once as the whole ordered list (an existing row keeps its id; rows taken out
 * are deleted). Checked as the API checks it first, URLs with the https:// rule.
 */
export function GroupContentEditor({ kind, groupId, items, onDone }: { kind: ContentKind; groupId: string; items: ContentItem[]; onDone: () => void }) {
  const client = useApolloClient();
  const fields = CONTENT_FIELDS[kind];
  const noun = NOUN[kind];
  const id = useId();
  const { save, loading } = useSaveList(kind, groupId);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<{ items: ContentItem[] }>({
    mode: 'controlled',
    initialValues: { items },
    validate: (values) => contentErrors(kind, values.items),
  });
  const blank = (): ContentItem => Object.fromEntries(fields.map((field) => [field.key, '']));
  const rows = form.values.items;

  const focusRow = (index: number) => requestAnimationFrame(() => form.getInputNode(`items.${index}.${fields[0]!.key}`)?.focus());
  const move = (index: number, step: -1 | 1) => {
    form.setFieldValue('items', moved(rows, index, step));
    announce(`Moved to position ${Math.min(Math.max(index + step, 0), rows.length - 1) + 1} of ${rows.length}.`);
  };

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const { saved, error } = await save(contentInput(kind, values.items));
      if (!saved) {
        setAlert(showServerErrors(form, error, []));
        return;
      }
      await client.refetchQueries({ include: [LIST_QUERY[kind]] }).catch(() => undefined);
      toastSuccess(`The group's ${noun.title} are saved.`);
      announce(`The group's ${noun.title} are saved.`);
      onDone();
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Text component="h3" fw={700} id={`${id}-title`} m={0}>
          Edit the {noun.title}
        </Text>
        <FormAlert message={alert} title={`We could not save the ${noun.title}`} />
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No {noun.title} yet. Saving an empty list removes them all.
          </Text>
        ) : null}
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((row, index) => (
            <Card component="li" key={row.id ?? `new-${index}`} withBorder radius="md" padding="sm" aria-label={`${noun.one} ${index + 1} of ${rows.length}`}>
              <Stack gap="xs">
                {fields.map((field) =>
                  field.multiline ? (
                    <Textarea key={field.key} label={field.label} required={field.required} autosize minRows={2} maxRows={8} maxLength={field.max} {...form.getInputProps(`items.${index}.${field.key}`)} />
                  ) : (
                    <TextInput
                      key={field.key}
                      label={field.label}
                      required={field.required}
                      maxLength={field.max}
                      placeholder={field.url ? 'https://' : undefined}
                      description={field.url ? 'Starts with https://' : undefined}
                      inputMode={field.url ? 'url' : undefined}
                      {...form.getInputProps(`items.${index}.${field.key}`)}
                    />
                  ),
                )}
                <Group gap="xs" justify="flex-end">
                  <ActionIcon variant="default" aria-label={`Move ${noun.one} ${index + 1} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="default" aria-label={`Move ${noun.one} ${index + 1} down`} disabled={index === rows.length - 1} onClick={() => move(index, 1)}>
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => {
                      form.removeListItem('items', index);
                      announce(`The ${noun.one} is removed from the list. Save to keep the change.`);
                    }}
                  >
                    Remove
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
        <Group justify="space-between" gap="xs">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              form.insertListItem('items', blank());
              focusRow(rows.length);
            }}
          >
            Add a {noun.one}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              Save {noun.title}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
