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
};
const documents: Documents = {
    "query Chat($id: ID!) { chat(id: $id) { ...ChatFields } }": types.ChatDocument,
    "\n  query Chats($userId: ID, $groupId: ID, $eventId: ID, $types: [ChatType!], $cursor: String, $unreadOnly: Boolean) {\n    chats(userId: $userId, groupId: $groupId, eventId: $eventId, types: $types, cursor: $cursor, unreadOnly: $unreadOnly) {\n      results { id type } hasNextPage cursor\n    }\n  }\n": types.ChatsDocument,
    "query ChatsWithParticipants { chats { results { id participants { userId user { id } } } } }": types.ChatsWithParticipantsDocument,
    "query ChatReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Chat { id name } } }": types.ChatReferencesDocument,
    "\n  fragment ChatFields on Chat {\n    id name type groupId eventId creatorId isPublic description imageUrl createdAt\n    participants { userId isAdmin isActive leftAt user { id } }\n  }\n": types.ChatFieldsFragmentDoc,
    "\n  mutation SaveChat($id: ID, $name: String, $type: ChatType, $description: String, $isPublic: Boolean,\n    $imageUrl: String, $participantIds: [ID!], $groupId: ID, $eventId: ID, $mutationType: MutationType!) {\n    chat(id: $id, name: $name, type: $type, description: $description, isPublic: $isPublic, imageUrl: $imageUrl,\n      participantIds: $participantIds, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {\n      ...ChatFields\n    }\n  }\n": types.SaveChatDocument,
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;