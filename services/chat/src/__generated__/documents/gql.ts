/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Chat($id: ID!) { chat(id: $id) { ...ChatFields } }": typeof types.ChatDocument,
    "\n  query Chats($userId: ID, $groupId: ID, $eventId: ID, $types: [ChatType!], $cursor: String, $unreadOnly: Boolean) {\n    chats(userId: $userId, groupId: $groupId, eventId: $eventId, types: $types, cursor: $cursor, unreadOnly: $unreadOnly) {\n      results { id type } hasNextPage cursor\n    }\n  }\n": typeof types.ChatsDocument,
    "query ChatsWithParticipants { chats { results { id participants { userId user { id } } } } }": typeof types.ChatsWithParticipantsDocument,
    "query ChatReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Chat { id name } } }": typeof types.ChatReferencesDocument,
    "\n  fragment ChatFields on Chat {\n    id name type groupId eventId creatorId isPublic description imageUrl createdAt\n    participants { userId isAdmin isActive leftAt user { id } }\n  }\n": typeof types.ChatFieldsFragmentDoc,
    "\n  mutation SaveChat($id: ID, $name: String, $type: ChatType, $description: String, $isPublic: Boolean,\n    $imageUrl: String, $participantIds: [ID!], $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    chat(id: $id, name: $name, type: $type, description: $description, isPublic: $isPublic, imageUrl: $imageUrl,\n      participantIds: $participantIds, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      ...ChatFields\n    }\n  }\n": typeof types.SaveChatDocument,
    "\n  subscription NewMessage($chatId: ID!) { newChatMessage(chatId: $chatId) { id content sender { id } attachments { id } } }\n": typeof types.NewMessageDocument,
    "subscription MessageUpdated($chatId: ID!) { chatMessageUpdated(chatId: $chatId) { id content isEdited isPinned } }": typeof types.MessageUpdatedDocument,
    "subscription MessageDeleted($chatId: ID!) { chatMessageDeleted(chatId: $chatId) { id content deletionNotice } }": typeof types.MessageDeletedDocument,
    "subscription ChatUpdated($chatId: ID!) { chatUpdated(chatId: $chatId) { id name } }": typeof types.ChatUpdatedDocument,
    "subscription Joined($chatId: ID!) { chatParticipantJoined(chatId: $chatId) { userId isActive } }": typeof types.JoinedDocument,
    "subscription Left($chatId: ID!) { chatParticipantLeft(chatId: $chatId) { userId isActive } }": typeof types.LeftDocument,
    "subscription Reacted($chatId: ID!) { newMessageReaction(chatId: $chatId) { messageId userId emoji } }": typeof types.ReactedDocument,
    "subscription Unreacted($chatId: ID!) { messageReactionRemoved(chatId: $chatId) { messageId emoji } }": typeof types.UnreactedDocument,
    "subscription Read($chatId: ID!) { messageReadStatusUpdated(chatId: $chatId) { userId lastReadMessageId } }": typeof types.ReadDocument,
    "mutation LiveReact($messageId: ID!, $chatId: ID!, $emoji: String!) { reactToMessage(messageId: $messageId, chatId: $chatId, emoji: $emoji) { id } }": typeof types.LiveReactDocument,
    "mutation LiveUnreact($messageId: ID!, $emoji: String!) { removeReaction(messageId: $messageId, emoji: $emoji) { id } }": typeof types.LiveUnreactDocument,
    "mutation LiveMark($messageId: ID!) { markMessageAsRead(messageId: $messageId) { chatId } }": typeof types.LiveMarkDocument,
    "mutation LiveReceipts($on: Boolean!) { updateChatSettings(readReceipts: $on) { readReceipts } }": typeof types.LiveReceiptsDocument,
    "subscription ReplicaMessage($chatId: ID!) { newChatMessage(chatId: $chatId) { id content sender { id } } }": typeof types.ReplicaMessageDocument,
    "\n  mutation ChatUploadSlot($chatId: ID!, $size: Int!, $fileName: String) {\n    chatUploadSlot(chatId: $chatId, size: $size, fileName: $fileName) { id uploadUrl uploadMethod uploadHeaders { name value } maxBytes }\n  }\n": typeof types.ChatUploadSlotDocument,
    "\n      query MessagesWithChildren($chatId: ID!) {\n        chatMessages(chatId: $chatId) { results { id sender { id } attachments { id } reactions { emoji } } }\n      }\n    ": typeof types.MessagesWithChildrenDocument,
    "mutation PageReact($messageId: ID!, $chatId: ID!) { reactToMessage(messageId: $messageId, chatId: $chatId, emoji: \"🙏\") { id } }": typeof types.PageReactDocument,
    "\n  fragment MessageFields on ChatMessage {\n    id chatId senderId sender { id } content isEdited isPinned pinnedById isDeleted deletedById deletionNotice\n    mentionedUserIds createdAt\n    attachments { id fileUrl fileName fileSize fileType metadata { width height previewUrl thumbnailUrl } }\n  }\n": typeof types.MessageFieldsFragmentDoc,
    "\n  mutation Message($id: ID, $chatId: ID, $content: String, $attachments: [ChatAttachmentInput!], $isPinned: Boolean,\n    $mutationType: MutationType!) {\n    chatMessage(id: $id, chatId: $chatId, content: $content, attachments: $attachments, isPinned: $isPinned, mutationType: $mutationType) {\n      ...MessageFields\n    }\n  }\n": typeof types.MessageDocument,
    "\n  mutation DeleteMessage($messageId: ID!) { deleteMessage(messageId: $messageId) { ...MessageFields } }\n": typeof types.DeleteMessageDocument,
    "\n  query Messages($chatId: ID!, $cursor: String, $pinnedOnly: Boolean) {\n    chatMessages(chatId: $chatId, cursor: $cursor, pinnedOnly: $pinnedOnly) { results { ...MessageFields } hasNextPage cursor }\n  }\n": typeof types.MessagesDocument,
    "\n  mutation ReportMessage($messageId: ID!, $chatId: ID!, $reason: String!) {\n    reportChatMessage(messageId: $messageId, chatId: $chatId, reason: $reason)\n  }\n": typeof types.ReportMessageDocument,
    "subscription ModeratedAway($chatId: ID!) { chatMessageDeleted(chatId: $chatId) { id isDeleted deletionNotice } }": typeof types.ModeratedAwayDocument,
    "query ChatWithModerators($id: ID!) { chat(id: $id) { moderators { userId canPinMessages } } }": typeof types.ChatWithModeratorsDocument,
    "\n    query ChatsByUser($userId: ID!, $type: ChatType, $cursor: String) {\n      getChatsByUserId(userId: $userId, type: $type, cursor: $cursor) { results { id type } hasNextPage cursor }\n    }\n  ": typeof types.ChatsByUserDocument,
    "\n  mutation Participant($chatId: ID!, $userId: ID, $mutationType: MutationType!) {\n    chatParticipant(chatId: $chatId, userId: $userId, mutationType: $mutationType) {\n      id chatId userId isAdmin isActive joinedAt leftAt user { id }\n    }\n  }\n": typeof types.ParticipantDocument,
    "\n  query Participants($chatId: ID!, $activeOnly: Boolean) {\n    chatParticipants(chatId: $chatId, activeOnly: $activeOnly) { userId isAdmin isActive leftAt }\n  }\n": typeof types.ParticipantsDocument,
    "\n  mutation Moderator($chatId: ID!, $userId: ID!, $canManageParticipants: Boolean, $canDeleteMessages: Boolean,\n    $canPinMessages: Boolean, $mutationType: MutationType!) {\n    chatModerator(chatId: $chatId, userId: $userId, canManageParticipants: $canManageParticipants,\n      canDeleteMessages: $canDeleteMessages, canPinMessages: $canPinMessages, mutationType: $mutationType) {\n      chatId userId canManageParticipants canDeleteMessages canPinMessages grantedById grantedBy { id } user { id }\n    }\n  }\n": typeof types.ModeratorDocument,
    "\n  query Moderators($chatId: ID!) {\n    chatModerators(chatId: $chatId) { userId canManageParticipants canDeleteMessages canPinMessages grantedById }\n  }\n": typeof types.ModeratorsDocument,
    "\n  mutation React($messageId: ID!, $chatId: ID!, $emoji: String!) {\n    reactToMessage(messageId: $messageId, chatId: $chatId, emoji: $emoji) { id messageId chatId userId user { id } emoji }\n  }\n": typeof types.ReactDocument,
    "\n  mutation Unreact($messageId: ID!, $emoji: String!) { removeReaction(messageId: $messageId, emoji: $emoji) { userId emoji } }\n": typeof types.UnreactDocument,
    "query Reactions($messageId: ID!) { chatMessageReactions(messageId: $messageId) { userId emoji } }": typeof types.ReactionsDocument,
    "query MessagesWithReactions($chatId: ID!) { chatMessages(chatId: $chatId) { results { reactions { emoji } } } }": typeof types.MessagesWithReactionsDocument,
    "\n  mutation MarkRead($messageId: ID!) { markMessageAsRead(messageId: $messageId) { chatId userId lastReadMessageId readAt unreadCount } }\n": typeof types.MarkReadDocument,
    "query Readers($messageId: ID!) { messageReadStatus(messageId: $messageId) { messageId readerId reader { id } readAt } }": typeof types.ReadersDocument,
    "\n  query TotalUnread($types: [ChatType!], $groupId: ID, $eventId: ID) { totalUnreadMessagesCount(types: $types, groupId: $groupId, eventId: $eventId) }\n": typeof types.TotalUnreadDocument,
    "mutation ReadReceipts($on: Boolean!) { updateChatSettings(readReceipts: $on) { readReceipts } }": typeof types.ReadReceiptsDocument,
    "query UnreadChats { chats(unreadOnly: true) { results { id unreadCount } } }": typeof types.UnreadChatsDocument,
    "\n  query RoomChats($groupId: ID, $eventId: ID) {\n    chats(groupId: $groupId, eventId: $eventId) { results { id type name groupId eventId creatorId } }\n  }\n": typeof types.RoomChatsDocument,
    "subscription RoomMessages($chatId: ID!) { newChatMessage(chatId: $chatId) { id content } }": typeof types.RoomMessagesDocument,
    "subscription RoomJoined($chatId: ID!) { chatParticipantJoined(chatId: $chatId) { userId isActive } }": typeof types.RoomJoinedDocument,
};
const documents: Documents = {
    "query Chat($id: ID!) { chat(id: $id) { ...ChatFields } }": types.ChatDocument,
    "\n  query Chats($userId: ID, $groupId: ID, $eventId: ID, $types: [ChatType!], $cursor: String, $unreadOnly: Boolean) {\n    chats(userId: $userId, groupId: $groupId, eventId: $eventId, types: $types, cursor: $cursor, unreadOnly: $unreadOnly) {\n      results { id type } hasNextPage cursor\n    }\n  }\n": types.ChatsDocument,
    "query ChatsWithParticipants { chats { results { id participants { userId user { id } } } } }": types.ChatsWithParticipantsDocument,
    "query ChatReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Chat { id name } } }": types.ChatReferencesDocument,
    "\n  fragment ChatFields on Chat {\n    id name type groupId eventId creatorId isPublic description imageUrl createdAt\n    participants { userId isAdmin isActive leftAt user { id } }\n  }\n": types.ChatFieldsFragmentDoc,
    "\n  mutation SaveChat($id: ID, $name: String, $type: ChatType, $description: String, $isPublic: Boolean,\n    $imageUrl: String, $participantIds: [ID!], $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    chat(id: $id, name: $name, type: $type, description: $description, isPublic: $isPublic, imageUrl: $imageUrl,\n      participantIds: $participantIds, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      ...ChatFields\n    }\n  }\n": types.SaveChatDocument,
    "\n  subscription NewMessage($chatId: ID!) { newChatMessage(chatId: $chatId) { id content sender { id } attachments { id } } }\n": types.NewMessageDocument,
    "subscription MessageUpdated($chatId: ID!) { chatMessageUpdated(chatId: $chatId) { id content isEdited isPinned } }": types.MessageUpdatedDocument,
    "subscription MessageDeleted($chatId: ID!) { chatMessageDeleted(chatId: $chatId) { id content deletionNotice } }": types.MessageDeletedDocument,
    "subscription ChatUpdated($chatId: ID!) { chatUpdated(chatId: $chatId) { id name } }": types.ChatUpdatedDocument,
    "subscription Joined($chatId: ID!) { chatParticipantJoined(chatId: $chatId) { userId isActive } }": types.JoinedDocument,
    "subscription Left($chatId: ID!) { chatParticipantLeft(chatId: $chatId) { userId isActive } }": types.LeftDocument,
    "subscription Reacted($chatId: ID!) { newMessageReaction(chatId: $chatId) { messageId userId emoji } }": types.ReactedDocument,
    "subscription Unreacted($chatId: ID!) { messageReactionRemoved(chatId: $chatId) { messageId emoji } }": types.UnreactedDocument,
    "subscription Read($chatId: ID!) { messageReadStatusUpdated(chatId: $chatId) { userId lastReadMessageId } }": types.ReadDocument,
    "mutation LiveReact($messageId: ID!, $chatId: ID!, $emoji: String!) { reactToMessage(messageId: $messageId, chatId: $chatId, emoji: $emoji) { id } }": types.LiveReactDocument,
    "mutation LiveUnreact($messageId: ID!, $emoji: String!) { removeReaction(messageId: $messageId, emoji: $emoji) { id } }": types.LiveUnreactDocument,
    "mutation LiveMark($messageId: ID!) { markMessageAsRead(messageId: $messageId) { chatId } }": types.LiveMarkDocument,
    "mutation LiveReceipts($on: Boolean!) { updateChatSettings(readReceipts: $on) { readReceipts } }": types.LiveReceiptsDocument,
    "subscription ReplicaMessage($chatId: ID!) { newChatMessage(chatId: $chatId) { id content sender { id } } }": types.ReplicaMessageDocument,
    "\n  mutation ChatUploadSlot($chatId: ID!, $size: Int!, $fileName: String) {\n    chatUploadSlot(chatId: $chatId, size: $size, fileName: $fileName) { id uploadUrl uploadMethod uploadHeaders { name value } maxBytes }\n  }\n": types.ChatUploadSlotDocument,
    "\n      query MessagesWithChildren($chatId: ID!) {\n        chatMessages(chatId: $chatId) { results { id sender { id } attachments { id } reactions { emoji } } }\n      }\n    ": types.MessagesWithChildrenDocument,
    "mutation PageReact($messageId: ID!, $chatId: ID!) { reactToMessage(messageId: $messageId, chatId: $chatId, emoji: \"🙏\") { id } }": types.PageReactDocument,
    "\n  fragment MessageFields on ChatMessage {\n    id chatId senderId sender { id } content isEdited isPinned pinnedById isDeleted deletedById deletionNotice\n    mentionedUserIds createdAt\n    attachments { id fileUrl fileName fileSize fileType metadata { width height previewUrl thumbnailUrl } }\n  }\n": types.MessageFieldsFragmentDoc,
    "\n  mutation Message($id: ID, $chatId: ID, $content: String, $attachments: [ChatAttachmentInput!], $isPinned: Boolean,\n    $mutationType: MutationType!) {\n    chatMessage(id: $id, chatId: $chatId, content: $content, attachments: $attachments, isPinned: $isPinned, mutationType: $mutationType) {\n      ...MessageFields\n    }\n  }\n": types.MessageDocument,
    "\n  mutation DeleteMessage($messageId: ID!) { deleteMessage(messageId: $messageId) { ...MessageFields } }\n": types.DeleteMessageDocument,
    "\n  query Messages($chatId: ID!, $cursor: String, $pinnedOnly: Boolean) {\n    chatMessages(chatId: $chatId, cursor: $cursor, pinnedOnly: $pinnedOnly) { results { ...MessageFields } hasNextPage cursor }\n  }\n": types.MessagesDocument,
    "\n  mutation ReportMessage($messageId: ID!, $chatId: ID!, $reason: String!) {\n    reportChatMessage(messageId: $messageId, chatId: $chatId, reason: $reason)\n  }\n": types.ReportMessageDocument,
    "subscription ModeratedAway($chatId: ID!) { chatMessageDeleted(chatId: $chatId) { id isDeleted deletionNotice } }": types.ModeratedAwayDocument,
    "query ChatWithModerators($id: ID!) { chat(id: $id) { moderators { userId canPinMessages } } }": types.ChatWithModeratorsDocument,
    "\n    query ChatsByUser($userId: ID!, $type: ChatType, $cursor: String) {\n      getChatsByUserId(userId: $userId, type: $type, cursor: $cursor) { results { id type } hasNextPage cursor }\n    }\n  ": types.ChatsByUserDocument,
    "\n  mutation Participant($chatId: ID!, $userId: ID, $mutationType: MutationType!) {\n    chatParticipant(chatId: $chatId, userId: $userId, mutationType: $mutationType) {\n      id chatId userId isAdmin isActive joinedAt leftAt user { id }\n    }\n  }\n": types.ParticipantDocument,
    "\n  query Participants($chatId: ID!, $activeOnly: Boolean) {\n    chatParticipants(chatId: $chatId, activeOnly: $activeOnly) { userId isAdmin isActive leftAt }\n  }\n": types.ParticipantsDocument,
    "\n  mutation Moderator($chatId: ID!, $userId: ID!, $canManageParticipants: Boolean, $canDeleteMessages: Boolean,\n    $canPinMessages: Boolean, $mutationType: MutationType!) {\n    chatModerator(chatId: $chatId, userId: $userId, canManageParticipants: $canManageParticipants,\n      canDeleteMessages: $canDeleteMessages, canPinMessages: $canPinMessages, mutationType: $mutationType) {\n      chatId userId canManageParticipants canDeleteMessages canPinMessages grantedById grantedBy { id } user { id }\n    }\n  }\n": types.ModeratorDocument,
    "\n  query Moderators($chatId: ID!) {\n    chatModerators(chatId: $chatId) { userId canManageParticipants canDeleteMessages canPinMessages grantedById }\n  }\n": types.ModeratorsDocument,
    "\n  mutation React($messageId: ID!, $chatId: ID!, $emoji: String!) {\n    reactToMessage(messageId: $messageId, chatId: $chatId, emoji: $emoji) { id messageId chatId userId user { id } emoji }\n  }\n": types.ReactDocument,
    "\n  mutation Unreact($messageId: ID!, $emoji: String!) { removeReaction(messageId: $messageId, emoji: $emoji) { userId emoji } }\n": types.UnreactDocument,
    "query Reactions($messageId: ID!) { chatMessageReactions(messageId: $messageId) { userId emoji } }": types.ReactionsDocument,
    "query MessagesWithReactions($chatId: ID!) { chatMessages(chatId: $chatId) { results { reactions { emoji } } } }": types.MessagesWithReactionsDocument,
    "\n  mutation MarkRead($messageId: ID!) { markMessageAsRead(messageId: $messageId) { chatId userId lastReadMessageId readAt unreadCount } }\n": types.MarkReadDocument,
    "query Readers($messageId: ID!) { messageReadStatus(messageId: $messageId) { messageId readerId reader { id } readAt } }": types.ReadersDocument,
    "\n  query TotalUnread($types: [ChatType!], $groupId: ID, $eventId: ID) { totalUnreadMessagesCount(types: $types, groupId: $groupId, eventId: $eventId) }\n": types.TotalUnreadDocument,
    "mutation ReadReceipts($on: Boolean!) { updateChatSettings(readReceipts: $on) { readReceipts } }": types.ReadReceiptsDocument,
    "query UnreadChats { chats(unreadOnly: true) { results { id unreadCount } } }": types.UnreadChatsDocument,
    "\n  query RoomChats($groupId: ID, $eventId: ID) {\n    chats(groupId: $groupId, eventId: $eventId) { results { id type name groupId eventId creatorId } }\n  }\n": types.RoomChatsDocument,
    "subscription RoomMessages($chatId: ID!) { newChatMessage(chatId: $chatId) { id content } }": types.RoomMessagesDocument,
    "subscription RoomJoined($chatId: ID!) { chatParticipantJoined(chatId: $chatId) { userId isActive } }": types.RoomJoinedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Chat($id: ID!) { chat(id: $id) { ...ChatFields } }"): (typeof documents)["query Chat($id: ID!) { chat(id: $id) { ...ChatFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Chats($userId: ID, $groupId: ID, $eventId: ID, $types: [ChatType!], $cursor: String, $unreadOnly: Boolean) {\n    chats(userId: $userId, groupId: $groupId, eventId: $eventId, types: $types, cursor: $cursor, unreadOnly: $unreadOnly) {\n      results { id type } hasNextPage cursor\n    }\n  }\n"): (typeof documents)["\n  query Chats($userId: ID, $groupId: ID, $eventId: ID, $types: [ChatType!], $cursor: String, $unreadOnly: Boolean) {\n    chats(userId: $userId, groupId: $groupId, eventId: $eventId, types: $types, cursor: $cursor, unreadOnly: $unreadOnly) {\n      results { id type } hasNextPage cursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatsWithParticipants { chats { results { id participants { userId user { id } } } } }"): (typeof documents)["query ChatsWithParticipants { chats { results { id participants { userId user { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Chat { id name } } }"): (typeof documents)["query ChatReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Chat { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatFields on Chat {\n    id name type groupId eventId creatorId isPublic description imageUrl createdAt\n    participants { userId isAdmin isActive leftAt user { id } }\n  }\n"): (typeof documents)["\n  fragment ChatFields on Chat {\n    id name type groupId eventId creatorId isPublic description imageUrl createdAt\n    participants { userId isAdmin isActive leftAt user { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveChat($id: ID, $name: String, $type: ChatType, $description: String, $isPublic: Boolean,\n    $imageUrl: String, $participantIds: [ID!], $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    chat(id: $id, name: $name, type: $type, description: $description, isPublic: $isPublic, imageUrl: $imageUrl,\n      participantIds: $participantIds, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      ...ChatFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveChat($id: ID, $name: String, $type: ChatType, $description: String, $isPublic: Boolean,\n    $imageUrl: String, $participantIds: [ID!], $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    chat(id: $id, name: $name, type: $type, description: $description, isPublic: $isPublic, imageUrl: $imageUrl,\n      participantIds: $participantIds, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      ...ChatFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NewMessage($chatId: ID!) { newChatMessage(chatId: $chatId) { id content sender { id } attachments { id } } }\n"): (typeof documents)["\n  subscription NewMessage($chatId: ID!) { newChatMessage(chatId: $chatId) { id content sender { id } attachments { id } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MessageUpdated($chatId: ID!) { chatMessageUpdated(chatId: $chatId) { id content isEdited isPinned } }"): (typeof documents)["subscription MessageUpdated($chatId: ID!) { chatMessageUpdated(chatId: $chatId) { id content isEdited isPinned } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MessageDeleted($chatId: ID!) { chatMessageDeleted(chatId: $chatId) { id content deletionNotice } }"): (typeof documents)["subscription MessageDeleted($chatId: ID!) { chatMessageDeleted(chatId: $chatId) { id content deletionNotice } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ChatUpdated($chatId: ID!) { chatUpdated(chatId: $chatId) { id name } }"): (typeof documents)["subscription ChatUpdated($chatId: ID!) { chatUpdated(chatId: $chatId) { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription Joined($chatId: ID!) { chatParticipantJoined(chatId: $chatId) { userId isActive } }"): (typeof documents)["subscription Joined($chatId: ID!) { chatParticipantJoined(chatId: $chatId) { userId isActive } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription Left($chatId: ID!) { chatParticipantLeft(chatId: $chatId) { userId isActive } }"): (typeof documents)["subscription Left($chatId: ID!) { chatParticipantLeft(chatId: $chatId) { userId isActive } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription Reacted($chatId: ID!) { newMessageReaction(chatId: $chatId) { messageId userId emoji } }"): (typeof documents)["subscription Reacted($chatId: ID!) { newMessageReaction(chatId: $chatId) { messageId userId emoji } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription Unreacted($chatId: ID!) { messageReactionRemoved(chatId: $chatId) { messageId emoji } }"): (typeof documents)["subscription Unreacted($chatId: ID!) { messageReactionRemoved(chatId: $chatId) { messageId emoji } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription Read($chatId: ID!) { messageReadStatusUpdated(chatId: $chatId) { userId lastReadMessageId } }"): (typeof documents)["subscription Read($chatId: ID!) { messageReadStatusUpdated(chatId: $chatId) { userId lastReadMessageId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveReact($messageId: ID!, $chatId: ID!, $emoji: String!) { reactToMessage(messageId: $messageId, chatId: $chatId, emoji: $emoji) { id } }"): (typeof documents)["mutation LiveReact($messageId: ID!, $chatId: ID!, $emoji: String!) { reactToMessage(messageId: $messageId, chatId: $chatId, emoji: $emoji) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveUnreact($messageId: ID!, $emoji: String!) { removeReaction(messageId: $messageId, emoji: $emoji) { id } }"): (typeof documents)["mutation LiveUnreact($messageId: ID!, $emoji: String!) { removeReaction(messageId: $messageId, emoji: $emoji) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveMark($messageId: ID!) { markMessageAsRead(messageId: $messageId) { chatId } }"): (typeof documents)["mutation LiveMark($messageId: ID!) { markMessageAsRead(messageId: $messageId) { chatId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveReceipts($on: Boolean!) { updateChatSettings(readReceipts: $on) { readReceipts } }"): (typeof documents)["mutation LiveReceipts($on: Boolean!) { updateChatSettings(readReceipts: $on) { readReceipts } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ReplicaMessage($chatId: ID!) { newChatMessage(chatId: $chatId) { id content sender { id } } }"): (typeof documents)["subscription ReplicaMessage($chatId: ID!) { newChatMessage(chatId: $chatId) { id content sender { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatUploadSlot($chatId: ID!, $size: Int!, $fileName: String) {\n    chatUploadSlot(chatId: $chatId, size: $size, fileName: $fileName) { id uploadUrl uploadMethod uploadHeaders { name value } maxBytes }\n  }\n"): (typeof documents)["\n  mutation ChatUploadSlot($chatId: ID!, $size: Int!, $fileName: String) {\n    chatUploadSlot(chatId: $chatId, size: $size, fileName: $fileName) { id uploadUrl uploadMethod uploadHeaders { name value } maxBytes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query MessagesWithChildren($chatId: ID!) {\n        chatMessages(chatId: $chatId) { results { id sender { id } attachments { id } reactions { emoji } } }\n      }\n    "): (typeof documents)["\n      query MessagesWithChildren($chatId: ID!) {\n        chatMessages(chatId: $chatId) { results { id sender { id } attachments { id } reactions { emoji } } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PageReact($messageId: ID!, $chatId: ID!) { reactToMessage(messageId: $messageId, chatId: $chatId, emoji: \"🙏\") { id } }"): (typeof documents)["mutation PageReact($messageId: ID!, $chatId: ID!) { reactToMessage(messageId: $messageId, chatId: $chatId, emoji: \"🙏\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageFields on ChatMessage {\n    id chatId senderId sender { id } content isEdited isPinned pinnedById isDeleted deletedById deletionNotice\n    mentionedUserIds createdAt\n    attachments { id fileUrl fileName fileSize fileType metadata { width height previewUrl thumbnailUrl } }\n  }\n"): (typeof documents)["\n  fragment MessageFields on ChatMessage {\n    id chatId senderId sender { id } content isEdited isPinned pinnedById isDeleted deletedById deletionNotice\n    mentionedUserIds createdAt\n    attachments { id fileUrl fileName fileSize fileType metadata { width height previewUrl thumbnailUrl } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Message($id: ID, $chatId: ID, $content: String, $attachments: [ChatAttachmentInput!], $isPinned: Boolean,\n    $mutationType: MutationType!) {\n    chatMessage(id: $id, chatId: $chatId, content: $content, attachments: $attachments, isPinned: $isPinned, mutationType: $mutationType) {\n      ...MessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation Message($id: ID, $chatId: ID, $content: String, $attachments: [ChatAttachmentInput!], $isPinned: Boolean,\n    $mutationType: MutationType!) {\n    chatMessage(id: $id, chatId: $chatId, content: $content, attachments: $attachments, isPinned: $isPinned, mutationType: $mutationType) {\n      ...MessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessage($messageId: ID!) { deleteMessage(messageId: $messageId) { ...MessageFields } }\n"): (typeof documents)["\n  mutation DeleteMessage($messageId: ID!) { deleteMessage(messageId: $messageId) { ...MessageFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Messages($chatId: ID!, $cursor: String, $pinnedOnly: Boolean) {\n    chatMessages(chatId: $chatId, cursor: $cursor, pinnedOnly: $pinnedOnly) { results { ...MessageFields } hasNextPage cursor }\n  }\n"): (typeof documents)["\n  query Messages($chatId: ID!, $cursor: String, $pinnedOnly: Boolean) {\n    chatMessages(chatId: $chatId, cursor: $cursor, pinnedOnly: $pinnedOnly) { results { ...MessageFields } hasNextPage cursor }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportMessage($messageId: ID!, $chatId: ID!, $reason: String!) {\n    reportChatMessage(messageId: $messageId, chatId: $chatId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation ReportMessage($messageId: ID!, $chatId: ID!, $reason: String!) {\n    reportChatMessage(messageId: $messageId, chatId: $chatId, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ModeratedAway($chatId: ID!) { chatMessageDeleted(chatId: $chatId) { id isDeleted deletionNotice } }"): (typeof documents)["subscription ModeratedAway($chatId: ID!) { chatMessageDeleted(chatId: $chatId) { id isDeleted deletionNotice } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatWithModerators($id: ID!) { chat(id: $id) { moderators { userId canPinMessages } } }"): (typeof documents)["query ChatWithModerators($id: ID!) { chat(id: $id) { moderators { userId canPinMessages } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ChatsByUser($userId: ID!, $type: ChatType, $cursor: String) {\n      getChatsByUserId(userId: $userId, type: $type, cursor: $cursor) { results { id type } hasNextPage cursor }\n    }\n  "): (typeof documents)["\n    query ChatsByUser($userId: ID!, $type: ChatType, $cursor: String) {\n      getChatsByUserId(userId: $userId, type: $type, cursor: $cursor) { results { id type } hasNextPage cursor }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Participant($chatId: ID!, $userId: ID, $mutationType: MutationType!) {\n    chatParticipant(chatId: $chatId, userId: $userId, mutationType: $mutationType) {\n      id chatId userId isAdmin isActive joinedAt leftAt user { id }\n    }\n  }\n"): (typeof documents)["\n  mutation Participant($chatId: ID!, $userId: ID, $mutationType: MutationType!) {\n    chatParticipant(chatId: $chatId, userId: $userId, mutationType: $mutationType) {\n      id chatId userId isAdmin isActive joinedAt leftAt user { id }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Participants($chatId: ID!, $activeOnly: Boolean) {\n    chatParticipants(chatId: $chatId, activeOnly: $activeOnly) { userId isAdmin isActive leftAt }\n  }\n"): (typeof documents)["\n  query Participants($chatId: ID!, $activeOnly: Boolean) {\n    chatParticipants(chatId: $chatId, activeOnly: $activeOnly) { userId isAdmin isActive leftAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Moderator($chatId: ID!, $userId: ID!, $canManageParticipants: Boolean, $canDeleteMessages: Boolean,\n    $canPinMessages: Boolean, $mutationType: MutationType!) {\n    chatModerator(chatId: $chatId, userId: $userId, canManageParticipants: $canManageParticipants,\n      canDeleteMessages: $canDeleteMessages, canPinMessages: $canPinMessages, mutationType: $mutationType) {\n      chatId userId canManageParticipants canDeleteMessages canPinMessages grantedById grantedBy { id } user { id }\n    }\n  }\n"): (typeof documents)["\n  mutation Moderator($chatId: ID!, $userId: ID!, $canManageParticipants: Boolean, $canDeleteMessages: Boolean,\n    $canPinMessages: Boolean, $mutationType: MutationType!) {\n    chatModerator(chatId: $chatId, userId: $userId, canManageParticipants: $canManageParticipants,\n      canDeleteMessages: $canDeleteMessages, canPinMessages: $canPinMessages, mutationType: $mutationType) {\n      chatId userId canManageParticipants canDeleteMessages canPinMessages grantedById grantedBy { id } user { id }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Moderators($chatId: ID!) {\n    chatModerators(chatId: $chatId) { userId canManageParticipants canDeleteMessages canPinMessages grantedById }\n  }\n"): (typeof documents)["\n  query Moderators($chatId: ID!) {\n    chatModerators(chatId: $chatId) { userId canManageParticipants canDeleteMessages canPinMessages grantedById }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation React($messageId: ID!, $chatId: ID!, $emoji: String!) {\n    reactToMessage(messageId: $messageId, chatId: $chatId, emoji: $emoji) { id messageId chatId userId user { id } emoji }\n  }\n"): (typeof documents)["\n  mutation React($messageId: ID!, $chatId: ID!, $emoji: String!) {\n    reactToMessage(messageId: $messageId, chatId: $chatId, emoji: $emoji) { id messageId chatId userId user { id } emoji }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unreact($messageId: ID!, $emoji: String!) { removeReaction(messageId: $messageId, emoji: $emoji) { userId emoji } }\n"): (typeof documents)["\n  mutation Unreact($messageId: ID!, $emoji: String!) { removeReaction(messageId: $messageId, emoji: $emoji) { userId emoji } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Reactions($messageId: ID!) { chatMessageReactions(messageId: $messageId) { userId emoji } }"): (typeof documents)["query Reactions($messageId: ID!) { chatMessageReactions(messageId: $messageId) { userId emoji } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesWithReactions($chatId: ID!) { chatMessages(chatId: $chatId) { results { reactions { emoji } } } }"): (typeof documents)["query MessagesWithReactions($chatId: ID!) { chatMessages(chatId: $chatId) { results { reactions { emoji } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkRead($messageId: ID!) { markMessageAsRead(messageId: $messageId) { chatId userId lastReadMessageId readAt unreadCount } }\n"): (typeof documents)["\n  mutation MarkRead($messageId: ID!) { markMessageAsRead(messageId: $messageId) { chatId userId lastReadMessageId readAt unreadCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Readers($messageId: ID!) { messageReadStatus(messageId: $messageId) { messageId readerId reader { id } readAt } }"): (typeof documents)["query Readers($messageId: ID!) { messageReadStatus(messageId: $messageId) { messageId readerId reader { id } readAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TotalUnread($types: [ChatType!], $groupId: ID, $eventId: ID) { totalUnreadMessagesCount(types: $types, groupId: $groupId, eventId: $eventId) }\n"): (typeof documents)["\n  query TotalUnread($types: [ChatType!], $groupId: ID, $eventId: ID) { totalUnreadMessagesCount(types: $types, groupId: $groupId, eventId: $eventId) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReadReceipts($on: Boolean!) { updateChatSettings(readReceipts: $on) { readReceipts } }"): (typeof documents)["mutation ReadReceipts($on: Boolean!) { updateChatSettings(readReceipts: $on) { readReceipts } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UnreadChats { chats(unreadOnly: true) { results { id unreadCount } } }"): (typeof documents)["query UnreadChats { chats(unreadOnly: true) { results { id unreadCount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomChats($groupId: ID, $eventId: ID) {\n    chats(groupId: $groupId, eventId: $eventId) { results { id type name groupId eventId creatorId } }\n  }\n"): (typeof documents)["\n  query RoomChats($groupId: ID, $eventId: ID) {\n    chats(groupId: $groupId, eventId: $eventId) { results { id type name groupId eventId creatorId } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RoomMessages($chatId: ID!) { newChatMessage(chatId: $chatId) { id content } }"): (typeof documents)["subscription RoomMessages($chatId: ID!) { newChatMessage(chatId: $chatId) { id content } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RoomJoined($chatId: ID!) { chatParticipantJoined(chatId: $chatId) { userId isActive } }"): (typeof documents)["subscription RoomJoined($chatId: ID!) { chatParticipantJoined(chatId: $chatId) { userId isActive } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;