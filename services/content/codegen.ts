import { subgraphCodegen } from '@koinonia/kit/codegen';

export default subgraphCodegen({
  serviceDir: import.meta.dirname,
  mappers: {
    BlogPost: './blog/blog.entity.ts#BlogPost',
    Category: './blog/blog.entity.ts#Category',
    BlogPostSection: './blog/blog.entity.ts#BlogPostSection',
    BlogPostPage: './blog/blog.queries.ts#BlogPostPage',
    User: '@koinonia/kit#UserReference',
  },
});
