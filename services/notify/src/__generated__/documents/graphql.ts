/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The spec's mutation kinds; each `~` operation documents which ones it accepts. */
export type MutationType =
  | 'ADD'
  | 'ADD_AS_ADMIN'
  | 'DELETE'
  | 'DELETE_ALL'
  | 'EDIT'
  | 'LOGIN'
  | 'READ_ALL'
  | 'SIGN_UP';

/** Where a send is: waiting for the sender, handing recipients to the mail provider, or done. */
export type NewsletterSendStatus =
  | 'QUEUED'
  | 'SENDING'
  | 'SENT';

export type ChatNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatNotificationsQuery = { notifications: { results: Array<{ type: string, title: string, body: string, webPath: string | null, mobilePath: string | null, senderUserId: string | null }> } };

export type CommunityNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type CommunityNotificationsQuery = { notifications: { results: Array<{ type: string, title: string, body: string, webPath: string | null, mobilePath: string | null, senderUserId: string | null }> } };

export type StopInvitationsByTokenMutationVariables = Exact<{
  token: string;
}>;


export type StopInvitationsByTokenMutation = { stopInvitations: boolean };

export type JobNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type JobNotificationsQuery = { notifications: { results: Array<{ type: string, title: string, body: string, webPath: string | null, mobilePath: string | null, senderUserId: string | null }> } };

export type NotificationTitlesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationTitlesQuery = { notifications: { results: Array<{ title: string }> } };

export type ModerationNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ModerationNotificationsQuery = { notifications: { results: Array<{ type: string, title: string, body: string, webPath: string | null, senderUserId: string | null }> } };

export type NewsletterSendsQueryVariables = Exact<{
  representations: Array<{ readonly __typename: string; readonly [field: string]: unknown }> | { readonly __typename: string; readonly [field: string]: unknown };
}>;


export type NewsletterSendsQuery = { _entities: Array<
    | { id: string, sends: Array<{ id: string, version: number, isTest: boolean, status: NewsletterSendStatus, recipients: number, sent: number, failed: number, startedAt: string, finishedAt: string | null }> }
    | Record<PropertyKey, never>
   | null> };

export type NotificationsQueryVariables = Exact<{
  cursor?: string | null | undefined;
  isRead?: boolean | null | undefined;
}>;


export type NotificationsQuery = { notifications: { hasNextPage: boolean, cursor: string | null, unreadCount: number, results: Array<{ id: string, title: string, isRead: boolean }> } };

export type NotificationMutationVariables = Exact<{
  id?: string | number | null | undefined;
  isRead?: boolean | null | undefined;
  type: MutationType;
}>;


export type NotificationMutation = { notification: boolean };

export type NotificationReferencesQueryVariables = Exact<{
  r: Array<{ readonly __typename: string; readonly [field: string]: unknown }> | { readonly __typename: string; readonly [field: string]: unknown };
}>;


export type NotificationReferencesQuery = { _entities: Array<
    | { id: string, title: string }
    | Record<PropertyKey, never>
   | null> };


export const ChatNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"webPath"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePath"}},{"kind":"Field","name":{"kind":"Name","value":"senderUserId"}}]}}]}}]}}]} as unknown as DocumentNode<ChatNotificationsQuery, ChatNotificationsQueryVariables>;
export const CommunityNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"webPath"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePath"}},{"kind":"Field","name":{"kind":"Name","value":"senderUserId"}}]}}]}}]}}]} as unknown as DocumentNode<CommunityNotificationsQuery, CommunityNotificationsQueryVariables>;
export const StopInvitationsByTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopInvitationsByToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<StopInvitationsByTokenMutation, StopInvitationsByTokenMutationVariables>;
export const JobNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"webPath"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePath"}},{"kind":"Field","name":{"kind":"Name","value":"senderUserId"}}]}}]}}]}}]} as unknown as DocumentNode<JobNotificationsQuery, JobNotificationsQueryVariables>;
export const NotificationTitlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationTitles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationTitlesQuery, NotificationTitlesQueryVariables>;
export const ModerationNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"webPath"}},{"kind":"Field","name":{"kind":"Name","value":"senderUserId"}}]}}]}}]}}]} as unknown as DocumentNode<ModerationNotificationsQuery, ModerationNotificationsQueryVariables>;
export const NewsletterSendsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterSends"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"representations"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"_Any"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_entities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"representations"},"value":{"kind":"Variable","name":{"kind":"Name","value":"representations"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newsletter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sends"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NewsletterSendsQuery, NewsletterSendsQueryVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isRead"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"isRead"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isRead"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const NotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Notification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isRead"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MutationType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isRead"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isRead"}}},{"kind":"Argument","name":{"kind":"Name","value":"mutationType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}]}]}}]} as unknown as DocumentNode<NotificationMutation, NotificationMutationVariables>;
export const NotificationReferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationReferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"r"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"_Any"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_entities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"representations"},"value":{"kind":"Variable","name":{"kind":"Name","value":"r"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationReferencesQuery, NotificationReferencesQueryVariables>;