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
    "\n  query FilteredPosts($sectionId: ID, $categoryId: ID, $status: BlogPostStatus, $cursor: String) {\n    blogPosts(sectionId: $sectionId, categoryId: $categoryId, status: $status, cursor: $cursor) {\n      results { id status } hasNextPage cursor\n    }\n  }\n": typeof types.FilteredPostsDocument,
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
    "\n  mutation ContentUploadSlot($purpose: ContentFilePurpose!, $size: Int!, $fileName: String) {\n    contentUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) { id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt }\n  }\n": typeof types.ContentUploadSlotDocument,
    "\n  mutation ConfirmContentUpload($slotId: ID!) { confirmContentUpload(slotId: $slotId) { id contentType width height url fileName } }\n": typeof types.ConfirmContentUploadDocument,
    "query NewsletterReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Newsletter { id subject } } }": typeof types.NewsletterReferencesDocument,
    "\n  fragment NewsletterFields on Newsletter {\n    id subject status sponsoredBy whatsNew podcastImageUrl podcastTitle podcastDescription podcastUrl\n    jobListings { id } version createdAt updatedAt sentAt\n  }\n": typeof types.NewsletterFieldsFragmentDoc,
    "\n  mutation Newsletter($id: ID, $subject: String, $sponsoredBy: String, $whatsNew: String, $podcastImageUrl: String,\n    $podcastTitle: String, $podcastDescription: String, $podcastUrl: String, $jobListingIds: [ID!], $mutationType: MutationType!) {\n    newsletter(id: $id, subject: $subject, sponsoredBy: $sponsoredBy, whatsNew: $whatsNew, podcastImageUrl: $podcastImageUrl,\n      podcastTitle: $podcastTitle, podcastDescription: $podcastDescription, podcastUrl: $podcastUrl,\n      jobListingIds: $jobListingIds, mutationType: $mutationType) {\n      ...NewsletterFields\n    }\n  }\n": typeof types.NewsletterDocument,
    "\n  query Newsletters($cursor: String, $status: NewsletterStatus) {\n    newsletters(cursor: $cursor, status: $status) { results { id subject status } hasNextPage cursor totalCount }\n  }\n": typeof types.NewslettersDocument,
    "\n  query OneNewsletter($id: ID!) { newsletter(id: $id) { ...NewsletterFields } }\n": typeof types.OneNewsletterDocument,
    "\n  query NewsletterPreview($id: ID!, $version: Int) {\n    newsletterPreview(id: $id, version: $version) { newsletterId version subject html text }\n  }\n": typeof types.NewsletterPreviewDocument,
    "\n  query SendNewsletter($id: ID!, $isTest: Boolean) { sendNewsletter(id: $id, isTest: $isTest) }\n": typeof types.SendNewsletterDocument,
    "\n  mutation NewsletterSubscription($email: String!, $mutationType: MutationType!) {\n    newsletterSubscription(email: $email, mutationType: $mutationType)\n  }\n": typeof types.NewsletterSubscriptionDocument,
    "\n  mutation ConfirmNewsletterSubscription($token: String!) { confirmNewsletterSubscription(token: $token) }\n": typeof types.ConfirmNewsletterSubscriptionDocument,
    "\n  mutation UnsubscribeFromNewsletter($token: String!) { unsubscribeFromNewsletter(token: $token) }\n": typeof types.UnsubscribeFromNewsletterDocument,
    "\n  mutation NewsletterSubscriber($id: ID, $email: String, $mutationType: MutationType!) {\n    newsletterSubscriber(id: $id, email: $email, mutationType: $mutationType) { id email isVerified createdAt }\n  }\n": typeof types.NewsletterSubscriberDocument,
    "\n  query NewsletterSubscribers($cursor: String, $search: String) {\n    newsletterSubscribers(cursor: $cursor, search: $search) { results { id email isVerified createdAt } hasNextPage cursor totalCount }\n  }\n": typeof types.NewsletterSubscribersDocument,
};
const documents: Documents = {
    "\n  query FilteredPosts($sectionId: ID, $categoryId: ID, $status: BlogPostStatus, $cursor: String) {\n    blogPosts(sectionId: $sectionId, categoryId: $categoryId, status: $status, cursor: $cursor) {\n      results { id status } hasNextPage cursor\n    }\n  }\n": types.FilteredPostsDocument,
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
    "\n  mutation ContentUploadSlot($purpose: ContentFilePurpose!, $size: Int!, $fileName: String) {\n    contentUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) { id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt }\n  }\n": types.ContentUploadSlotDocument,
    "\n  mutation ConfirmContentUpload($slotId: ID!) { confirmContentUpload(slotId: $slotId) { id contentType width height url fileName } }\n": types.ConfirmContentUploadDocument,
    "query NewsletterReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Newsletter { id subject } } }": types.NewsletterReferencesDocument,
    "\n  fragment NewsletterFields on Newsletter {\n    id subject status sponsoredBy whatsNew podcastImageUrl podcastTitle podcastDescription podcastUrl\n    jobListings { id } version createdAt updatedAt sentAt\n  }\n": types.NewsletterFieldsFragmentDoc,
    "\n  mutation Newsletter($id: ID, $subject: String, $sponsoredBy: String, $whatsNew: String, $podcastImageUrl: String,\n    $podcastTitle: String, $podcastDescription: String, $podcastUrl: String, $jobListingIds: [ID!], $mutationType: MutationType!) {\n    newsletter(id: $id, subject: $subject, sponsoredBy: $sponsoredBy, whatsNew: $whatsNew, podcastImageUrl: $podcastImageUrl,\n      podcastTitle: $podcastTitle, podcastDescription: $podcastDescription, podcastUrl: $podcastUrl,\n      jobListingIds: $jobListingIds, mutationType: $mutationType) {\n      ...NewsletterFields\n    }\n  }\n": types.NewsletterDocument,
    "\n  query Newsletters($cursor: String, $status: NewsletterStatus) {\n    newsletters(cursor: $cursor, status: $status) { results { id subject status } hasNextPage cursor totalCount }\n  }\n": types.NewslettersDocument,
    "\n  query OneNewsletter($id: ID!) { newsletter(id: $id) { ...NewsletterFields } }\n": types.OneNewsletterDocument,
    "\n  query NewsletterPreview($id: ID!, $version: Int) {\n    newsletterPreview(id: $id, version: $version) { newsletterId version subject html text }\n  }\n": types.NewsletterPreviewDocument,
    "\n  query SendNewsletter($id: ID!, $isTest: Boolean) { sendNewsletter(id: $id, isTest: $isTest) }\n": types.SendNewsletterDocument,
    "\n  mutation NewsletterSubscription($email: String!, $mutationType: MutationType!) {\n    newsletterSubscription(email: $email, mutationType: $mutationType)\n  }\n": types.NewsletterSubscriptionDocument,
    "\n  mutation ConfirmNewsletterSubscription($token: String!) { confirmNewsletterSubscription(token: $token) }\n": types.ConfirmNewsletterSubscriptionDocument,
    "\n  mutation UnsubscribeFromNewsletter($token: String!) { unsubscribeFromNewsletter(token: $token) }\n": types.UnsubscribeFromNewsletterDocument,
    "\n  mutation NewsletterSubscriber($id: ID, $email: String, $mutationType: MutationType!) {\n    newsletterSubscriber(id: $id, email: $email, mutationType: $mutationType) { id email isVerified createdAt }\n  }\n": types.NewsletterSubscriberDocument,
    "\n  query NewsletterSubscribers($cursor: String, $search: String) {\n    newsletterSubscribers(cursor: $cursor, search: $search) { results { id email isVerified createdAt } hasNextPage cursor totalCount }\n  }\n": types.NewsletterSubscribersDocument,
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
export function graphql(source: "\n  query FilteredPosts($sectionId: ID, $categoryId: ID, $status: BlogPostStatus, $cursor: String) {\n    blogPosts(sectionId: $sectionId, categoryId: $categoryId, status: $status, cursor: $cursor) {\n      results { id status } hasNextPage cursor\n    }\n  }\n"): (typeof documents)["\n  query FilteredPosts($sectionId: ID, $categoryId: ID, $status: BlogPostStatus, $cursor: String) {\n    blogPosts(sectionId: $sectionId, categoryId: $categoryId, status: $status, cursor: $cursor) {\n      results { id status } hasNextPage cursor\n    }\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContentUploadSlot($purpose: ContentFilePurpose!, $size: Int!, $fileName: String) {\n    contentUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) { id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt }\n  }\n"): (typeof documents)["\n  mutation ContentUploadSlot($purpose: ContentFilePurpose!, $size: Int!, $fileName: String) {\n    contentUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) { id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmContentUpload($slotId: ID!) { confirmContentUpload(slotId: $slotId) { id contentType width height url fileName } }\n"): (typeof documents)["\n  mutation ConfirmContentUpload($slotId: ID!) { confirmContentUpload(slotId: $slotId) { id contentType width height url fileName } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewsletterReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Newsletter { id subject } } }"): (typeof documents)["query NewsletterReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Newsletter { id subject } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsletterFields on Newsletter {\n    id subject status sponsoredBy whatsNew podcastImageUrl podcastTitle podcastDescription podcastUrl\n    jobListings { id } version createdAt updatedAt sentAt\n  }\n"): (typeof documents)["\n  fragment NewsletterFields on Newsletter {\n    id subject status sponsoredBy whatsNew podcastImageUrl podcastTitle podcastDescription podcastUrl\n    jobListings { id } version createdAt updatedAt sentAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Newsletter($id: ID, $subject: String, $sponsoredBy: String, $whatsNew: String, $podcastImageUrl: String,\n    $podcastTitle: String, $podcastDescription: String, $podcastUrl: String, $jobListingIds: [ID!], $mutationType: MutationType!) {\n    newsletter(id: $id, subject: $subject, sponsoredBy: $sponsoredBy, whatsNew: $whatsNew, podcastImageUrl: $podcastImageUrl,\n      podcastTitle: $podcastTitle, podcastDescription: $podcastDescription, podcastUrl: $podcastUrl,\n      jobListingIds: $jobListingIds, mutationType: $mutationType) {\n      ...NewsletterFields\n    }\n  }\n"): (typeof documents)["\n  mutation Newsletter($id: ID, $subject: String, $sponsoredBy: String, $whatsNew: String, $podcastImageUrl: String,\n    $podcastTitle: String, $podcastDescription: String, $podcastUrl: String, $jobListingIds: [ID!], $mutationType: MutationType!) {\n    newsletter(id: $id, subject: $subject, sponsoredBy: $sponsoredBy, whatsNew: $whatsNew, podcastImageUrl: $podcastImageUrl,\n      podcastTitle: $podcastTitle, podcastDescription: $podcastDescription, podcastUrl: $podcastUrl,\n      jobListingIds: $jobListingIds, mutationType: $mutationType) {\n      ...NewsletterFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Newsletters($cursor: String, $status: NewsletterStatus) {\n    newsletters(cursor: $cursor, status: $status) { results { id subject status } hasNextPage cursor totalCount }\n  }\n"): (typeof documents)["\n  query Newsletters($cursor: String, $status: NewsletterStatus) {\n    newsletters(cursor: $cursor, status: $status) { results { id subject status } hasNextPage cursor totalCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OneNewsletter($id: ID!) { newsletter(id: $id) { ...NewsletterFields } }\n"): (typeof documents)["\n  query OneNewsletter($id: ID!) { newsletter(id: $id) { ...NewsletterFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterPreview($id: ID!, $version: Int) {\n    newsletterPreview(id: $id, version: $version) { newsletterId version subject html text }\n  }\n"): (typeof documents)["\n  query NewsletterPreview($id: ID!, $version: Int) {\n    newsletterPreview(id: $id, version: $version) { newsletterId version subject html text }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SendNewsletter($id: ID!, $isTest: Boolean) { sendNewsletter(id: $id, isTest: $isTest) }\n"): (typeof documents)["\n  query SendNewsletter($id: ID!, $isTest: Boolean) { sendNewsletter(id: $id, isTest: $isTest) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewsletterSubscription($email: String!, $mutationType: MutationType!) {\n    newsletterSubscription(email: $email, mutationType: $mutationType)\n  }\n"): (typeof documents)["\n  mutation NewsletterSubscription($email: String!, $mutationType: MutationType!) {\n    newsletterSubscription(email: $email, mutationType: $mutationType)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmNewsletterSubscription($token: String!) { confirmNewsletterSubscription(token: $token) }\n"): (typeof documents)["\n  mutation ConfirmNewsletterSubscription($token: String!) { confirmNewsletterSubscription(token: $token) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeFromNewsletter($token: String!) { unsubscribeFromNewsletter(token: $token) }\n"): (typeof documents)["\n  mutation UnsubscribeFromNewsletter($token: String!) { unsubscribeFromNewsletter(token: $token) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewsletterSubscriber($id: ID, $email: String, $mutationType: MutationType!) {\n    newsletterSubscriber(id: $id, email: $email, mutationType: $mutationType) { id email isVerified createdAt }\n  }\n"): (typeof documents)["\n  mutation NewsletterSubscriber($id: ID, $email: String, $mutationType: MutationType!) {\n    newsletterSubscriber(id: $id, email: $email, mutationType: $mutationType) { id email isVerified createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterSubscribers($cursor: String, $search: String) {\n    newsletterSubscribers(cursor: $cursor, search: $search) { results { id email isVerified createdAt } hasNextPage cursor totalCount }\n  }\n"): (typeof documents)["\n  query NewsletterSubscribers($cursor: String, $search: String) {\n    newsletterSubscribers(cursor: $cursor, search: $search) { results { id email isVerified createdAt } hasNextPage cursor totalCount }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;