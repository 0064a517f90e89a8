/**
 * Every page route's `<head>` metadata, declared once. Route files render it through TanStack
 * Router's `head`, which runs on the server (the HTML crawlers and link previews get) and in the
 * browser alike; pages whose head depends on their data derive it here from their loader's data.
 * Erasable TypeScript only, no DOM, no imports.
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
  /** The same for every anonymous visitor, so a shared cache may keep it briefly. */
  shareable: boolean;
  /** Rendered once when the web server starts and served from memory to anonymous visitors. */
  prerender?: boolean;
}

const privatePage = (title: string, description: string): RouteMeta => ({ title, description, robots: PRIVATE_ROBOTS, shareable: false });
const publicPage = (title: string, description: string): RouteMeta => ({ title, description, robots: DEFAULT_ROBOTS, shareable: true });
const comingSoon = (title: string, what: string): RouteMeta =>
  privatePage(title, `${what} on Koinonia, the professional network for the ministry world.`);

/** Route paths as TanStack Router spells them, with their metadata. */
export const routeMeta = {
  '/': { ...publicPage('Connect with the ministry world', DEFAULT_DESCRIPTION), prerender: true },
  '/sign-up': { ...publicPage('Sign up', 'Join Koinonia to connect with ministry leaders, find resources and grow in faith.'), prerender: true },
  '/sign-in': publicPage('Sign in', 'Sign in to Koinonia, the professional network for the ministry world.'),
  '/check-email': privatePage('Check your email', 'Confirm your email address to finish setting up your Koinonia account.'),
  '/verify-email': privatePage('Verify your email', 'Confirm your email address for your Koinonia account.'),
  '/forgot-password': publicPage('Forgot password', 'Get a link to set a new password for your Koinonia account.'),
  '/reset-password': privatePage('Set a new password', 'Choose a new password for your Koinonia account.'),
  '/profile': privatePage('My profile', 'Your Koinonia profile.'),
  '/u/$slug': publicPage('Member profile', 'A member of Koinonia, the professional network for the ministry world.'),
  '/dev/mailbox': privatePage('Dev mailbox', 'E-mails sent by Koinonia in development.'),
  '/feed': privatePage('Feed', 'News, questions and encouragement from your connections and the ministry world on Koinonia.'),
  '/prayers': privatePage('Prayer', 'Ask for prayer, pray for others and share how God answers, on Koinonia.'),
  '/posts/$id': publicPage('Post', 'A post on Koinonia, the professional network for the ministry world.'),
  // Prayer requests are personal: shown to whoever may see them, kept out of search engines.
  '/prayers/$id': { ...publicPage('Prayer request', 'A prayer request on Koinonia: pray, and see how God answers.'), robots: PRIVATE_ROBOTS },
  '/network': privatePage('My network', 'Your connections, connection requests and people you may know on Koinonia.'),
  '/jobs': publicPage('Jobs', 'Ministry jobs on Koinonia: search by denomination, ordination, bivocational roles, housing and remote work.'),
  '/jobs/$id': publicPage('Job', 'A ministry job on Koinonia, the professional network for the ministry world.'),
  '/jobs/new': privatePage('Post a job', 'Post a job for your church or ministry on Koinonia.'),
  '/jobs/manage': privatePage('Manage jobs', "Your organizations' jobs on Koinonia: post, edit, pay for and close them."),
  '/jobs/manage/$id': privatePage('Manage a job', 'A job of your organization on Koinonia: its applicants, payment and settings.'),
  '/applications': privatePage('My applications', 'The jobs you applied for on Koinonia, and where each application stands.'),
  '/groups': privatePage('Groups', 'Your groups on Koinonia, and groups to discover and join.'),
  '/groups/new': privatePage('Create a group', 'Create a group on Koinonia for your cohort, team or network.'),
  '/g/$slug': publicPage('Group', 'A group on Koinonia, the professional network for the ministry world.'),
  '/o/$slug': publicPage('Organization', 'An organization on Koinonia, the professional network for the ministry world.'),
  '/organizations': privatePage('My organizations', 'The churches and ministries you serve in on Koinonia.'),
  '/organizations/new': privatePage('Create an organization', 'Give your church or ministry its page on Koinonia.'),
  '/organizations/$slug/billing': privatePage('Promo codes and payments', "Your organization's posting fees, receipts and promo codes on Koinonia."),
  '/following': privatePage('Following', 'The organizations you follow on Koinonia.'),
  '/events': comingSoon('Events', 'Events'),
  '/chat': privatePage('Chat', 'Your direct, group and event conversations on Koinonia.'),
  '/chat/$chatId': privatePage('Conversation', 'A conversation on Koinonia, the professional network for the ministry world.'),
  '/notifications': privatePage('Notifications', 'Comments, reactions, invitations and answered prayers on Koinonia, newest first.'),
  '/moderation': privatePage('Moderation', 'The reports of posts, comments, prayers and messages you review on Koinonia.'),
  '/search': privatePage('Search people', 'Find members of Koinonia by name, organization, group or event.'),
  '/settings/': privatePage('Settings', 'Your Koinonia account settings.'),
  '/settings/account': privatePage('E-mail and profile address', 'Change the e-mail address and profile address of your Koinonia account.'),
  '/settings/notifications': privatePage('Notification e-mails', 'Choose whether Koinonia sends you notification e-mails.'),
  '/settings/password': privatePage('Password', 'Change the password of your Koinonia account.'),
  '/settings/blocked': privatePage('Blocked members', 'The members you blocked on Koinonia.'),
  '/blog': publicPage('Blog', 'Stories, teaching and news for the ministry world from the Koinonia blog.'),
  '/blog/$slug': publicPage('Blog post', 'A post on the Koinonia blog, for the ministry world.'),
  '/blog/author/$profileId': publicPage('Blog posts', 'Posts on the Koinonia blog by one author.'),
  '/blog/new': privatePage('Write a blog post', 'Write a post for the Koinonia blog.'),
  '/blog/$slug/edit': privatePage('Edit a blog post', 'Edit a post of the Koinonia blog.'),
  '/newsletter/confirm': privatePage('Confirm your subscription', 'Confirm your subscription to the Koinonia newsletter.'),
  '/newsletter/unsubscribe': privatePage('Unsubscribe', 'Stop receiving the Koinonia newsletter.'),
  '/invitations/stop': privatePage('Stop invitations', 'Stop all invitations from Koinonia to your e-mail address.'),
  '/admin/newsletters': privatePage('Newsletters', 'Write, preview and send the Koinonia newsletter.'),
  '/admin/newsletters/$id': privatePage('Newsletter', 'Edit, preview and send a Koinonia newsletter.'),
} satisfies Record<string, RouteMeta>;

export type RoutePath = keyof typeof routeMeta;

export const NOT_FOUND_META: RouteMeta = privatePage('Page not found', 'This page does not exist on Koinonia.');
export const ERROR_META: RouteMeta = privatePage('Something went wrong', 'This page could not be loaded. Please try again.');

export function isRoutePath(path: string): path is RoutePath {
  return Object.hasOwn(routeMeta, path);
}

/** The pages the web server prerenders (`prerender`). */
export function prerenderedPaths(): RoutePath[] {
  return (Object.keys(routeMeta) as RoutePath[]).filter((path) => routeMeta[path].prerender === true);
}

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
  /** Known for the site's own social image; a member's image has its own size. */
  imageSize?: { width: number; height: number };
  type: 'website' | 'profile' | 'article';
  profile?: { firstName: string; lastName: string; username: string };
}

export interface HeadOverrides {
  title?: string;
  description?: string;
  robots?: string;
  type?: HeadData['type'];
  profile?: HeadData['profile'];
  /** An absolute image URL instead of the site's social image (a member's own image). */
  image?: { url: string; alt: string };
}

/** The head of a page: its route's metadata, overridden by what the page knows (e.g. a member's name). */
export function buildHead(meta: RouteMeta, publicUrl: string, pathname: string, overrides: HeadOverrides = {}): HeadData {
  const origin = publicUrl.replace(/\/+$/, '');
  const head: HeadData = {
    title: formatTitle(overrides.title ?? meta.title),
    description: overrides.description ?? meta.description,
    robots: overrides.robots ?? meta.robots,
    canonicalUrl: `${origin}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`,
    imageUrl: overrides.image?.url ?? `${origin}${SOCIAL_IMAGE.path}`,
    imageAlt: overrides.image?.alt ?? SOCIAL_IMAGE.alt,
    type: overrides.type ?? 'website',
  };
  if (!overrides.image) head.imageSize = { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height };
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
    ...(head.imageSize
      ? [
          { tag: 'meta' as const, property: 'og:image:width', content: String(head.imageSize.width) },
          { tag: 'meta' as const, property: 'og:image:height', content: String(head.imageSize.height) },
        ]
      : []),
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

export interface ProfileMetaSource {
  firstName: string;
  lastName: string;
  slug: string;
  about: string | null;
  /** The member's image at card size (absolute), when they have one. */
  imageUrl?: string | null;
}

/** A member's public profile (`/u/$slug`): their name, their about text as the description, their image when they have one. */
export function profileMeta(person: ProfileMetaSource): HeadOverrides {
  const name = `${person.firstName} ${person.lastName}`.trim();
  const about = person.about?.replace(/\s+/g, ' ').trim();
  return {
    title: name,
    description: about ? about.slice(0, 200) : `${name} is a member of Koinonia, the professional network for the ministry world.`,
    type: 'profile',
    profile: { firstName: person.firstName, lastName: person.lastName, username: person.slug },
    ...(person.imageUrl ? { image: { url: person.imageUrl, alt: `${name} on Koinonia` } } : {}),
  };
}

export interface GroupMetaSource {
  name: string;
  about: string | null;
  /** "Public", "Closed" or "Invite only". */
  privacyLabel: string;
  membersCount: number;
  /** The group's image at card size (absolute), when it has one. */
  imageUrl?: string | null;
}

/** A group's page (`/g/$slug`): its name, its about text as the description, its image when it has one. */
export function groupMeta(group: GroupMetaSource): HeadOverrides {
  const name = group.name.trim();
  const about = group.about?.replace(/\s+/g, ' ').trim();
  const members = `${group.membersCount} ${group.membersCount === 1 ? 'member' : 'members'}`;
  return {
    title: name,
    description: about ? about.slice(0, 200) : `${name}: a ${group.privacyLabel.toLowerCase()} group on Koinonia with ${members}.`,
    ...(group.imageUrl ? { image: { url: group.imageUrl, alt: `${name} on Koinonia` } } : {}),
  };
}

export interface OrganizationMetaSource {
  name: string;
  type: string;
  slogan: string | null;
  about: string | null;
  /** The organization's image (absolute), when it has one. */
  imageUrl?: string | null;
}

/** An organization's page (`/o/$slug`): its name, its slogan or about text as the description, its image when it has one. */
export function organizationMeta(organization: OrganizationMetaSource): HeadOverrides {
  const name = organization.name.trim();
  const text = (organization.about ?? organization.slogan)?.replace(/\s+/g, ' ').trim();
  return {
    title: name,
    description: text ? text.slice(0, 200) : `${name}: a ${organization.type.trim().toLowerCase() || 'ministry'} on Koinonia, the professional network for the ministry world.`,
    ...(organization.imageUrl ? { image: { url: organization.imageUrl, alt: `${name} on Koinonia` } } : {}),
  };
}

export interface JobMetaSource {
  jobTitle: string;
  organizationName: string | null;
  description: string;
  /** Type, workplace and denomination, e.g. "Full time · On site · Baptist". */
  details: string;
  /** The organization's image (absolute), when it has one. */
  imageUrl?: string | null;
}

/** A job's page (`/jobs/$id`): its title and organization, its description for link previews. */
export function jobMeta(job: JobMetaSource): HeadOverrides {
  const title = job.organizationName ? `${job.jobTitle.trim()} at ${job.organizationName.trim()}` : job.jobTitle.trim();
  const text = job.description.replace(/\s+/g, ' ').trim();
  return {
    title,
    description: (job.details ? `${job.details}. ${text}` : text).slice(0, 200),
    ...(job.imageUrl ? { image: { url: job.imageUrl, alt: `${job.organizationName ?? job.jobTitle} on Koinonia` } } : {}),
  };
}

export interface BlogPostMetaSource {
  title: string;
  /** The post's text (no markup), for the description. */
  text: string;
  /** The post's thumbnail (absolute), when it has one. */
  imageUrl?: string | null;
}

/** A blog post's page (`/blog/$slug`): its title, the start of its text, its thumbnail when it has one. */
export function blogPostMeta(post: BlogPostMetaSource): HeadOverrides {
  const title = post.title.trim();
  const text = post.text.replace(/\s+/g, ' ').trim();
  return {
    title,
    description: text ? text.slice(0, 200) : `${title}, on the Koinonia blog.`,
    type: 'article',
    ...(post.imageUrl ? { image: { url: post.imageUrl, alt: title } } : {}),
  };
}

export interface PostMetaSource {
  authorName: string;
  /** The post's text (its HTML's text). */
  text: string;
  /** The post's image at card size (absolute), when it has one. */
  imageUrl?: string | null;
}

/** A post's page (`/posts/$id`): who wrote it, its text as the description, its image when it has one. */
export function postMeta(post: PostMetaSource): HeadOverrides {
  const title = `Post by ${post.authorName.trim()}`;
  const text = post.text.replace(/\s+/g, ' ').trim();
  return {
    title,
    description: text ? text.slice(0, 200) : `${title} on Koinonia, the professional network for the ministry world.`,
    ...(post.imageUrl ? { image: { url: post.imageUrl, alt: `Image shared by ${post.authorName.trim()}` } } : {}),
  };
}

export interface PrayerMetaSource {
  authorName: string;
  text: string;
  answered: boolean;
  testimony: string | null;
}

/** A prayer request's page (`/prayers/$id`): who asks, the request, and the testimony once it is answered. */
export function prayerMeta(prayer: PrayerMetaSource): HeadOverrides {
  const name = prayer.authorName.trim();
  const text = (prayer.answered && prayer.testimony ? `Answered: ${prayer.testimony}` : prayer.text).replace(/\s+/g, ' ').trim();
  return {
    title: prayer.answered ? `Answered prayer by ${name}` : `Prayer request by ${name}`,
    description: text ? text.slice(0, 200) : `A prayer request by ${name} on Koinonia.`,
  };
}
