import { z } from 'zod';
import { messages, orList, rules } from '@koinonia/kit';

/** Spec section 4, "Membership action". */
export const membershipActions = ['ACCEPT', 'DEMOTE', 'INVITE', 'NOT_ACCEPT', 'PROMOTE'] as const;
export type MembershipAction = (typeof membershipActions)[number];

export const idLists = ['adminIds', 'memberIds', 'requesterIds', 'inviteeIds'] as const;
export type IdList = (typeof idLists)[number];

/** How many people one call changes at most: a page of a membership admin screen. */
export const MAX_IDS = 100;

/** A list of people by id: each a uuid, duplicates dropped; none given is an empty list. */
export const ids = () =>
  z
    .array(rules.id())
    .max(MAX_IDS, `must list at most ${MAX_IDS} people`)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]);

export const groupIdField = rules.id();

/** The id lists each action applies to (NOT_ACCEPT: either or both). */
export const listsOf: Readonly<Record<MembershipAction, readonly IdList[]>> = {
  ACCEPT: ['requesterIds'],
  NOT_ACCEPT: ['requesterIds', 'inviteeIds'],
  INVITE: ['inviteeIds'],
  PROMOTE: ['memberIds'],
  DEMOTE: ['adminIds'],
};

type Lists = Record<IdList, string[]>;

/**
 * Refuses lists that are not `allowed` ("must be empty ..."), and when `required`, the absence of
 * all the allowed ones ("required", on the first).
 */
export function checkLists(value: Lists, allowed: readonly IdList[], why: string, ctx: z.RefinementCtx, required: boolean): void {
  for (const list of idLists) {
    if (!allowed.includes(list) && value[list].length) ctx.addIssue({ code: 'custom', path: [list], message: `must be empty ${why}` });
  }
  if (required && allowed.every((list) => !value[list].length)) {
    ctx.addIssue({ code: 'custom', path: [allowed[0]!], message: messages.required });
  }
}

export const actionField = z.enum(membershipActions, {
  error: (issue) => (issue.input == null ? messages.required : `must be ${orList(membershipActions)}`),
});

/** membershipAction where the mutation type takes none. */
export const noAction = (why: string) => z.null({ error: `must be empty ${why}` }).optional();
