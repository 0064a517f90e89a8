import { notFound } from '@tanstack/react-router';
import {
  BlogAuthorOrganizationDocument,
  BlogIndexDocument,
  BlogPostBySlugDocument,
  BlogPostsDocument,
  BlogProfileOwnerDocument,
  type BlogIndexQuery,
  type BlogPostPageFragment,
  type BlogPostSummaryFragment,
} from '../../__generated__/graphql/graphql.ts';
import type { DataLayer } from '../../lib/apollo/data-layer.tsx';
import { pageUnavailable } from '../../lib/apollo/page-errors.ts';
import { errorCode } from '../../lib/apollo/transport-errors.ts';
import type { BlogPostMetaSource } from '../../routes/-route-meta.ts';
import { htmlToText } from './blog-text.ts';

export type BlogPostSummary = BlogPostSummaryFragment;
export type BlogPage = BlogPostPageFragment;

/** Who a post is presented as written by, resolved for links: a member, an organization, or a subscriber (no page). */
export interface BlogByline {
  name: string;
  imageUrl: string | null;
  link: { to: '/u/$slug'; slug: string } | { to: '/o/$slug'; slug: string } | null;
}

/** The /blog loader's data: the featured post, the filters and the first page of posts. */
export type BlogIndexData = BlogIndexQuery;

/** The index's filters, in the address (`?section=&category=`): one section or one category at a time. */
export interface BlogFilters {
  section?: string;
  category?: string;
}

const filterVariables = (filters: BlogFilters) => ({ sectionId: filters.section ?? null, categoryId: filters.category ?? null });

/**
 * The /blog loader: public, read anonymously and rendered from the loader's data (it hydrates
 * without Apollo Client, like the job board); only "Load more" reads through Apollo.
 */
export async function loadBlogIndex(data: DataLayer, filters: BlogFilters): Promise<BlogIndexData> {
  const apollo = await data.loaderClient();
  try {
    const result = await apollo.query({ query: BlogIndexDocument, variables: filterVariables(filters) });
    if (!result.data) throw result.error ?? new Error('no data');
    return result.data;
  } catch {
    throw pageUnavailable();
  }
}

/** What the /blog/$slug loader hands to the page and its head. */
export interface BlogPostData extends BlogPostMetaSource {
  post: BlogPostSummary;
  byline: BlogByline;
}

function absolute(url: string | null | undefined, publicUrl: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, publicUrl).toString();
  } catch {
    return null;
  }
}

/**
 * The /blog/$slug loader: a published post as anyone sees it (a draft only for its author and
 * editors, who read it in the browser as themselves through the editor). An unknown post is a
 * 404; an API that does not answer, a 503. The organization a post is presented as written by is
 * a detail: without it, the byline names the member.
 */
export async function loadBlogPost(data: DataLayer, slug: string, publicUrl: string): Promise<BlogPostData> {
  const apollo = await data.loaderClient();
  let result;
  try {
    result = await apollo.query({ query: BlogPostBySlugDocument, variables: { slug } });
  } catch {
    throw pageUnavailable();
  }
  const post = result.data?.blogPost;
  if (!post) {
    const code = result.error ? errorCode(result.error) : 'NOT_FOUND';
    if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') throw notFound();
    throw pageUnavailable();
  }
  return {
    post,
    byline: await bylineOf(data, post),
    title: post.title,
    text: htmlToText(post.body),
    imageUrl: absolute(post.thumbnailUrl, publicUrl),
  };
}

async function bylineOf(data: DataLayer, post: BlogPostSummary): Promise<BlogByline> {
  const member: BlogByline = {
    name: `${post.author.firstName} ${post.author.lastName}`.trim(),
    imageUrl: post.author.profile.profileImageUrl,
    link: { to: '/u/$slug', slug: post.author.slug },
  };
  if (post.authorType === 'SUBSCRIBER') return { ...member, link: null };
  if (post.authorType !== 'ORGANIZATION' || !post.authorOrgId) return member;
  const apollo = await data.loaderClient();
  const organization = await apollo
    .query({ query: BlogAuthorOrganizationDocument, variables: { id: post.authorOrgId } })
    .then(({ data: found }) => found?.organization ?? null)
    .catch(() => null);
  return organization
    ? { name: organization.name, imageUrl: organization.profile.profileImageUrl, link: { to: '/o/$slug', slug: organization.slug } }
    : member;
}

/** The /blog/author/$profileId loader's data: whose blog it is, and the first page of their posts. */
export interface BlogAuthorData {
  name: string;
  link: BlogByline['link'];
  page: BlogPage;
}

/**
 * The /blog/author/$profileId loader: a member's or an organization's posts. A profile is an
 * organization's when the API finds one for it (an organization's profile also names the member
 * who made it), otherwise a member's; neither is a 404.
 */
export async function loadBlogAuthor(data: DataLayer, profileId: string): Promise<BlogAuthorData> {
  const apollo = await data.loaderClient();
  let owner;
  let posts;
  try {
    [owner, posts] = await Promise.all([
      apollo.query({ query: BlogProfileOwnerDocument, variables: { profileId } }),
      apollo.query({ query: BlogPostsDocument, variables: { ownerProfileId: profileId, sectionId: null, categoryId: null, cursor: null } }),
    ]);
  } catch {
    throw pageUnavailable();
  }
  if (!posts.data) {
    if (posts.error && errorCode(posts.error) === 'BAD_USER_INPUT') throw notFound();
    throw pageUnavailable();
  }
  const organization = owner.data?.organization;
  const user = owner.data?.user;
  if (organization) return { name: organization.name, link: { to: '/o/$slug', slug: organization.slug }, page: posts.data.blogPosts };
  if (user) return { name: `${user.firstName} ${user.lastName}`.trim(), link: { to: '/u/$slug', slug: user.slug }, page: posts.data.blogPosts };
  throw notFound();
}

/** The next page of posts after `cursor` ("Load more"), through Apollo Client; imported when asked for. */
export async function loadMoreBlogPosts(data: DataLayer, ownerProfileId: string | null, filters: BlogFilters, cursor: string | null): Promise<BlogPage> {
  const client = await data.client();
  const variables = { ownerProfileId, ...filterVariables(filters), cursor };
  const { data: result, error } = await client.query({ query: BlogPostsDocument, variables, fetchPolicy: 'network-only' });
  if (!result) throw error ?? new Error('no data');
  return result.blogPosts;
}
