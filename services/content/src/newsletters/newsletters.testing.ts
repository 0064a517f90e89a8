import { PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, signedInViewer, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { NewsletterFieldsFragment, NewsletterMutationVariables } from '../__generated__/documents/graphql.ts';
import type { ContentConfig } from '../config.ts';

export const editor = () => signedInViewer([PlatformRole.CONTENT_EDITOR]);
export const admin = () => signedInViewer([PlatformRole.ADMIN]);
export const member = () => signedInViewer();

/** The addresses e-mails link to in these tests. */
export const TEST_LINKS = { WEB_URL: 'https://koinonia.test', CONTENT_PUBLIC_URL: 'https://content.koinonia.test' };

export const NEWSLETTER_FIELDS = graphql(`
  fragment NewsletterFields on Newsletter {
    id subject status sponsoredBy whatsNew podcastImageUrl podcastTitle podcastDescription podcastUrl
    jobListings { id } version createdAt updatedAt sentAt
  }
`);

export const NEWSLETTER_MUTATION = graphql(`
  mutation Newsletter($id: ID, $subject: String, $sponsoredBy: String, $whatsNew: String, $podcastImageUrl: String,
    $podcastTitle: String, $podcastDescription: String, $podcastUrl: String, $jobListingIds: [ID!], $mutationType: MutationType!) {
    newsletter(id: $id, subject: $subject, sponsoredBy: $sponsoredBy, whatsNew: $whatsNew, podcastImageUrl: $podcastImageUrl,
      podcastTitle: $podcastTitle, podcastDescription: $podcastDescription, podcastUrl: $podcastUrl,
      jobListingIds: $jobListingIds, mutationType: $mutationType) {
      ...NewsletterFields
    }
  }
`);

export const NEWSLETTERS_QUERY = graphql(`
  query Newsletters($cursor: String, $status: NewsletterStatus) {
    newsletters(cursor: $cursor, status: $status) { results { id subject status } hasNextPage cursor totalCount }
  }
`);

export const NEWSLETTER_QUERY = graphql(`
  query OneNewsletter($id: ID!) { newsletter(id: $id) { ...NewsletterFields } }
`);

export const PREVIEW_QUERY = graphql(`
  query NewsletterPreview($id: ID!, $version: Int) {
    newsletterPreview(id: $id, version: $version) { newsletterId version subject html text }
  }
`);

export const SEND_QUERY = graphql(`
  query SendNewsletter($id: ID!, $isTest: Boolean) { sendNewsletter(id: $id, isTest: $isTest) }
`);

export type NewsletterView = NewsletterFieldsFragment;
export type NewsletterVariables = Partial<Omit<NewsletterMutationVariables, 'mutationType'>>;

type Service = TestService<ContentConfig>;

/** Writes a newsletter through GraphQL as `viewer` (a content editor unless given) and returns it. */
export async function writeNewsletter(t: Service, variables: NewsletterVariables = {}, viewer: Viewer = editor()): Promise<NewsletterView> {
  return dataOf(await t.run(viewer, NEWSLETTER_MUTATION, { mutationType: 'ADD', subject: 'News from the network', ...variables })).newsletter!;
}

export async function editNewsletter(t: Service, id: string, variables: NewsletterVariables, viewer: Viewer = editor()): Promise<NewsletterView> {
  return dataOf(await t.run(viewer, NEWSLETTER_MUTATION, { mutationType: 'EDIT', id, ...variables })).newsletter!;
}
