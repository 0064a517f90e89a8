import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * notify's read model of a member, kept from identity's events (sign-up, e-mail change, profile
 * change, notification subscription, newsletter preference, e-mail verification, platform roles):
 * who notification e-mails go to, and whether they may; whether newsletters may (a verified address
 * that asked); who the platform admins are (they review every report).
 */
export const MemberEntity = defineEntity({
  name: 'Member',
  tableName: 'member',
  properties: {
    userId: p.uuid().primary(),
    email: p.string().nullable(),
    firstName: p.string().nullable(),
    isSendNotificationEmails: p.boolean().default(true),
    isSendNewsletters: p.boolean().default(false),
    isEmailVerified: p.boolean().default(false),
    isPlatformAdmin: p.boolean().default(false),
    updatedAt: p.datetime(),
  },
});

export type Member = InferEntity<typeof MemberEntity>;
