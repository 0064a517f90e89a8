import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workplaces } from '../opportunities/opportunity.entity.ts';

/** A member open to a call (a row while they are; none when they are not). */
export const OpenToCallEntity = defineEntity({
  name: 'OpenToCall',
  tableName: 'open_to_call',
  properties: {
    userId: p.uuid().primary(),
    note: p.text().nullable(),
    denomination: p.text().nullable(),
    workplace: p.enum(workplaces).nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type OpenToCall = InferEntity<typeof OpenToCallEntity>;
