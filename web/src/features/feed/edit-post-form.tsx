import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { FeedEditPostDocument, type FeedPostFragment } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { postErrors } from './post-form.ts';
import { bodyToText } from './safe-html.ts';

const FIELDS = ['body'] as const;

/** The author's edit of a post's text (the image stays). */
export function EditPostForm({ post, onDone }: { post: FeedPostFragment; onDone: (saved: boolean) => void }) {
  const [edit, { loading }] = useDataMutation(FeedEditPostDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const hasImage = Boolean(post.image ?? post.imageUrl);
  const form = useForm({
    mode: 'controlled',
    initialValues: { body: bodyToText(post.body) },
    validate: (values) => postErrors(values.body, hasImage),
  });
  useEffect(() => {
    form.getInputNode('body')?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = form.onSubmit(
    async ({ body }) => {
      setAlert(null);
      const { data, error } = await edit({ variables: { id: post.id, body: body.trim() } });
      if (data?.newsFeedPost) return onDone(true);
      setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FormAlert message={alert} title="We could not save your post" />
        <Textarea label="Edit your post" autosize minRows={3} maxRows={14} {...form.getInputProps('body')} />
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => onDone(false)}>
            Cancel
          </Button>
          <Button size="xs" type="submit" loading={loading}>
            Save post
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
