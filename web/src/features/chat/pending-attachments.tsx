import { ActionIcon, Alert, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFile, IconX } from '@tabler/icons-react';
import { formatFileSize } from '../profile/profile-file-rules.ts';
import type { PendingAttachment } from './use-chat-attachments.ts';
import classes from './chat.module.css';

/** The files chosen for the next message: preview or name and size, upload progress, and a way to remove each. */
export function PendingAttachments({ items, limitProblem, onRemove }: { items: readonly PendingAttachment[]; limitProblem: string | null; onRemove: (key: string) => void }) {
  if (items.length === 0 && !limitProblem) return null;
  return (
    <Stack gap={6} px="sm" pt="xs">
      {limitProblem ? (
        <Alert color="red" variant="light" p="xs" role="alert">
          {limitProblem}
        </Alert>
      ) : null}
      <Group gap="xs" align="flex-start" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Attachments to send">
        {items.map((item) => (
          <Paper component="li" key={item.key} withBorder radius="md" p={6} className={classes.pending} aria-label={item.file.name}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              {item.preview ? (
                <img className={classes.pendingPreview} src={item.preview} alt="" />
              ) : (
                <IconFile size={28} aria-hidden className={classes.fileIcon} />
              )}
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text size="xs" fw={500} truncate>
                  {item.file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatFileSize(item.file.size)}
                  {item.uploadId ? ' · ready' : ''}
                </Text>
                {item.problem ? (
                  <Text size="xs" c="red" role="alert">
                    {item.problem.reason ?? item.problem.message}
                  </Text>
                ) : item.uploadId ? null : (
                  <Progress.Root size="sm" transitionDuration={150}>
                    <Progress.Section value={Math.round(item.progress * 100)} aria-label={`Uploading ${item.file.name}`} />
                  </Progress.Root>
                )}
              </Stack>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Remove ${item.file.name}`} onClick={() => onRemove(item.key)}>
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Group>
    </Stack>
  );
}
