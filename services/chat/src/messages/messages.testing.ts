import type { Viewer } from '@koinonia/kit';
import { dataOf, type TestService } from '@koinonia/kit/testing';
import type { ChatConfig } from '../config.ts';
import { graphql } from '../__generated__/documents/index.ts';

/** What the tests read of a message; `...MessageFields` in their documents. */
export const MESSAGE_FIELDS = graphql(`
  fragment MessageFields on ChatMessage {
    id chatId senderId sender { id } content isEdited isPinned pinnedById isDeleted deletedById deletionNotice
    mentionedUserIds createdAt
    attachments { id fileUrl fileName fileSize fileType metadata { width height previewUrl thumbnailUrl } }
  }
`);

export const MESSAGE = graphql(`
  mutation Message($id: ID, $chatId: ID, $content: String, $attachments: [ChatAttachmentInput!], $isPinned: Boolean,
    $mutationType: MutationType!) {
    chatMessage(id: $id, chatId: $chatId, content: $content, attachments: $attachments, isPinned: $isPinned, mutationType: $mutationType) {
      ...MessageFields
    }
  }
`);

export const DELETE_MESSAGE = graphql(`
  mutation DeleteMessage($messageId: ID!) { deleteMessage(messageId: $messageId) { ...MessageFields } }
`);

export const MESSAGES = graphql(`
  query Messages($chatId: ID!, $cursor: String, $pinnedOnly: Boolean) {
    chatMessages(chatId: $chatId, cursor: $cursor, pinnedOnly: $pinnedOnly) { results { ...MessageFields } hasNextPage cursor }
  }
`);

/** `viewer` sends `content` in the chat and gets the message back. */
export async function send(t: TestService<ChatConfig>, viewer: Viewer, chatId: string, content: string) {
  return dataOf(await t.run(viewer, MESSAGE, { chatId, content, mutationType: 'ADD' })).chatMessage!;
}
