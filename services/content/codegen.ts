import { subgraphCodegen } from '@koinonia/kit/codegen';

export default subgraphCodegen({
  serviceDir: import.meta.dirname,
  media: true,
  mappers: {
    BlogPost: './blog/blog.entity.ts#BlogPost',
    Category: './blog/blog.entity.ts#Category',
    BlogPostSection: './blog/blog.entity.ts#BlogPostSection',
    BlogPostPage: './blog/blog.queries.ts#BlogPostPage',
    User: '@koinonia/kit#UserReference',
    Newsletter: './newsletters/newsletter.entity.ts#Newsletter',
    NewsletterPage: './newsletters/newsletters.repository.ts#NewsletterPage',
    NewsletterSubscriber: './subscribers/subscriber.entity.ts#NewsletterSubscriber',
    NewsletterSubscriberPage: './subscribers/subscribers.repository.ts#NewsletterSubscriberPage',
  },
});
