import { dispatchMutationType, userReference, type RequestContext } from '@koinonia/kit';
import type { MediaFileView } from '@koinonia/kit/media';
import type { Resolvers } from '../__generated__/resolvers.ts';
import type { ChatLive } from '../live/chat-live.ts';
import { thenPublish } from '../live/live-publish.ts';
import type { ChatMessage, ChatMessageAttachment } from './chat-message.entity.ts';
import type { ChatMedia } from './chat-media.ts';
import { deleteMessage } from './delete-message.use-case.ts';
import { editMessage } from './edit-message.use-case.ts';
import { attachmentsByMessage } from './message.repository.ts';
import { listMessages } from './messages.queries.ts';
import { reportChatMessage } from './report-message.use-case.ts';
import { sendMessage } from './send-message.use-case.ts';
import { chatUploadSlot } from './upload-slot.use-case.ts';

/** What readers see in place of a deleted message: a moderator's removal says so. */
const deletionNotice = (message: ChatMessage): string | null => {
  if (!message.isDeleted) return null;
  return message.deletedById === message.senderId ? 'deleted by its sender' : 'removed by a moderator';
};

export function messagesResolvers(deps: ChatMedia, live: ChatLive) {
  // An attachment's file exists while the attachment does (deleting the message removes both).
  const fileOf = async (ctx: RequestContext, attachment: ChatMessageAttachment): Promise<MediaFileView> => {
    const file = await deps.fileOf(ctx, attachment.fileId);
    if (!file) throw new Error(`attachment ${attachment.id} has no file`);
    return file;
  };
  return {
    Query: {
      chatMessages: (_, args, ctx) => listMessages(ctx, args),
    },
    Mutation: {
      chatMessage: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => thenPublish(ctx, live, sendMessage.run(ctx, input, { ...deps, live }), 'message.sent', (m) => m.chatId),
          EDIT: (input) => thenPublish(ctx, live, editMessage.run(ctx, input), 'message.updated', (m) => m.chatId),
          DELETE: ({ id }) => thenPublish(ctx, live, deleteMessage.run(ctx, { messageId: id }, deps), 'message.deleted', (m) => m.chatId),
        }),
      deleteMessage: (_, args, ctx) => thenPublish(ctx, live, deleteMessage.run(ctx, args, deps), 'message.deleted', (m) => m.chatId),
      chatUploadSlot: (_, args, ctx) => chatUploadSlot.run(ctx, args, deps),
      reportChatMessage: (_, args, ctx) => reportChatMessage.run(ctx, args),
    },
    ChatMessage: {
      sender: (message) => userReference(message.senderId),
      content: (message) => (message.isDeleted ? null : (message.content ?? null)),
      deletionNotice: (message) => deletionNotice(message),
      attachments: (message, _, ctx) => (message.isDeleted ? [] : attachmentsByMessage(ctx).load(message.id)),
    },
    ChatMessageAttachment: {
      fileUrl: async (attachment, _, ctx) => (await fileOf(ctx, attachment)).urls.original,
      fileName: async (attachment, _, ctx) => (await fileOf(ctx, attachment)).fileName,
      fileSize: async (attachment, _, ctx) => (await fileOf(ctx, attachment)).size,
      fileType: async (attachment, _, ctx) => (await fileOf(ctx, attachment)).type,
      metadata: (attachment, _, ctx) => fileOf(ctx, attachment),
    },
    ChatAttachmentMetadata: {
      previewUrl: (file) => file.urls.card,
      thumbnailUrl: (file) => file.urls.avatar,
    },
  } satisfies Resolvers;
}
