import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainError } from '@koinonia/kit';
import type { BlogPostSection, Category } from './blog.entity.ts';
import { blogErrors, uniqueCategoryName, uniqueSectionName } from './blog.errors.ts';
import { createCategory, createSection, findCategory, findSection, removeCategory, removeSection } from './blog.repository.ts';

/** A category or a section: a named term of one of the blog's vocabularies. */
export interface Term {
  readonly id: string;
  name: string;
}

/**
 * Categories and sections are the blog's vocabularies: content editors keep them, their names are unique
 * whatever their case, and both are added, renamed and deleted by the same rules.
 */
export interface Vocabulary<T extends Term> {
  readonly create: (em: EntityManager, name: string) => T;
  readonly find: (em: EntityManager, id: string) => Promise<T | null>;
  /** Deletes the term; what posts keep of it is the vocabulary's own rule. */
  readonly remove: (em: EntityManager, id: string) => Promise<void>;
  readonly notFound: () => DomainError;
  /** The unique index on the lower-cased name, and the conflict a violation means. */
  readonly uniqueName: Readonly<Record<string, () => DomainError>>;
}

export const categoryVocabulary: Vocabulary<Category> = {
  create: createCategory,
  find: findCategory,
  remove: removeCategory,
  notFound: blogErrors.categoryNotFound,
  uniqueName: uniqueCategoryName,
};

export const sectionVocabulary: Vocabulary<BlogPostSection> = {
  create: createSection,
  find: findSection,
  remove: removeSection,
  notFound: blogErrors.sectionNotFound,
  uniqueName: uniqueSectionName,
};
