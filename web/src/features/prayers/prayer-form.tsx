import { useApolloClient } from '@apollo/client/react';
import { Button, Card, Group, Input, SegmentedControl, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPray } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { PrayerAddDocument, PrayerWallDocument, type PrayerAudience } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import classes from '../feed/feed.module.css';
import { textError } from './prayer-rules.ts';

const FIELDS = ['body', 'audience', 'isCommentable'] as const;

interface Values {
  body: string;
  audience: PrayerAudience;
  isCommentable: boolean;
}

/**
 * Asks for prayer: the request, who sees it (my connections or everyone; a group's members when
 * `groupId`), and whether people may comment. The lists on screen are read again afterwards.
 */
export function PrayerForm({ groupId }: { groupId?: string }) {
  const client = useApolloClient();
  const [add, { loading }] = useDataMutation(PrayerAddDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const id = useId();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { body: '', audience: 'CONNECTIONS', isCommentable: true },
    validate: { body: (value) => textError(value) },
  });
  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      const { data, error } = await add({
        variables: { body: values.body.trim(), isCommentable: values.isCommentable, ...(groupId ? { groupId } : { audience: values.audience }) },
      });
      if (!data?.prayer) {
        setAlert(showServerErrors(form, error, FIELDS));
        return;
      }
      form.reset();
      await client.refetchQueries({ include: [PrayerWallDocument] }).catch(() => undefined);
      toastSuccess('Your prayer request is shared.');
      announce('Your prayer request is shared.');
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text component="h2" fw={700} size="md" id={`${id}-title`} m={0}>
            Ask for prayer
          </Text>
          <FormAlert message={alert} title="We could not share your request" />
          <Textarea label="Your prayer request" placeholder="What would you like people to pray for?" autosize minRows={3} maxRows={10} required {...form.getInputProps('body')} />
          {groupId ? null : (
            <Stack gap={4}>
              <Input.Label labelElement="div" id={`${id}-audience`}>
                Who can see it
              </Input.Label>
              <SegmentedControl
                aria-labelledby={`${id}-audience`}
                data={[
                  { value: 'CONNECTIONS', label: 'My connections' },
                  { value: 'PUBLIC', label: 'Everyone' },
                ]}
                value={form.values.audience}
                onChange={(value) => form.setFieldValue('audience', value)}
                style={{ alignSelf: 'flex-start' }}
              />
              {form.errors['audience'] ? (
                <Text size="xs" c="red" role="alert">
                  {form.errors['audience']}
                </Text>
              ) : null}
            </Stack>
          )}
          <Switch label="Let people comment" labelPosition="left" classNames={{ body: classes.switchBody }} {...form.getInputProps('isCommentable', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button type="submit" loading={loading} leftSection={<IconPray size={16} aria-hidden />}>
              Ask for prayer
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
