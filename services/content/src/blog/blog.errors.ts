import { badInput, conflict, forbidden, messages, notFound, type FieldError } from '@koinonia/kit';

/** The blog's expected failures. */
export const blogErrors = {
  postNotFound: () => notFound('Blog post'),
  categoryNotFound: () => notFound('Category'),
  sectionNotFound: () => notFound('Section'),
  notTheAuthor: () => forbidden('Only the author or a content editor can change this post'),
  authorshipIsForEditors: (fields: readonly string[]) => forbidden(`Only a content editor can change ${fields.join(', ')}`),
  /** A body whose markup has no content left once sanitized. */
  emptyBody: () => badInput([{ path: 'body', message: messages.required }]),
  orgRequired: () => badInput([{ path: 'authorOrgId', message: messages.required }]),
  missing: (fields: readonly string[]) =>
    badInput(fields.map((path): FieldError => ({ path, message: 'does not exist' }))),
  nameTaken: (what: 'category' | 'section') =>
    conflict(`A ${what} with this name already exists`, [{ path: 'name', message: 'is already used' }]),
  slugTaken: () => conflict('Another post took this slug at the same moment; please try again'),
};

// What a violation of each unique index means (for mapUniqueViolation), by its name in the migration.
export const uniqueCategoryName = { category_name_unique: () => blogErrors.nameTaken('category') };
export const uniqueSectionName = { blog_post_section_name_unique: () => blogErrors.nameTaken('section') };
// Slugs are chosen under a lock (uniqueSlug); the index still decides should two writers ever meet.
export const uniquePostSlug = { blog_post_slug_key: blogErrors.slugTaken };
