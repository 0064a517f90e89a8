import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, png, putBytes, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { person, startGroup } from '../chats/chats.testing.ts';
import { chatMedia } from './chat-media.ts';
import { DELETE_MESSAGE, MESSAGE } from './messages.testing.ts';

// Attachments through kit's media port on the local adapter (a temporary directory served at /media
// by a small HTTP server, as the web server mounts it): slot, PUT, sent with a message, deleted with it.
let t: TestService<ChatConfig>;

beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig, { localMedia: (config) => chatMedia(config).media.storage });
});
afterAll(async () => t?.stop());

const UPLOAD_SLOT = graphql(`
  mutation ChatUploadSlot($chatId: ID!, $size: Int!, $fileName: String) {
    chatUploadSlot(chatId: $chatId, size: $size, fileName: $fileName) { id uploadUrl uploadMethod uploadHeaders { name value } maxBytes }
  }
`);

/** `viewer` uploads `bytes` for the chat and returns the slot's id. */
async function upload(viewer: Viewer, chatId: string, bytes: Buffer, fileName: string) {
  const slot = dataOf(await t.run(viewer, UPLOAD_SLOT, { chatId, size: bytes.length, fileName })).chatUploadSlot;
  expect([200, 204]).toContain(await putBytes(slot, bytes));
  return slot.id;
}

describe('attachments', () => {
  it('are sent with a message, shown with their URL, size, type and preview, and deleted with it', async () => {
    const [sender, reader] = [person(), person()];
    const chat = await startGroup(t, sender, { participantIds: [reader.userId] });
    const uploadId = await upload(sender, chat.id, png(300, 200), 'plan.png');
    const message = dataOf(await t.run(sender, MESSAGE, { chatId: chat.id, attachments: [{ uploadId }], mutationType: 'ADD' })).chatMessage!;
    expect(message.content).toBeNull();
    const [attachment] = message.attachments;
    expect(attachment).toMatchObject({ fileName: 'plan.png', fileType: 'image/png', metadata: { width: 300, height: 200 } });
    expect(attachment!.fileSize).toBeGreaterThan(0);
    expect(attachment!.metadata.previewUrl).toEqual(expect.stringContaining('/media/'));
    expect((await fetch(attachment!.fileUrl)).status).toBe(200);
    expect((await t.outbox({ aggregateId: chat.id, type: 'chat.message.sent' }))[0]!.payload['attachmentCount']).toBe(1);
    // The same upload cannot go out twice.
    const again = await t.run(sender, MESSAGE, { chatId: chat.id, attachments: [{ uploadId }], mutationType: 'ADD' });
    expect(fieldErrors(again)).toEqual({ attachments: 'was already sent' });
    const deleted = dataOf(await t.run(sender, DELETE_MESSAGE, { messageId: message.id })).deleteMessage!;
    expect(deleted.attachments).toEqual([]);
    expect(await t.count('chat_message_attachment', 'message_id = ?', [message.id])).toBe(0);
    expect(await t.count('media_file', 'id in (select file_id from chat_message_attachment)')).toBe(0);
  });

  it('gives upload slots to the chat’s participants only, within the attachment limit', async () => {
    const admin = person();
    const chat = await startGroup(t, admin);
    for (const [viewer, code] of [[person(), 'FORBIDDEN'], [anonymousViewer, 'UNAUTHENTICATED']] as const) {
      expect(errorCodes(await t.run(viewer, UPLOAD_SLOT, { chatId: chat.id, size: 100 }))).toEqual([code]);
    }
    const tooBig = await t.run(admin, UPLOAD_SLOT, { chatId: chat.id, size: 26 * 1024 * 1024 });
    expect(errorCodes(tooBig)).toEqual(['BAD_USER_INPUT']);
    expect(await t.count('media_upload_slot', 'uploader_id = ?', [admin.userId])).toBe(0);
  });

  it('refuses someone else’s upload and stores no message', async () => {
    const [sender, other] = [person(), person()];
    const chat = await startGroup(t, sender, { participantIds: [other.userId] });
    const uploadId = await upload(other, chat.id, png(10, 10), 'x.png');
    const result = await t.run(sender, MESSAGE, { chatId: chat.id, content: 'look', attachments: [{ uploadId }], mutationType: 'ADD' });
    expect(errorCodes(result)).not.toEqual([]);
    expect(await t.count('chat_message', 'chat_id = ?', [chat.id])).toBe(0);
  });
});
