import { Anchor, Modal, Stack } from '@mantine/core';
import type { ChatMessageItemFragment } from '../../__generated__/graphql/graphql.ts';
import classes from './chat.module.css';

/** An attached image full size, with a link to the original (message-attachments.tsx opens it). */
export function ImageDialog({ image, opened, onClose }: { image: ChatMessageItemFragment['attachments'][number] | null; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={image?.fileName ?? 'Image'} size="auto" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {image ? (
        <Stack gap="xs" align="center">
          <img className={classes.fullImage} src={image.fileUrl} alt={image.fileName ?? 'Image'} />
          <Anchor href={image.fileUrl} target="_blank" rel="noreferrer" size="sm">
            Open the original
          </Anchor>
        </Stack>
      ) : null}
    </Modal>
  );
}
