/** The unread filter as the page's address spells it (`?filter=unread`); anything else is all. */
export const isUnreadFilter = (filter: string | undefined): boolean => filter === 'unread';

/**
 * A notification's link inside the app, or null: notify writes paths such as /posts/$id and /g/$slug;
 * anything that is not a path of this site (another origin, `//host`, a scheme) is not followed.
 */
export function appPath(webPath: string | null | undefined): string | null {
  if (!webPath || !webPath.startsWith('/') || webPath.startsWith('//') || webPath.includes('\\')) return null;
  return webPath;
}
