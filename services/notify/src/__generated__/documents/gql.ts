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
    "\n  query ChatNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }\n": typeof types.ChatNotificationsDocument,
    "\n  query CommunityNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }\n": typeof types.CommunityNotificationsDocument,
    "\n  mutation StopInvitationsByToken($token: String!) { stopInvitations(token: $token) }\n": typeof types.StopInvitationsByTokenDocument,
    "\n  query JobNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }\n": typeof types.JobNotificationsDocument,
    "\n  query NotificationTitles { notifications { results { title } } }\n": typeof types.NotificationTitlesDocument,
    "\n  query ModerationNotifications { notifications { results { type title body webPath senderUserId } } }\n": typeof types.ModerationNotificationsDocument,
    "\n  query NewsletterSends($representations: [_Any!]!) {\n    _entities(representations: $representations) {\n      ... on Newsletter { id sends { id version isTest status recipients sent failed startedAt finishedAt } }\n    }\n  }\n": typeof types.NewsletterSendsDocument,
    "\n  query Notifications($cursor: String, $isRead: Boolean) {\n    notifications(cursor: $cursor, isRead: $isRead) { results { id title isRead } hasNextPage cursor unreadCount }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation Notification($id: ID, $isRead: Boolean, $type: MutationType!) { notification(id: $id, isRead: $isRead, mutationType: $type) }\n": typeof types.NotificationDocument,
    "query NotificationReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Notification { id title } } }": typeof types.NotificationReferencesDocument,
};
const documents: Documents = {
    "\n  query ChatNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }\n": types.ChatNotificationsDocument,
    "\n  query CommunityNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }\n": types.CommunityNotificationsDocument,
    "\n  mutation StopInvitationsByToken($token: String!) { stopInvitations(token: $token) }\n": types.StopInvitationsByTokenDocument,
    "\n  query JobNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }\n": types.JobNotificationsDocument,
    "\n  query NotificationTitles { notifications { results { title } } }\n": types.NotificationTitlesDocument,
    "\n  query ModerationNotifications { notifications { results { type title body webPath senderUserId } } }\n": types.ModerationNotificationsDocument,
    "\n  query NewsletterSends($representations: [_Any!]!) {\n    _entities(representations: $representations) {\n      ... on Newsletter { id sends { id version isTest status recipients sent failed startedAt finishedAt } }\n    }\n  }\n": types.NewsletterSendsDocument,
    "\n  query Notifications($cursor: String, $isRead: Boolean) {\n    notifications(cursor: $cursor, isRead: $isRead) { results { id title isRead } hasNextPage cursor unreadCount }\n  }\n": types.NotificationsDocument,
    "\n  mutation Notification($id: ID, $isRead: Boolean, $type: MutationType!) { notification(id: $id, isRead: $isRead, mutationType: $type) }\n": types.NotificationDocument,
    "query NotificationReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Notification { id title } } }": types.NotificationReferencesDocument,
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
export function graphql(source: "\n  query ChatNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }\n"): (typeof documents)["\n  query ChatNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }\n"): (typeof documents)["\n  query CommunityNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopInvitationsByToken($token: String!) { stopInvitations(token: $token) }\n"): (typeof documents)["\n  mutation StopInvitationsByToken($token: String!) { stopInvitations(token: $token) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }\n"): (typeof documents)["\n  query JobNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationTitles { notifications { results { title } } }\n"): (typeof documents)["\n  query NotificationTitles { notifications { results { title } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationNotifications { notifications { results { type title body webPath senderUserId } } }\n"): (typeof documents)["\n  query ModerationNotifications { notifications { results { type title body webPath senderUserId } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterSends($representations: [_Any!]!) {\n    _entities(representations: $representations) {\n      ... on Newsletter { id sends { id version isTest status recipients sent failed startedAt finishedAt } }\n    }\n  }\n"): (typeof documents)["\n  query NewsletterSends($representations: [_Any!]!) {\n    _entities(representations: $representations) {\n      ... on Newsletter { id sends { id version isTest status recipients sent failed startedAt finishedAt } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($cursor: String, $isRead: Boolean) {\n    notifications(cursor: $cursor, isRead: $isRead) { results { id title isRead } hasNextPage cursor unreadCount }\n  }\n"): (typeof documents)["\n  query Notifications($cursor: String, $isRead: Boolean) {\n    notifications(cursor: $cursor, isRead: $isRead) { results { id title isRead } hasNextPage cursor unreadCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Notification($id: ID, $isRead: Boolean, $type: MutationType!) { notification(id: $id, isRead: $isRead, mutationType: $type) }\n"): (typeof documents)["\n  mutation Notification($id: ID, $isRead: Boolean, $type: MutationType!) { notification(id: $id, isRead: $isRead, mutationType: $type) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Notification { id title } } }"): (typeof documents)["query NotificationReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Notification { id title } } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;