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
    "\n  query Post($slug: String, $id: ID) { blogPost(slug: $slug, id: $id) { ...PostFields } }\n": typeof types.PostDocument,
    "\n  query Posts($ownerProfileId: ID, $cursor: String) {\n    blogPosts(ownerProfileId: $ownerProfileId, cursor: $cursor) { results { id status publishedAt } hasNextPage cursor }\n  }\n": typeof types.PostsDocument,
    "\n  query PostsWithVocabulary($ownerProfileId: ID) {\n    blogPosts(ownerProfileId: $ownerProfileId) { results { id categories { id name } blogPostSection { id name } } }\n  }\n": typeof types.PostsWithVocabularyDocument,
    "\n  query Featured { blogPostFeatured { id } }\n": typeof types.FeaturedDocument,
    "query BlogPostReferences($r: [_Any!]!) { _entities(representations: $r) { ... on BlogPost { id title } } }": typeof types.BlogPostReferencesDocument,
    "\n  fragment PostFields on BlogPost {\n    id slug title thumbnailUrl body status authorId author { id } authorOrgId authorType ownerProfileId\n    categories { id name } blogPostSection { id name } createdAt updatedAt publishedAt\n  }\n": typeof types.PostFieldsFragmentDoc,
    "\n  mutation BlogPost($id: ID, $title: String, $thumbnailUrl: String, $body: String, $authorId: ID, $authorOrgId: ID,\n    $authorType: AuthorType, $ownerProfileId: ID, $categories: [ID!], $blogPostSection: ID, $status: BlogPostStatus,\n    $createdAt: DateTime, $mutationType: MutationType!) {\n    blogPost(id: $id, title: $title, thumbnailUrl: $thumbnailUrl, body: $body, authorId: $authorId, authorOrgId: $authorOrgId,\n      authorType: $authorType, ownerProfileId: $ownerProfileId, categories: $categories, blogPostSection: $blogPostSection,\n      status: $status, createdAt: $createdAt, mutationType: $mutationType) {\n      ...PostFields\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  mutation Categories($id: ID, $name: String, $mutationType: MutationType!) {\n    categories(id: $id, name: $name, mutationType: $mutationType) { id name }\n  }\n": typeof types.CategoriesDocument,
    "\n  mutation Section($id: ID, $name: String, $mutationType: MutationType!) {\n    blogPostSection(id: $id, name: $name, mutationType: $mutationType) { id name }\n  }\n": typeof types.SectionDocument,
    "\n  query AllCategories { categories { id name } }\n": typeof types.AllCategoriesDocument,
    "\n  query AllSections { blogPostSections { id name } }\n": typeof types.AllSectionsDocument,
};
const documents: Documents = {
    "\n  query Post($slug: String, $id: ID) { blogPost(slug: $slug, id: $id) { ...PostFields } }\n": types.PostDocument,
    "\n  query Posts($ownerProfileId: ID, $cursor: String) {\n    blogPosts(ownerProfileId: $ownerProfileId, cursor: $cursor) { results { id status publishedAt } hasNextPage cursor }\n  }\n": types.PostsDocument,
    "\n  query PostsWithVocabulary($ownerProfileId: ID) {\n    blogPosts(ownerProfileId: $ownerProfileId) { results { id categories { id name } blogPostSection { id name } } }\n  }\n": types.PostsWithVocabularyDocument,
    "\n  query Featured { blogPostFeatured { id } }\n": types.FeaturedDocument,
    "query BlogPostReferences($r: [_Any!]!) { _entities(representations: $r) { ... on BlogPost { id title } } }": types.BlogPostReferencesDocument,
    "\n  fragment PostFields on BlogPost {\n    id slug title thumbnailUrl body status authorId author { id } authorOrgId authorType ownerProfileId\n    categories { id name } blogPostSection { id name } createdAt updatedAt publishedAt\n  }\n": types.PostFieldsFragmentDoc,
    "\n  mutation BlogPost($id: ID, $title: String, $thumbnailUrl: String, $body: String, $authorId: ID, $authorOrgId: ID,\n    $authorType: AuthorType, $ownerProfileId: ID, $categories: [ID!], $blogPostSection: ID, $status: BlogPostStatus,\n    $createdAt: DateTime, $mutationType: MutationType!) {\n    blogPost(id: $id, title: $title, thumbnailUrl: $thumbnailUrl, body: $body, authorId: $authorId, authorOrgId: $authorOrgId,\n      authorType: $authorType, ownerProfileId: $ownerProfileId, categories: $categories, blogPostSection: $blogPostSection,\n      status: $status, createdAt: $createdAt, mutationType: $mutationType) {\n      ...PostFields\n    }\n  }\n": types.BlogPostDocument,
    "\n  mutation Categories($id: ID, $name: String, $mutationType: MutationType!) {\n    categories(id: $id, name: $name, mutationType: $mutationType) { id name }\n  }\n": types.CategoriesDocument,
    "\n  mutation Section($id: ID, $name: String, $mutationType: MutationType!) {\n    blogPostSection(id: $id, name: $name, mutationType: $mutationType) { id name }\n  }\n": types.SectionDocument,
    "\n  query AllCategories { categories { id name } }\n": types.AllCategoriesDocument,
    "\n  query AllSections { blogPostSections { id name } }\n": types.AllSectionsDocument,
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
export function graphql(source: "\n  query Post($slug: String, $id: ID) { blogPost(slug: $slug, id: $id) { ...PostFields } }\n"): (typeof documents)["\n  query Post($slug: String, $id: ID) { blogPost(slug: $slug, id: $id) { ...PostFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Posts($ownerProfileId: ID, $cursor: String) {\n    blogPosts(ownerProfileId: $ownerProfileId, cursor: $cursor) { results { id status publishedAt } hasNextPage cursor }\n  }\n"): (typeof documents)["\n  query Posts($ownerProfileId: ID, $cursor: String) {\n    blogPosts(ownerProfileId: $ownerProfileId, cursor: $cursor) { results { id status publishedAt } hasNextPage cursor }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostsWithVocabulary($ownerProfileId: ID) {\n    blogPosts(ownerProfileId: $ownerProfileId) { results { id categories { id name } blogPostSection { id name } } }\n  }\n"): (typeof documents)["\n  query PostsWithVocabulary($ownerProfileId: ID) {\n    blogPosts(ownerProfileId: $ownerProfileId) { results { id categories { id name } blogPostSection { id name } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Featured { blogPostFeatured { id } }\n"): (typeof documents)["\n  query Featured { blogPostFeatured { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BlogPostReferences($r: [_Any!]!) { _entities(representations: $r) { ... on BlogPost { id title } } }"): (typeof documents)["query BlogPostReferences($r: [_Any!]!) { _entities(representations: $r) { ... on BlogPost { id title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostFields on BlogPost {\n    id slug title thumbnailUrl body status authorId author { id } authorOrgId authorType ownerProfileId\n    categories { id name } blogPostSection { id name } createdAt updatedAt publishedAt\n  }\n"): (typeof documents)["\n  fragment PostFields on BlogPost {\n    id slug title thumbnailUrl body status authorId author { id } authorOrgId authorType ownerProfileId\n    categories { id name } blogPostSection { id name } createdAt updatedAt publishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlogPost($id: ID, $title: String, $thumbnailUrl: String, $body: String, $authorId: ID, $authorOrgId: ID,\n    $authorType: AuthorType, $ownerProfileId: ID, $categories: [ID!], $blogPostSection: ID, $status: BlogPostStatus,\n    $createdAt: DateTime, $mutationType: MutationType!) {\n    blogPost(id: $id, title: $title, thumbnailUrl: $thumbnailUrl, body: $body, authorId: $authorId, authorOrgId: $authorOrgId,\n      authorType: $authorType, ownerProfileId: $ownerProfileId, categories: $categories, blogPostSection: $blogPostSection,\n      status: $status, createdAt: $createdAt, mutationType: $mutationType) {\n      ...PostFields\n    }\n  }\n"): (typeof documents)["\n  mutation BlogPost($id: ID, $title: String, $thumbnailUrl: String, $body: String, $authorId: ID, $authorOrgId: ID,\n    $authorType: AuthorType, $ownerProfileId: ID, $categories: [ID!], $blogPostSection: ID, $status: BlogPostStatus,\n    $createdAt: DateTime, $mutationType: MutationType!) {\n    blogPost(id: $id, title: $title, thumbnailUrl: $thumbnailUrl, body: $body, authorId: $authorId, authorOrgId: $authorOrgId,\n      authorType: $authorType, ownerProfileId: $ownerProfileId, categories: $categories, blogPostSection: $blogPostSection,\n      status: $status, createdAt: $createdAt, mutationType: $mutationType) {\n      ...PostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Categories($id: ID, $name: String, $mutationType: MutationType!) {\n    categories(id: $id, name: $name, mutationType: $mutationType) { id name }\n  }\n"): (typeof documents)["\n  mutation Categories($id: ID, $name: String, $mutationType: MutationType!) {\n    categories(id: $id, name: $name, mutationType: $mutationType) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Section($id: ID, $name: String, $mutationType: MutationType!) {\n    blogPostSection(id: $id, name: $name, mutationType: $mutationType) { id name }\n  }\n"): (typeof documents)["\n  mutation Section($id: ID, $name: String, $mutationType: MutationType!) {\n    blogPostSection(id: $id, name: $name, mutationType: $mutationType) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllCategories { categories { id name } }\n"): (typeof documents)["\n  query AllCategories { categories { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllSections { blogPostSections { id name } }\n"): (typeof documents)["\n  query AllSections { blogPostSections { id name } }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;