import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The columns every link, resource and FAQ has: its scope (one group or one event) and its place in the scope's list. */
const scopedProperties = () => ({
  id: p.uuid().primary(),
  groupId: p.uuid().nullable(),
  /** Events are not built yet; the column waits for them. */
  eventId: p.uuid().nullable(),
  /** 0 first; unique per scope (checked at commit). */
  position: p.integer(),
  /** Who added it: members may change their own when the group lets members add. */
  createdById: p.uuid(),
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
});

export const LinkEntity = defineEntity({
  name: 'Link',
  tableName: 'content_link',
  properties: { ...scopedProperties(), label: p.string(), url: p.text() },
});

export const ResourceEntity = defineEntity({
  name: 'Resource',
  tableName: 'content_resource',
  properties: { ...scopedProperties(), label: p.string(), url: p.text(), description: p.text().nullable() },
});

export const FaqEntity = defineEntity({
  name: 'Faq',
  tableName: 'content_faq',
  properties: { ...scopedProperties(), question: p.text(), answer: p.text() },
});

export type Link = InferEntity<typeof LinkEntity>;
export type Resource = InferEntity<typeof ResourceEntity>;
export type Faq = InferEntity<typeof FaqEntity>;

/** What the three have in common, for the code that handles any of them. */
export type ContentItem = Pick<Link, 'id' | 'groupId' | 'eventId' | 'position' | 'createdById' | 'createdAt' | 'updatedAt'>;
