import { optionalText } from '../../app/search-params.ts';

/**
 * The invitation a sign-up or sign-in page was opened from, passed on to `signIn`: `groupSlug`, a
 * group invitation e-mail's link (notify's group-email-invitation); `inviteSlug`, a member's own
 * invitation link (their slug). Each page's link to the other keeps them.
 */
export interface InvitationLinks {
  groupSlug?: string;
  inviteSlug?: string;
}

export const invitationLinks = (search: Record<string, unknown>): InvitationLinks => ({
  groupSlug: optionalText(search, 'groupSlug'),
  inviteSlug: optionalText(search, 'inviteSlug'),
});

/** The mutation's variables (null when the page was not opened from such a link). */
export const invitationVariables = ({ groupSlug, inviteSlug }: InvitationLinks) => ({
  groupSlug: groupSlug ?? null,
  inviteSlug: inviteSlug ?? null,
});
