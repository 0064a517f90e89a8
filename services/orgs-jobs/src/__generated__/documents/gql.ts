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
    "query OrganizationAfterDelete($id: ID) { organization(id: $id) { id } }": typeof types.OrganizationAfterDeleteDocument,
    "\n  query OrganizationReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Organization { id name slug } } }\n": typeof types.OrganizationReferencesDocument,
    "\n    query OrganizationBy($id: ID, $slug: String, $profileId: ID) { organization(id: $id, slug: $slug, profileId: $profileId) { id slug } }\n  ": typeof types.OrganizationByDocument,
    "query OrganizationProfile($slug: String!) { organizationProfile(slug: $slug) { id name profile { about } } }": typeof types.OrganizationProfileDocument,
    "query OrganizationsListed($s: String) { organizations(search: $s) { results { id } } }": typeof types.OrganizationsListedDocument,
    "\n    query Organizations($id: ID, $isAutocomplete: Boolean, $search: String, $filterByType: String, $cursor: String, $first: Int) {\n      organizations(id: $id, isAutocomplete: $isAutocomplete, search: $search, filterByType: $filterByType, cursor: $cursor, first: $first) {\n        results { id name } hasNextPage cursor\n      }\n    }\n  ": typeof types.OrganizationsDocument,
    "\n    query MyOrganizations($cursor: String, $search: String, $first: Int) {\n      myOrganizations(cursor: $cursor, search: $search, first: $first) { results { id name } hasNextPage cursor }\n    }\n  ": typeof types.MyOrganizationsDocument,
    "\n  mutation Organization($id: ID, $slug: String, $name: String, $type: String, $slogan: String, $email: String,\n    $websiteUrl: String, $about: String, $profileImageUrl: String, $backgroundImageUrl: String, $mutationType: MutationType!) {\n    organization(id: $id, slug: $slug, name: $name, type: $type, slogan: $slogan, email: $email, websiteUrl: $websiteUrl,\n      about: $about, profileImageUrl: $profileImageUrl, backgroundImageUrl: $backgroundImageUrl, mutationType: $mutationType) {\n      id slug name type status isEmailVerified priority slogan email websiteUrl hasStripeAccount isStripeCustomer\n      profile { id organizationId about profileImageUrl backgroundImageUrl } createdAt updatedAt\n    }\n  }\n": typeof types.OrganizationDocument,
    "\n  query OrgsJobsProfileStats($r: [_Any!]!) {\n    _entities(representations: $r) { ... on ProfileStats { userId myOrganizationsCount jobPostingsCount myApplicationsCount } }\n  }\n": typeof types.OrgsJobsProfileStatsDocument,
};
const documents: Documents = {
    "query OrganizationAfterDelete($id: ID) { organization(id: $id) { id } }": types.OrganizationAfterDeleteDocument,
    "\n  query OrganizationReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Organization { id name slug } } }\n": types.OrganizationReferencesDocument,
    "\n    query OrganizationBy($id: ID, $slug: String, $profileId: ID) { organization(id: $id, slug: $slug, profileId: $profileId) { id slug } }\n  ": types.OrganizationByDocument,
    "query OrganizationProfile($slug: String!) { organizationProfile(slug: $slug) { id name profile { about } } }": types.OrganizationProfileDocument,
    "query OrganizationsListed($s: String) { organizations(search: $s) { results { id } } }": types.OrganizationsListedDocument,
    "\n    query Organizations($id: ID, $isAutocomplete: Boolean, $search: String, $filterByType: String, $cursor: String, $first: Int) {\n      organizations(id: $id, isAutocomplete: $isAutocomplete, search: $search, filterByType: $filterByType, cursor: $cursor, first: $first) {\n        results { id name } hasNextPage cursor\n      }\n    }\n  ": types.OrganizationsDocument,
    "\n    query MyOrganizations($cursor: String, $search: String, $first: Int) {\n      myOrganizations(cursor: $cursor, search: $search, first: $first) { results { id name } hasNextPage cursor }\n    }\n  ": types.MyOrganizationsDocument,
    "\n  mutation Organization($id: ID, $slug: String, $name: String, $type: String, $slogan: String, $email: String,\n    $websiteUrl: String, $about: String, $profileImageUrl: String, $backgroundImageUrl: String, $mutationType: MutationType!) {\n    organization(id: $id, slug: $slug, name: $name, type: $type, slogan: $slogan, email: $email, websiteUrl: $websiteUrl,\n      about: $about, profileImageUrl: $profileImageUrl, backgroundImageUrl: $backgroundImageUrl, mutationType: $mutationType) {\n      id slug name type status isEmailVerified priority slogan email websiteUrl hasStripeAccount isStripeCustomer\n      profile { id organizationId about profileImageUrl backgroundImageUrl } createdAt updatedAt\n    }\n  }\n": types.OrganizationDocument,
    "\n  query OrgsJobsProfileStats($r: [_Any!]!) {\n    _entities(representations: $r) { ... on ProfileStats { userId myOrganizationsCount jobPostingsCount myApplicationsCount } }\n  }\n": types.OrgsJobsProfileStatsDocument,
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
export function graphql(source: "query OrganizationAfterDelete($id: ID) { organization(id: $id) { id } }"): (typeof documents)["query OrganizationAfterDelete($id: ID) { organization(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Organization { id name slug } } }\n"): (typeof documents)["\n  query OrganizationReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Organization { id name slug } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query OrganizationBy($id: ID, $slug: String, $profileId: ID) { organization(id: $id, slug: $slug, profileId: $profileId) { id slug } }\n  "): (typeof documents)["\n    query OrganizationBy($id: ID, $slug: String, $profileId: ID) { organization(id: $id, slug: $slug, profileId: $profileId) { id slug } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrganizationProfile($slug: String!) { organizationProfile(slug: $slug) { id name profile { about } } }"): (typeof documents)["query OrganizationProfile($slug: String!) { organizationProfile(slug: $slug) { id name profile { about } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrganizationsListed($s: String) { organizations(search: $s) { results { id } } }"): (typeof documents)["query OrganizationsListed($s: String) { organizations(search: $s) { results { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query Organizations($id: ID, $isAutocomplete: Boolean, $search: String, $filterByType: String, $cursor: String, $first: Int) {\n      organizations(id: $id, isAutocomplete: $isAutocomplete, search: $search, filterByType: $filterByType, cursor: $cursor, first: $first) {\n        results { id name } hasNextPage cursor\n      }\n    }\n  "): (typeof documents)["\n    query Organizations($id: ID, $isAutocomplete: Boolean, $search: String, $filterByType: String, $cursor: String, $first: Int) {\n      organizations(id: $id, isAutocomplete: $isAutocomplete, search: $search, filterByType: $filterByType, cursor: $cursor, first: $first) {\n        results { id name } hasNextPage cursor\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MyOrganizations($cursor: String, $search: String, $first: Int) {\n      myOrganizations(cursor: $cursor, search: $search, first: $first) { results { id name } hasNextPage cursor }\n    }\n  "): (typeof documents)["\n    query MyOrganizations($cursor: String, $search: String, $first: Int) {\n      myOrganizations(cursor: $cursor, search: $search, first: $first) { results { id name } hasNextPage cursor }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Organization($id: ID, $slug: String, $name: String, $type: String, $slogan: String, $email: String,\n    $websiteUrl: String, $about: String, $profileImageUrl: String, $backgroundImageUrl: String, $mutationType: MutationType!) {\n    organization(id: $id, slug: $slug, name: $name, type: $type, slogan: $slogan, email: $email, websiteUrl: $websiteUrl,\n      about: $about, profileImageUrl: $profileImageUrl, backgroundImageUrl: $backgroundImageUrl, mutationType: $mutationType) {\n      id slug name type status isEmailVerified priority slogan email websiteUrl hasStripeAccount isStripeCustomer\n      profile { id organizationId about profileImageUrl backgroundImageUrl } createdAt updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation Organization($id: ID, $slug: String, $name: String, $type: String, $slogan: String, $email: String,\n    $websiteUrl: String, $about: String, $profileImageUrl: String, $backgroundImageUrl: String, $mutationType: MutationType!) {\n    organization(id: $id, slug: $slug, name: $name, type: $type, slogan: $slogan, email: $email, websiteUrl: $websiteUrl,\n      about: $about, profileImageUrl: $profileImageUrl, backgroundImageUrl: $backgroundImageUrl, mutationType: $mutationType) {\n      id slug name type status isEmailVerified priority slogan email websiteUrl hasStripeAccount isStripeCustomer\n      profile { id organizationId about profileImageUrl backgroundImageUrl } createdAt updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrgsJobsProfileStats($r: [_Any!]!) {\n    _entities(representations: $r) { ... on ProfileStats { userId myOrganizationsCount jobPostingsCount myApplicationsCount } }\n  }\n"): (typeof documents)["\n  query OrgsJobsProfileStats($r: [_Any!]!) {\n    _entities(representations: $r) { ... on ProfileStats { userId myOrganizationsCount jobPostingsCount myApplicationsCount } }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;