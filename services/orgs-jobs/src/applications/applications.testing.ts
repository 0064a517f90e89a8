import type { Viewer } from '@koinonia/kit';
import { dataOf, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { ApplicationMutation, ApplicationMutationVariables } from '../__generated__/documents/graphql.ts';
import type { OrgsJobsConfig } from '../config.ts';

export const APPLICATION = graphql(`
  mutation Application($id: ID, $userId: ID, $opportunityId: ID, $videoId: ID, $userVideoUrl: String, $status: ApplicationStatus,
    $message: String, $mutationType: MutationType!) {
    application(id: $id, userId: $userId, opportunityId: $opportunityId, videoId: $videoId, userVideoUrl: $userVideoUrl,
      status: $status, message: $message, mutationType: $mutationType) {
      id opportunityId userId user { id } status message videoId userVideoUrl isOpportunityClosed opportunity { id jobTitle }
    }
  }
`);

export type Applied = NonNullable<ApplicationMutation['application']>;

/** Applies to the opportunity through GraphQL as `viewer` and returns the application. */
export async function apply(t: TestService<OrgsJobsConfig>, viewer: Viewer, opportunityId: string, overrides: Partial<ApplicationMutationVariables> = {}): Promise<Applied> {
  const application = dataOf(await t.run(viewer, APPLICATION, { opportunityId, mutationType: 'ADD', ...overrides })).application;
  if (!application) throw new Error('ADD answered no application');
  return application;
}
