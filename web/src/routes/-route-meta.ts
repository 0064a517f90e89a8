/**
 * Every page route's `<head>` metadata, declared once and used twice: by the route files (the
 * client renders it with TanStack Router's `head`) and by the web server (which writes it into
 * index.html so crawlers and link previews get it without JavaScript).
 * Shared with Node's type stripping: erasable TypeScript only, no DOM, no imports.
 */

export const BRAND = 'Koinonia';
export const TITLE_TEMPLATE = `%s | ${BRAND}`;
export const DEFAULT_ROBOTS = 'index, follow';
export const PRIVATE_ROBOTS = 'noindex, nofollow';
export const SOCIAL_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: 'Koinonia: the professional network for the ministry world' };
export const DEFAULT_DESCRIPTION =
  'Koinonia is the professional network for the ministry world: pastors, church staff, volunteers and ministry organizations connecting, serving and growing together.';

export interface RouteMeta {
  title: string;
  description: string;
  robots: string;
}

const privatePage = (title: string, description: string): RouteMeta => ({ title, description, robots: PRIVATE_ROBOTS });
const publicPage = (title: string, description: string): RouteMeta => ({ title, description, robots: DEFAULT_ROBOTS });
const comingSoon = (title: string, what: string): RouteMeta =>
  privatePage(title, `${what} on Koinonia, the professional network for the ministry world.`);

/** Route paths as TanStack Router spells them, with their metadata. */
export const routeMeta = {
  '/': publicPage('Connect with the ministry world', DEFAULT_DESCRIPTION),
  '/sign-up': publicPage('Sign up', 'Join Koinonia to connect with ministry leaders, find resources and grow in faith.'),
  '/sign-in': publicPage('Sign in', 'Sign in to Koinonia, the professional network for the ministry world.'),
  '/check-email': privatePage('Check your email', 'Confirm your email address to finish setting up your Koinonia account.'),
  '/verify-email': privatePage('Verify your email', 'Confirm your email address for your Koinonia account.'),
  '/forgot-password': publicPage('Forgot password', 'Get a link to set a new password for your Koinonia account.'),
  '/reset-password': privatePage('Set a new password', 'Choose a new password for your Koinonia account.'),
  '/profile': privatePage('My profile', 'Your Koinonia profile.'),
  '/u/$slug': publicPage('Member profile', 'A member of Koinonia, the professional network for the ministry world.'),
  '/dev/mailbox': privatePage('Dev mailbox', 'E-mails sent by Koinonia in development.'),
  '/feed': comingSoon('Feed', 'News from your connections, groups and events'),
  '/network': comingSoon('My network', 'Your connections and the organizations you follow'),
  '/jobs': comingSoon('Jobs', 'Ministry job opportunities'),
  '/groups': comingSoon('Groups', 'Groups'),
  '/events': comingSoon('Events', 'Events'),
  '/chat': comingSoon('Chat', 'Conversations'),
  '/notifications': comingSoon('Notifications', 'Your notifications'),
  '/search': privatePage('Search', 'Search people, organizations, groups and events on Koinonia.'),
} satisfies Record<string, RouteMeta>;

export type RoutePath = keyof typeof routeMeta;

export const NOT_FOUND_META: RouteMeta = privatePage('Page not found', 'This page does not exist on Koinonia.');

export function formatTitle(title: string): string {
  return TITLE_TEMPLATE.replace('%s', title);
}

export interface HeadData {
  title: string;
  description: string;
  robots: string;
  canonicalUrl: string;
  imageUrl: string;
  imageAlt: string;
  type: 'website' | 'profile';
  profile?: { firstName: string; lastName: string; username: string };
}

export interface HeadOverrides {
  title?: string;
  description?: string;
  robots?: string;
  type?: HeadData['type'];
  profile?: HeadData['profile'];
}

/** The head of a page: its route's metadata, overridden by what the page knows (e.g. a member's name). */
export function buildHead(meta: RouteMeta, publicUrl: string, pathname: string, overrides: HeadOverrides = {}): HeadData {
  const origin = publicUrl.replace(/\/+$/, '');
  const head: HeadData = {
    title: formatTitle(overrides.title ?? meta.title),
    description: overrides.description ?? meta.description,
    robots: overrides.robots ?? meta.robots,
    canonicalUrl: `${origin}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`,
    imageUrl: `${origin}${SOCIAL_IMAGE.path}`,
    imageAlt: SOCIAL_IMAGE.alt,
    type: overrides.type ?? 'website',
  };
  if (overrides.profile) head.profile = overrides.profile;
  return head;
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: string; href: string };

/** The tags of a head, in a neutral form both renderers use. */
export function headTags(head: HeadData): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: 'title', text: head.title },
    { tag: 'meta', name: 'description', content: head.description },
    { tag: 'meta', name: 'robots', content: head.robots },
    { tag: 'link', rel: 'canonical', href: head.canonicalUrl },
    { tag: 'meta', property: 'og:site_name', content: BRAND },
    { tag: 'meta', property: 'og:type', content: head.type },
    { tag: 'meta', property: 'og:title', content: head.title },
    { tag: 'meta', property: 'og:description', content: head.description },
    { tag: 'meta', property: 'og:url', content: head.canonicalUrl },
    { tag: 'meta', property: 'og:locale', content: 'en_US' },
    { tag: 'meta', property: 'og:image', content: head.imageUrl },
    { tag: 'meta', property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { tag: 'meta', property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { tag: 'meta', property: 'og:image:alt', content: head.imageAlt },
    { tag: 'meta', name: 'twitter:card', content: 'summary_large_image' },
    { tag: 'meta', name: 'twitter:title', content: head.title },
    { tag: 'meta', name: 'twitter:description', content: head.description },
    { tag: 'meta', name: 'twitter:image', content: head.imageUrl },
    { tag: 'meta', name: 'twitter:image:alt', content: head.imageAlt },
  ];
  if (head.profile) {
    tags.push(
      { tag: 'meta', property: 'profile:first_name', content: head.profile.firstName },
      { tag: 'meta', property: 'profile:last_name', content: head.profile.lastName },
      { tag: 'meta', property: 'profile:username', content: head.profile.username },
    );
  }
  return tags;
}

export interface RouteMatch {
  path: RoutePath;
  params: Record<string, string>;
}

/** Which page route a URL path is, with its parameters; null for an unknown path. */
export function matchRoutePath(pathname: string): RouteMatch | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = normalized.split('/').filter(Boolean);
  for (const path of Object.keys(routeMeta) as RoutePath[]) {
    const parts = path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let index = 0; index < parts.length; index++) {
      const part = parts[index] as string;
      const segment = segments[index] as string;
      if (part.startsWith('$')) {
        try {
          params[part.slice(1)] = decodeURIComponent(segment);
        } catch {
          matched = false;
          break;
        }
      } else if (part !== segment) {
        matched = false;
        break;
      }
    }
    if (matched) return { path, params };
  }
  return null;
}
