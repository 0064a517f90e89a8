import { useQuery } from '@apollo/client/react';
import { ContentEditorRolesDocument } from '../../__generated__/graphql/graphql.ts';

/** The platform roles that write the blog and the newsletter (kit's isContentEditor). */
const EDITOR_ROLES = new Set(['ADMIN', 'CONTENT_EDITOR']);

export function isContentEditor(roles: readonly { name: string; organizationId: string | null }[]): boolean {
  return roles.some((role) => role.organizationId === null && EDITOR_ROLES.has(role.name));
}

/** Whether the signed-in viewer is a content editor, through Apollo Client (undefined while loading). */
export function useContentEditor(): { editor: boolean | undefined; error: Error | undefined; retry: () => void } {
  const query = useQuery(ContentEditorRolesDocument);
  const roles = query.data?.me?.roles;
  return {
    editor: roles ? isContentEditor(roles) : query.data ? false : undefined,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
