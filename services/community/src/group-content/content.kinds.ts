import type { EntityName } from '@mikro-orm/core';
import type { z } from 'zod';
import { FaqEntity, LinkEntity, ResourceEntity, type ContentItem, type Faq, type Link, type Resource } from './content.entities.ts';
import { faqEdit, faqFields, linkEdit, linkFields, resourceEdit, resourceFields } from './content.input.ts';

/**
 * One kind of a scope's content. Links, resources and FAQs follow the same rules (who reads, who
 * adds, order, limits) and differ only in their fields, so the use cases, queries and resolvers are
 * written once over this description.
 */
export interface ContentKind<E extends ContentItem> {
  /** The group permission (and content-scope feature) that governs it. */
  readonly feature: 'links' | 'resources' | 'faqs';
  readonly entity: EntityName<E>;
  /** Its table, for the scope's list lock and the position constraints' names. */
  readonly table: string;
  /** In messages: "Link not found", "the links you added". */
  readonly noun: string;
  readonly nouns: string;
  /** Its own fields, as ADD and a whole list take them, and as EDIT does (any of them). */
  readonly fields: z.ZodObject;
  readonly edit: z.ZodObject;
}

export const linkKind: ContentKind<Link> = {
  feature: 'links',
  entity: LinkEntity,
  table: 'content_link',
  noun: 'Link',
  nouns: 'links',
  fields: linkFields,
  edit: linkEdit,
};

export const resourceKind: ContentKind<Resource> = {
  feature: 'resources',
  entity: ResourceEntity,
  table: 'content_resource',
  noun: 'Resource',
  nouns: 'resources',
  fields: resourceFields,
  edit: resourceEdit,
};

export const faqKind: ContentKind<Faq> = {
  feature: 'faqs',
  entity: FaqEntity,
  table: 'content_faq',
  noun: 'FAQ',
  nouns: 'FAQs',
  fields: faqFields,
  edit: faqEdit,
};
