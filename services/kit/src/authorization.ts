import { forbidden } from './errors.ts';
import { requireUser, type Viewer } from './viewer.ts';

/**
 * Platform roles a viewer can hold (spec section 6: "a role named in upper-case ADMIN enables
 * impersonation"). Roles scoped to an organization or group belong to those services, not here.
 */
export const PlatformRole = {
  ADMIN: 'ADMIN',
  /** Writes blog posts and newsletters and sends them; given by a platform administrator. */
  CONTENT_EDITOR: 'CONTENT_EDITOR',
} as const;
export type PlatformRole = (typeof PlatformRole)[keyof typeof PlatformRole];

export const hasRole = (viewer: Viewer, role: PlatformRole): boolean => viewer.roles.includes(role);

/** A platform administrator: may see and change what other members cannot. */
export const isAdmin = (viewer: Viewer): boolean => hasRole(viewer, PlatformRole.ADMIN);

/** The signed-in administrator's id; UNAUTHENTICATED when anonymous, FORBIDDEN for anyone else. */
export function requireAdmin(viewer: Viewer): string {
  const userId = requireUser(viewer);
  if (!isAdmin(viewer)) throw forbidden();
  return userId;
}

/** Whether the viewer is `userId` themself or an administrator (who may act for any member). */
export const isSelfOrAdmin = (viewer: Viewer, userId: string): boolean => viewer.userId === userId || isAdmin(viewer);

/** A content editor, or an administrator (who may do anything an editor does). */
export const isContentEditor = (viewer: Viewer): boolean => isAdmin(viewer) || hasRole(viewer, PlatformRole.CONTENT_EDITOR);

/** The signed-in content editor's id; UNAUTHENTICATED when anonymous, FORBIDDEN for anyone else. */
export function requireContentEditor(viewer: Viewer): string {
  const userId = requireUser(viewer);
  if (!isContentEditor(viewer)) throw forbidden();
  return userId;
}
