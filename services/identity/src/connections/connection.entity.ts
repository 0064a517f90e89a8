import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A request is PENDING until the member it was sent to ACCEPTs or DECLINEs it. */
export const connectionStatuses = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

export const ConnectionEntity = defineEntity({
  name: 'Connection',
  tableName: 'connection',
  properties: {
    id: p.uuid().primary(),
    /** Who asked. */
    connectorId: p.uuid(),
    /** Who was asked. */
    connectedId: p.uuid(),
    status: p.enum(connectionStatuses),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type Connection = InferEntity<typeof ConnectionEntity>;
