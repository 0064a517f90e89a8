import { Text, UnstyledButton } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import type { ChatMessageItemFragment } from '../../__generated__/graphql/graphql.ts';
import { formatFileSize } from '../profile/profile-file-rules.ts';
import { DialogOnDemand, onDemand } from '../../lib/ui/on-demand.tsx';
import classes from './chat.module.css';

type Attachment = ChatMessageItemFragment['attachments'][number];

const dialog = onDemand(() => import('./image-dialog.tsx').then((module) => module.ImageDialog));

/** A message's files: images (the files with a thumbnail) open full size, other files are a chip with name and size. */
export function MessageAttachments({ attachments }: { attachments: readonly Attachment[] }) {
  const [open, setOpen] = useState<Attachment | null>(null);
  if (attachments.length === 0) return null;
  return (
    <>
      {attachments.map((file) =>
        file.metadata.thumbnailUrl ? (
          <UnstyledButton
            key={file.fileUrl}
            onClick={() => setOpen(file)}
            onPointerEnter={() => void dialog.preload()}
            onFocus={() => void dialog.preload()}
            aria-haspopup="dialog"
            aria-label={`Open image ${file.fileName ?? ''}`.trim()} mt={4} display="block">
            <img
              className={classes.attachment}
              src={file.metadata.thumbnailUrl}
              alt={file.fileName ?? 'Image'}
              width={160}
              height={160}
              loading="lazy"
            />
          </UnstyledButton>
        ) : (
          <a key={file.fileUrl} className={classes.fileChip} href={file.fileUrl} target="_blank" rel="noreferrer" download={file.fileName ?? undefined}>
            <IconFile size={20} aria-hidden className={classes.fileIcon} />
            <Text size="sm" truncate component="span">
              {file.fileName ?? 'Attachment'}
            </Text>
            <Text size="xs" c="dimmed" component="span" style={{ flex: 'none' }}>
              {formatFileSize(file.fileSize)}
            </Text>
          </a>
        ),
      )}
      <DialogOnDemand opened={open !== null}>{(shown) => <dialog.Component image={open} opened={shown} onClose={() => setOpen(null)} />}</DialogOnDemand>
    </>
  );
}
