import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** How someone who is not a member yet came to be waiting: they asked, or an admin invited them. */
export const CandidateKind = { REQUESTED: 'REQUESTED', INVITED: 'INVITED' } as const;
export type CandidateKind = (typeof CandidateKind)[keyof typeof CandidateKind];
const candidateKinds = [CandidateKind.REQUESTED, CandidateKind.INVITED] as const;

/** A join request (CLOSED groups) or an invitation of a member; one per person and group. */
export const GroupCandidateEntity = defineEntity({
  name: 'GroupCandidate',
  tableName: 'group_candidate',
  properties: {
    id: p.uuid().primary(),
    groupId: p.uuid(),
    /** A user of the identity service, by id only. */
    userId: p.uuid().index(),
    kind: p.enum(candidateKinds),
    /** The admin who invited them (INVITED only). */
    invitedById: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** An invitation by e-mail, to someone who may have no account yet (groupInviteNon…Members). */
export const GroupEmailInvitationEntity = defineEntity({
  name: 'GroupEmailInvitation',
  tableName: 'group_email_invitation',
  properties: {
    id: p.uuid().primary(),
    groupId: p.uuid(),
    /** Lower-cased, as kit's e-mail rule leaves it. */
    email: p.string(),
    invitedById: p.uuid(),
    /** Set when the person signs up or in through the invitation's link (not built yet). */
    isAccepted: p.boolean().default(false),
    /** When it was last e-mailed; null when the limits per address skipped every e-mail of it. */
    emailedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type GroupCandidate = InferEntity<typeof GroupCandidateEntity>;
export type GroupEmailInvitation = InferEntity<typeof GroupEmailInvitationEntity>;
