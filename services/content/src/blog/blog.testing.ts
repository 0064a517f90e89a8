import type { Viewer } from '@koinonia/kit';
import { dataOf, signedInViewer, type TestService } from '@koinonia/kit/testing';
import type { ContentConfig } from '../config.ts';

export const person = signedInViewer;
export const admin = (): Viewer => person(['ADMIN']);

let counter = 0;
/** A name no other test uses, for the shared vocabulary of categories and sections. */
export const uniqueName = (base: string): string => `${base} ${Date.now()}-${(counter += 1)}`;

export const POST_FIELDS = `
  id slug title thumbnailUrl body status authorId author { id } authorOrgId authorType ownerProfileId
  categories { id name } blogPostSection { id name } createdAt updatedAt publishedAt`;

export const BLOG_POST_MUTATION = `
  mutation BlogPost($id: ID, $title: String, $thumbnailUrl: String, $body: String, $authorId: ID, $authorOrgId: ID,
    $authorType: AuthorType, $ownerProfileId: ID, $categories: [ID!], $blogPostSection: ID, $status: BlogPostStatus,
    $createdAt: DateTime, $mutationType: MutationType!) {
    blogPost(id: $id, title: $title, thumbnailUrl: $thumbnailUrl, body: $body, authorId: $authorId, authorOrgId: $authorOrgId,
      authorType: $authorType, ownerProfileId: $ownerProfileId, categories: $categories, blogPostSection: $blogPostSection,
      status: $status, createdAt: $createdAt, mutationType: $mutationType) {
      ${POST_FIELDS}
    }
  }`;

export const CATEGORIES_MUTATION = `
  mutation Categories($id: ID, $name: String, $mutationType: MutationType!) {
    categories(id: $id, name: $name, mutationType: $mutationType) { id name }
  }`;

export const SECTION_MUTATION = `
  mutation Section($id: ID, $name: String, $mutationType: MutationType!) {
    blogPostSection(id: $id, name: $name, mutationType: $mutationType) { id name }
  }`;

export interface PostView {
  id: string;
  slug: string;
  title: string;
  thumbnailUrl: string | null;
  body: string;
  status: 'DRAFT' | 'PUBLISHED';
  authorId: string;
  author: { id: string };
  authorOrgId: string | null;
  authorType: string;
  ownerProfileId: string | null;
  categories: { id: string; name: string }[];
  blogPostSection: { id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

type Service = TestService<ContentConfig>;

/** Writes a post through GraphQL as `viewer` (an ADMIN unless given) and returns it. */
export async function writePost(t: Service, variables: Record<string, unknown> = {}, viewer: Viewer = admin()): Promise<PostView> {
  const result = await t.run<{ blogPost: PostView }>(viewer, BLOG_POST_MUTATION, {
    mutationType: 'ADD',
    title: 'Serving with joy',
    body: '<p>Notes from the volunteers’ retreat.</p>',
    ...variables,
  });
  return dataOf(result).blogPost;
}

export async function editPost(t: Service, viewer: Viewer, id: string, variables: Record<string, unknown>): Promise<PostView> {
  return dataOf(await t.run<{ blogPost: PostView }>(viewer, BLOG_POST_MUTATION, { mutationType: 'EDIT', id, ...variables })).blogPost;
}

export async function addCategory(t: Service, name: string): Promise<{ id: string; name: string }> {
  const list = dataOf(await t.run<{ categories: { id: string; name: string }[] }>(admin(), CATEGORIES_MUTATION, { mutationType: 'ADD', name })).categories;
  return list.find((c) => c.name === name)!;
}

export async function addSection(t: Service, name: string): Promise<{ id: string; name: string }> {
  return dataOf(await t.run<{ blogPostSection: { id: string; name: string } }>(admin(), SECTION_MUTATION, { mutationType: 'ADD', name })).blogPostSection;
}

export const postCount = async (t: Service): Promise<number> =>
  Number((await t.sql<{ n: string }>('select count(*) as n from blog_post'))[0]!.n);
