/* eslint-disable */
import * as types from './graphql';
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
    "mutation SignUp($firstName: String!, $lastName: String!, $email: String!, $password: String!) {\n  signIn(\n    firstName: $firstName\n    lastName: $lastName\n    email: $email\n    password: $password\n    mutationType: SIGN_UP\n  ) {\n    ...ViewerFields\n  }\n}\n\nmutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password, mutationType: LOGIN) {\n    ...ViewerFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation SendEmailVerification {\n  sendEmailVerification\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token) {\n    id\n    slug\n    isEmailVerified\n  }\n}\n\nmutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email)\n}\n\nmutation ResetPassword($newPassword: String!, $token: String!) {\n  updateUserPassword(newPassword: $newPassword, token: $token) {\n    ...ViewerFields\n  }\n}": typeof types.SignUpDocument,
    "query Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nfragment ViewerFields on User {\n  __typename\n  id\n  slug\n  firstName\n  lastName\n  email\n  isEmailVerified\n  createdAt\n  profile {\n    __typename\n    id\n    about\n    language\n    profileImageUrl\n    backgroundImageUrl\n  }\n  location {\n    __typename\n    id\n    country\n    city\n    state\n    zipcode\n  }\n}": typeof types.MeDocument,
    "mutation UpdateUserProfile($input: UpdateUserProfileInput!) {\n  updateUserProfile(input: $input) {\n    ...ViewerFields\n  }\n}\n\nquery UserProfile($slug: String!) {\n  userProfile(slug: $slug) {\n    id\n    slug\n    firstName\n    lastName\n    isEmailVerified\n    createdAt\n    profile {\n      id\n      about\n      language\n      profileImageUrl\n      backgroundImageUrl\n    }\n    location {\n      id\n      country\n      city\n      state\n    }\n  }\n}": typeof types.UpdateUserProfileDocument,
};
const documents: Documents = {
    "mutation SignUp($firstName: String!, $lastName: String!, $email: String!, $password: String!) {\n  signIn(\n    firstName: $firstName\n    lastName: $lastName\n    email: $email\n    password: $password\n    mutationType: SIGN_UP\n  ) {\n    ...ViewerFields\n  }\n}\n\nmutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password, mutationType: LOGIN) {\n    ...ViewerFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation SendEmailVerification {\n  sendEmailVerification\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token) {\n    id\n    slug\n    isEmailVerified\n  }\n}\n\nmutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email)\n}\n\nmutation ResetPassword($newPassword: String!, $token: String!) {\n  updateUserPassword(newPassword: $newPassword, token: $token) {\n    ...ViewerFields\n  }\n}": types.SignUpDocument,
    "query Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nfragment ViewerFields on User {\n  __typename\n  id\n  slug\n  firstName\n  lastName\n  email\n  isEmailVerified\n  createdAt\n  profile {\n    __typename\n    id\n    about\n    language\n    profileImageUrl\n    backgroundImageUrl\n  }\n  location {\n    __typename\n    id\n    country\n    city\n    state\n    zipcode\n  }\n}": types.MeDocument,
    "mutation UpdateUserProfile($input: UpdateUserProfileInput!) {\n  updateUserProfile(input: $input) {\n    ...ViewerFields\n  }\n}\n\nquery UserProfile($slug: String!) {\n  userProfile(slug: $slug) {\n    id\n    slug\n    firstName\n    lastName\n    isEmailVerified\n    createdAt\n    profile {\n      id\n      about\n      language\n      profileImageUrl\n      backgroundImageUrl\n    }\n    location {\n      id\n      country\n      city\n      state\n    }\n  }\n}": types.UpdateUserProfileDocument,
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
export function graphql(source: "mutation SignUp($firstName: String!, $lastName: String!, $email: String!, $password: String!) {\n  signIn(\n    firstName: $firstName\n    lastName: $lastName\n    email: $email\n    password: $password\n    mutationType: SIGN_UP\n  ) {\n    ...ViewerFields\n  }\n}\n\nmutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password, mutationType: LOGIN) {\n    ...ViewerFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation SendEmailVerification {\n  sendEmailVerification\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token) {\n    id\n    slug\n    isEmailVerified\n  }\n}\n\nmutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email)\n}\n\nmutation ResetPassword($newPassword: String!, $token: String!) {\n  updateUserPassword(newPassword: $newPassword, token: $token) {\n    ...ViewerFields\n  }\n}"): (typeof documents)["mutation SignUp($firstName: String!, $lastName: String!, $email: String!, $password: String!) {\n  signIn(\n    firstName: $firstName\n    lastName: $lastName\n    email: $email\n    password: $password\n    mutationType: SIGN_UP\n  ) {\n    ...ViewerFields\n  }\n}\n\nmutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password, mutationType: LOGIN) {\n    ...ViewerFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation SendEmailVerification {\n  sendEmailVerification\n}\n\nmutation VerifyEmail($token: String!) {\n  verifyEmail(token: $token) {\n    id\n    slug\n    isEmailVerified\n  }\n}\n\nmutation ForgotPassword($email: String!) {\n  forgotPassword(email: $email)\n}\n\nmutation ResetPassword($newPassword: String!, $token: String!) {\n  updateUserPassword(newPassword: $newPassword, token: $token) {\n    ...ViewerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nfragment ViewerFields on User {\n  __typename\n  id\n  slug\n  firstName\n  lastName\n  email\n  isEmailVerified\n  createdAt\n  profile {\n    __typename\n    id\n    about\n    language\n    profileImageUrl\n    backgroundImageUrl\n  }\n  location {\n    __typename\n    id\n    country\n    city\n    state\n    zipcode\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...ViewerFields\n  }\n}\n\nfragment ViewerFields on User {\n  __typename\n  id\n  slug\n  firstName\n  lastName\n  email\n  isEmailVerified\n  createdAt\n  profile {\n    __typename\n    id\n    about\n    language\n    profileImageUrl\n    backgroundImageUrl\n  }\n  location {\n    __typename\n    id\n    country\n    city\n    state\n    zipcode\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUserProfile($input: UpdateUserProfileInput!) {\n  updateUserProfile(input: $input) {\n    ...ViewerFields\n  }\n}\n\nquery UserProfile($slug: String!) {\n  userProfile(slug: $slug) {\n    id\n    slug\n    firstName\n    lastName\n    isEmailVerified\n    createdAt\n    profile {\n      id\n      about\n      language\n      profileImageUrl\n      backgroundImageUrl\n    }\n    location {\n      id\n      country\n      city\n      state\n    }\n  }\n}"): (typeof documents)["mutation UpdateUserProfile($input: UpdateUserProfileInput!) {\n  updateUserProfile(input: $input) {\n    ...ViewerFields\n  }\n}\n\nquery UserProfile($slug: String!) {\n  userProfile(slug: $slug) {\n    id\n    slug\n    firstName\n    lastName\n    isEmailVerified\n    createdAt\n    profile {\n      id\n      about\n      language\n      profileImageUrl\n      backgroundImageUrl\n    }\n    location {\n      id\n      country\n      city\n      state\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;