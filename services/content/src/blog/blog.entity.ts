import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const blogPostStatuses = ['DRAFT', 'PUBLISHED'] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];

/** The spec's author kinds: who a post is presented as written by. */
export const authorTypes = ['ORGANIZATION', 'SUBSCRIBER', 'USER'] as const;
export type AuthorType = (typeof authorTypes)[number];

export const CategoryEntity = defineEntity({
  name: 'Category',
  tableName: 'category',
  properties: {
    id: p.uuid().primary(),
    name: p.string(),
  },
});

export const BlogPostSectionEntity = defineEntity({
  name: 'BlogPostSection',
  tableName: 'blog_post_section',
  properties: {
    id: p.uuid().primary(),
    name: p.string(),
  },
});

/** A blog post. Authors, organizations and profiles live in other services and are referred to by id. */
export const BlogPostEntity = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_post',
  properties: {
    id: p.uuid().primary(),
    slug: p.string().unique(),
    title: p.string(),
    thumbnailUrl: p.string().nullable(),
    /** Sanitized HTML: safe to render as it is. */
    body: p.text(),
    status: p.enum(blogPostStatuses).default('DRAFT'),
    /** The user who wrote it (and may edit it). */
    authorId: p.uuid().index(),
    authorOrgId: p.uuid().nullable(),
    authorType: p.enum(authorTypes).default('USER'),
    /** The profile whose blog lists the post. */
    ownerProfileId: p.uuid().nullable(),
    sectionId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    /** When the post was first published; lists of published posts are newest first by it. */
    publishedAt: p.datetime().nullable(),
  },
});

/** The many-to-many link between posts and their categories. */
export const BlogPostCategoryEntity = defineEntity({
  name: 'BlogPostCategory',
  tableName: 'blog_post_category',
  properties: {
    postId: p.uuid().primary(),
    categoryId: p.uuid().primary(),
  },
});

export type BlogPost = InferEntity<typeof BlogPostEntity>;
export type Category = InferEntity<typeof CategoryEntity>;
export type BlogPostSection = InferEntity<typeof BlogPostSectionEntity>;
export type BlogPostCategory = InferEntity<typeof BlogPostCategoryEntity>;
