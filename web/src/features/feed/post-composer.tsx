import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Card, CloseButton, FileButton, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconPhoto, IconSend } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { FeedAddPostDocument, FeedGroupPostsDocument, FeedPostsDocument } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { formatFileSize } from '../profile/profile-file-rules.ts';
import classes from './feed.module.css';
import { postErrors } from './post-form.ts';
import { postImageRule, usePostImage } from './use-post-image.ts';

const FIELDS = ['body'] as const;

/**
 * Writes a post on the member's profile, or in a group (`groupId`): text and an optional image
 * (preview, then progress while it is sent). The feeds on screen are read again afterwards, so
 * the post appears where it belongs.
 */
export function PostComposer({ groupId, placeholder = 'Share news, a question or an encouragement…' }: { groupId?: string; placeholder?: string }) {
  const client = useApolloClient();
  const [add, { loading }] = useDataMutation(FeedAddPostDocument);
  const image = usePostImage();
  const [alert, setAlert] = useState<string | null>(null);
  const resetPicker = useRef<() => void>(null);
  const id = useId();
  const form = useForm({
    mode: 'controlled',
    initialValues: { body: '' },
    validate: (values) => postErrors(values.body, image.file !== null),
  });
  const uploading = image.progress !== null;
  const percent = Math.round((image.progress ?? 0) * 100);

  const submit = form.onSubmit(
    async ({ body }) => {
      setAlert(null);
      let imageUploadId: string | null = null;
      if (image.file) {
        imageUploadId = await image.send();
        if (!imageUploadId) return;
      }
      const text = body.trim();
      const { data, error } = await add({ variables: { body: text === '' ? null : text, imageUploadId, groupId: groupId ?? null } });
      if (!data?.newsFeedPost) {
        const summary = showServerErrors(form, error, FIELDS);
        setAlert(summary);
        if (imageUploadId) image.clear();
        return;
      }
      form.reset();
      image.clear();
      await client.refetchQueries({ include: [FeedPostsDocument, FeedGroupPostsDocument] }).catch(() => undefined);
      toastSuccess('Your post is shared.');
      announce('Your post is shared.');
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text component="h2" fw={700} size="md" id={`${id}-title`} m={0}>
            Write a post
          </Text>
          <FormAlert message={alert} title="We could not share your post" />
          <Textarea label="What would you like to share?" placeholder={placeholder} autosize minRows={3} maxRows={12} {...form.getInputProps('body')} />
          {image.preview && image.file ? (
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <img src={image.preview} alt="Preview of the image for your post" className={classes.preview} />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text size="sm" lineClamp={1}>
                  {image.file.name} ({formatFileSize(image.file.size)})
                </Text>
                {!uploading ? <CloseButton aria-label="Remove the image" onClick={image.clear} /> : null}
              </Stack>
            </Group>
          ) : null}
          {uploading ? <Progress value={percent} aria-label="Uploading the image" size="md" radius="xl" animated={percent < 100} /> : null}
          {image.problem ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />} title={image.problem.message}>
              {image.problem.reason}
            </Alert>
          ) : null}
          <Group justify="space-between" gap="xs">
            <FileButton
              onChange={(file) => {
                image.choose(file);
                resetPicker.current?.();
              }}
              resetRef={resetPicker}
              accept={postImageRule.accept}
              inputProps={{ 'aria-label': 'Choose an image for your post' }}
            >
              {(props) => (
                <Button {...props} size="sm" variant="default" leftSection={<IconPhoto size={16} aria-hidden />} aria-describedby={`${id}-hint`} disabled={loading || uploading}>
                  {image.file ? 'Change image' : 'Add an image'}
                </Button>
              )}
            </FileButton>
            <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={loading || uploading}>
              Post
            </Button>
          </Group>
          <Text size="xs" c="dimmed" id={`${id}-hint`}>
            Images: {postImageRule.hint}
          </Text>
          <Text size="sm" c="dimmed" role="status" className="visually-hidden">
            {uploading ? `Uploading the image: ${percent}%` : ''}
          </Text>
        </Stack>
      </form>
    </Card>
  );
}
