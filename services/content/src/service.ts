import { commonResolvers, EventHandlers, type ServiceDefinition, type ServiceDeps, type SubgraphResolvers } from '@koinonia/kit';
import { createMediaEntities, createMediaSweeper, mediaMigrations, mediaTypeResolvers } from '@koinonia/kit/media';
import type { Resolvers } from './__generated__/resolvers.ts';
import { BlogPostCategoryEntity, BlogPostEntity, BlogPostSectionEntity, CategoryEntity } from './blog/blog.entity.ts';
import { blogResolvers } from './blog/blog.resolvers.ts';
import type { ContentConfig } from './config.ts';
import { contentFilesResolvers } from './content-files/content-files.resolvers.ts';
import { contentMedia } from './content-files/content-media.ts';
import { JobOrganizationEntity, JobPostEntity } from './jobs/job.entities.ts';
import { jobsHandlers } from './jobs/jobs.handlers.ts';
import { ContentInitial } from './migrations/0001-content.ts';
import { ContentNewsletters } from './migrations/0002-newsletters.ts';
import { NewsletterEntity, NewsletterVersionEntity } from './newsletters/newsletter.entity.ts';
import { newsletterHandlers } from './newsletters/newsletters.handlers.ts';
import { newslettersResolvers } from './newsletters/newsletters.resolvers.ts';
import { typeDefs } from './schema.ts';
import { pendingSubscriberPurge } from './subscribers/pending-subscriber-purge.ts';
import { NewsletterSubscriberEntity } from './subscribers/subscriber.entity.ts';
import { subscriberDeps } from './subscribers/subscribers.deps.ts';
import { subscribersResolvers } from './subscribers/subscribers.resolvers.ts';
import { unsubscribeRoutes } from './subscribers/unsubscribe.routes.ts';

function contentResolvers({ config, rateLimits }: ServiceDeps<ContentConfig>): SubgraphResolvers<Resolvers> {
  const blog = blogResolvers({ config });
  const newsletters = newslettersResolvers({ config });
  const subscribers = subscribersResolvers(subscriberDeps(config, rateLimits));
  const files = contentFilesResolvers(contentMedia(config));
  return {
    ...commonResolvers,
    ...mediaTypeResolvers,
    ...blog,
    ...newsletters,
    ...subscribers,
    Query: { ...blog.Query, ...newsletters.Query, ...subscribers.Query },
    Mutation: { ...blog.Mutation, ...newsletters.Mutation, ...subscribers.Mutation, ...files.Mutation },
  };
}

/** Content: blog posts with their categories and sections; newsletters and their subscribers; editors' images. */
export const contentService: ServiceDefinition<ContentConfig> = {
  name: 'content',
  typeDefs,
  entities: [
    BlogPostEntity, CategoryEntity, BlogPostSectionEntity, BlogPostCategoryEntity,
    NewsletterEntity, NewsletterVersionEntity, NewsletterSubscriberEntity, JobPostEntity, JobOrganizationEntity,
    ...createMediaEntities(),
  ],
  migrations: [
    { name: 'content-0001-initial', class: ContentInitial },
    { name: 'content-0002-newsletters', class: ContentNewsletters },
    ...mediaMigrations,
  ],
  resolvers: contentResolvers,
  handlers: () => newsletterHandlers(jobsHandlers(new EventHandlers())),
  routes: unsubscribeRoutes,
  // Deletes the bytes of uploads never confirmed, and the addresses never confirmed.
  workers: ({ orm, config, logger }) => [createMediaSweeper({ orm, media: contentMedia(config).media, logger }), pendingSubscriberPurge({ orm, logger })],
};
