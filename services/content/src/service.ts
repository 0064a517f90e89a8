import type { ServiceDefinition } from '@koinonia/kit';
import { BlogPostCategoryEntity, BlogPostEntity, BlogPostSectionEntity, CategoryEntity } from './blog/blog.entity.ts';
import { blogResolvers } from './blog/blog.resolvers.ts';
import type { ContentConfig } from './config.ts';
import { ContentInitial } from './migrations/0001-content.ts';
import { typeDefs } from './schema.ts';

/** Content: blog posts with their categories and sections. */
export const contentService: ServiceDefinition<ContentConfig> = {
  name: 'content',
  typeDefs,
  entities: [BlogPostEntity, CategoryEntity, BlogPostSectionEntity, BlogPostCategoryEntity],
  migrations: [{ name: 'content-0001-initial', class: ContentInitial }],
  resolvers: () => blogResolvers(),
};
