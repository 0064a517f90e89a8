import { PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, signedInViewer, uniqueSuffix, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { BlogPostMutationVariables, PostFieldsFragment } from '../__generated__/documents/graphql.ts';
import type { ContentConfig } from '../config.ts';

export const person = signedInViewer;
export const admin = () => person([PlatformRole.ADMIN]);

/** A name no other test uses, for the shared vocabulary of categories and sections. */
export const uniqueName = (base: string): string => `${base} ${uniqueSuffix()}`;

/** The fields tests read of a post; documents spread it as `...PostFields`. */
export const POST_FIELDS = graphql(`
  fragment PostFields on BlogPost {
    id slug title thumbnailUrl body status authorId author { id } authorOrgId authorType ownerProfileId
    categories { id name } blogPostSection { id name } createdAt updatedAt publishedAt
  }
`);

export const BLOG_POST_MUTATION = graphql(`
  mutation BlogPost($id: ID, $title: String, $thumbnailUrl: String, $body: String, $authorId: ID, $authorOrgId: ID,
    $authorType: AuthorType, $ownerProfileId: ID, $categories: [ID!], $blogPostSection: ID, $status: BlogPostStatus,
    $createdAt: DateTime, $mutationType: MutationType!) {
    blogPost(id: $id, title: $title, thumbnailUrl: $thumbnailUrl, body: $body, authorId: $authorId, authorOrgId: $authorOrgId,
      authorType: $authorType, ownerProfileId: $ownerProfileId, categories: $categories, blogPostSection: $blogPostSection,
      status: $status, createdAt: $createdAt, mutationType: $mutationType) {
      ...PostFields
    }
  }
`);

export const CATEGORIES_MUTATION = graphql(`
  mutation Categories($id: ID, $name: String, $mutationType: MutationType!) {
    categories(id: $id, name: $name, mutationType: $mutationType) { id name }
  }
`);

export const SECTION_MUTATION = graphql(`
  mutation Section($id: ID, $name: String, $mutationType: MutationType!) {
    blogPostSection(id: $id, name: $name, mutationType: $mutationType) { id name }
  }
`);

export type PostView = PostFieldsFragment;
/** Variables of a blogPost~ call, without the mutation type. */
export type PostVariables = Partial<Omit<BlogPostMutationVariables, 'mutationType'>>;

type Service = TestService<ContentConfig>;

/** Writes a post through GraphQL as `viewer` (an ADMIN unless given) and returns it. */
export async function writePost(t: Service, variables: PostVariables = {}, viewer: Viewer = admin()): Promise<PostView> {
  const result = await t.run(viewer, BLOG_POST_MUTATION, {
    mutationType: 'ADD',
    title: 'Serving with joy',
    body: '<p>Notes from the volunteers’ retreat.</p>',
    ...variables,
  });
  return dataOf(result).blogPost!;
}

export async function editPost(t: Service, viewer: Viewer, id: string, variables: PostVariables): Promise<PostView> {
  return dataOf(await t.run(viewer, BLOG_POST_MUTATION, { mutationType: 'EDIT', id, ...variables })).blogPost!;
}

export async function addCategory(t: Service, name: string): Promise<{ id: string; name: string }> {
  const list = dataOf(await t.run(admin(), CATEGORIES_MUTATION, { mutationType: 'ADD', name })).categories;
  return list.find((c) => c.name === name)!;
}

export async function addSection(t: Service, name: string): Promise<{ id: string; name: string }> {
  return dataOf(await t.run(admin(), SECTION_MUTATION, { mutationType: 'ADD', name })).blogPostSection!;
}
