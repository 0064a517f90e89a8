import { badInput, commonResolvers, type RequestContext, type Resolvers } from '@koinonia/kit';
import type { BlogPost } from './blog.entity.ts';
import * as posts from './blog-posts.service.ts';
import * as taxonomy from './taxonomy.service.ts';

type Args = Record<string, unknown>;

/** Splits off mutationType and runs the operation it names; any other kind is bad input. */
function byMutationType<T>(args: Args, operations: Partial<Record<'ADD' | 'EDIT' | 'DELETE', (input: Args) => Promise<T>>>): Promise<T> {
  const { mutationType, ...input } = args;
  const operation = operations[mutationType as 'ADD' | 'EDIT' | 'DELETE'];
  if (!operation) {
    throw badInput([{ path: 'mutationType', message: `must be ${Object.keys(operations).join(', ')}` }]);
  }
  return operation(input);
}

export function blogResolvers(): Resolvers {
  return {
    ...commonResolvers,
    Query: {
      blogPost: (_: unknown, args: Args, ctx: RequestContext) => posts.findPost(ctx, args),
      blogPosts: (_: unknown, args: Args, ctx: RequestContext) => posts.listPosts(ctx, args),
      blogPostFeatured: (_: unknown, __: Args, ctx: RequestContext) => posts.featuredPost(ctx),
      blogPostSections: (_: unknown, __: Args, ctx: RequestContext) => taxonomy.listSections(ctx),
      categories: (_: unknown, __: Args, ctx: RequestContext) => taxonomy.listCategories(ctx),
    },
    Mutation: {
      blogPost: (_: unknown, args: Args, ctx: RequestContext) =>
        byMutationType(args, {
          ADD: (input) => posts.addPost(ctx, input),
          EDIT: (input) => posts.editPost(ctx, input),
          DELETE: (input) => posts.deletePost(ctx, input),
        }),
      categories: async (_: unknown, args: Args, ctx: RequestContext) => {
        await byMutationType(args, {
          ADD: (input) => taxonomy.addCategory(ctx, input),
          EDIT: (input) => taxonomy.editCategory(ctx, input),
          DELETE: (input) => taxonomy.deleteCategory(ctx, input),
        });
        return taxonomy.listCategories(ctx);
      },
      blogPostSection: (_: unknown, args: Args, ctx: RequestContext) =>
        byMutationType(args, {
          ADD: (input) => taxonomy.addSection(ctx, input),
          EDIT: (input) => taxonomy.editSection(ctx, input),
          DELETE: (input) => taxonomy.deleteSection(ctx, input),
        }),
    },
    BlogPost: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => posts.resolvePostReference(ctx, ref),
      author: (post: BlogPost) => ({ __typename: 'User', id: post.authorId }),
      categories: (post: BlogPost, _: unknown, ctx: RequestContext) => posts.categoriesOf(ctx, post),
      blogPostSection: (post: BlogPost, _: unknown, ctx: RequestContext) => posts.sectionOf(ctx, post),
    },
  };
}
