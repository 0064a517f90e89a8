import { dispatchMutationType, userReference } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import type { ImageLinkConfig } from '../content-files/image-links.ts';
import { addBlogPost } from './add-blog-post.use-case.ts';
import { addCategory, addSection } from './add-term.use-case.ts';
import { allCategories, allSections, blogPostReference, featuredBlogPost, findBlogPost, listBlogPosts } from './blog.queries.ts';
import { categoriesOfPost, sectionById } from './blog.repository.ts';
import { deleteBlogPost } from './delete-blog-post.use-case.ts';
import { deleteCategory, deleteSection } from './delete-term.use-case.ts';
import { editBlogPost } from './edit-blog-post.use-case.ts';
import { editCategory, editSection } from './edit-term.use-case.ts';

export function blogResolvers(deps: { config: ImageLinkConfig }) {
  return {
    Query: {
      blogPost: (_, args, ctx) => findBlogPost.run(ctx, args),
      blogPosts: (_, args, ctx) => listBlogPosts.run(ctx, args),
      blogPostFeatured: (_, __, ctx) => featuredBlogPost(ctx),
      blogPostSections: (_, __, ctx) => allSections(ctx),
      categories: (_, __, ctx) => allCategories(ctx),
    },
    Mutation: {
      blogPost: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addBlogPost.run(ctx, input, deps),
          EDIT: (input) => editBlogPost.run(ctx, input, deps),
          DELETE: (input) => deleteBlogPost.run(ctx, input),
        }),
      // Answers with every category after the change.
      categories: async (_, args, ctx) => {
        await dispatchMutationType(args, {
          ADD: (input) => addCategory.run(ctx, input),
          EDIT: (input) => editCategory.run(ctx, input),
          DELETE: (input) => deleteCategory.run(ctx, input),
        });
        return allCategories(ctx);
      },
      blogPostSection: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addSection.run(ctx, input),
          EDIT: (input) => editSection.run(ctx, input),
          DELETE: (input) => deleteSection.run(ctx, input),
        }),
    },
    BlogPost: {
      __resolveReference: (ref, ctx) => blogPostReference(ctx, ref.id),
      author: (post) => userReference(post.authorId),
      categories: async (post, _, ctx) => (await categoriesOfPost(ctx).load(post.id)).map((link) => link.category),
      blogPostSection: (post, _, ctx) => (post.sectionId ? sectionById(ctx).load(post.sectionId) : null),
    },
  } satisfies Resolvers;
}
