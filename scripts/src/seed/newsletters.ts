import { seedId } from './deterministic.ts';
import { DEMO, type Member } from './members.ts';
import type { Opportunity } from './opportunities.ts';
import type { Organization } from './organizations.ts';
import { inTransaction, insertRows, type Db } from './sql.ts';

/**
 * content: the demo content editor's newsletters (one sent, one draft, each version kept), a few
 * confirmed subscribers, and content's read model of the job board (job titles and organization
 * names, which orgs-jobs' events would have brought). The editor's CONTENT_EDITOR role goes into
 * identity, and the subscribers into notify's read model of them, as the seed writes every copy.
 */

export interface NewsletterPlan {
  readonly editorId: string;
  readonly newsletters: readonly PlannedNewsletter[];
  readonly subscribers: readonly { id: string; email: string; createdAt: Date }[];
  readonly jobs: readonly { id: string; organizationId: string; title: string; isOpen: boolean }[];
  readonly organizations: readonly { id: string; name: string }[];
}

interface Content {
  subject: string;
  sponsoredBy: string | null;
  whatsNew: string | null;
  podcastImageUrl: string | null;
  podcastTitle: string | null;
  podcastDescription: string | null;
  podcastUrl: string | null;
  jobListingIds: string[];
}

interface PlannedNewsletter {
  readonly id: string;
  readonly status: 'DRAFT' | 'SENT';
  /** Every version's content, oldest first; the last is the newsletter's. */
  readonly versions: readonly Content[];
  readonly createdAt: Date;
  readonly sentAt: Date | null;
}

const DAY = 24 * 3600_000;

export function planNewsletters(members: readonly Member[], organizations: readonly Organization[], opportunities: readonly Opportunity[], now: Date): NewsletterPlan {
  const editor = members[DEMO.editor]!;
  const open = opportunities.filter((o) => o.status === 'OPEN');
  const jobTitle = (o: Opportunity): string => String(o.row['job_title']);
  const sent: Content = {
    subject: 'Koinonia this month: new groups, a podcast on rest, and open positions',
    sponsoredBy: organizations[0]?.name ?? null,
    whatsNew:
      '<p>Groups now have their own <strong>prayer walls</strong>, and organizations can post jobs with a few clicks.</p>' +
      '<ul><li>Pastors’ circles meet every first Tuesday.</li><li>The blog has a new section: Stories.</li></ul>',
    podcastImageUrl: 'https://images.koinonia.example/podcast/episode-12.png',
    podcastTitle: 'Episode 12: Sabbath for busy pastors',
    podcastDescription: 'A conversation on rest, boundaries and the rhythms that keep a ministry going for decades.',
    podcastUrl: 'https://podcast.koinonia.example/episodes/12',
    jobListingIds: open.slice(0, 4).map((o) => o.id),
  };
  return {
    editorId: editor.id,
    newsletters: [
      {
        id: seedId('newsletter', 0),
        status: 'SENT',
        // The editor fixed the subject before sending: the first draft stays previewable.
        versions: [{ ...sent, subject: 'Koinonia this month' }, sent],
        createdAt: new Date(now.getTime() - 30 * DAY),
        sentAt: new Date(now.getTime() - 28 * DAY),
      },
      {
        id: seedId('newsletter', 1),
        status: 'DRAFT',
        versions: [
          {
            subject: 'Koinonia next month: volunteers, lament and new jobs',
            sponsoredBy: null,
            whatsNew: '<p>Coming soon: events for groups, with registration and reminders.</p>',
            podcastImageUrl: null,
            podcastTitle: 'Episode 13: Learning to lament',
            podcastDescription: null,
            podcastUrl: 'https://podcast.koinonia.example/episodes/13',
            jobListingIds: open.slice(4, 7).map((o) => o.id),
          },
        ],
        createdAt: new Date(now.getTime() - 2 * DAY),
        sentAt: null,
      },
    ],
    subscribers: Array.from({ length: 6 }, (_, i) => ({
      id: seedId('newsletter-subscriber', i),
      email: `reader${i + 1}@koinonia.example`,
      createdAt: new Date(now.getTime() - (40 - i) * DAY),
    })),
    jobs: opportunities
      .filter((o) => o.status === 'OPEN' || o.status === 'CLOSED')
      .map((o) => ({ id: o.id, organizationId: o.organizationId, title: jobTitle(o), isOpen: o.status === 'OPEN' })),
    organizations: organizations.map((o) => ({ id: o.id, name: o.name })),
  };
}

export async function writeNewsletters(db: Db, plan: NewsletterPlan): Promise<void> {
  await insertRows(db, 'job_organization', plan.organizations);
  await insertRows(db, 'job_post', plan.jobs.map((j) => ({ id: j.id, organization_id: j.organizationId, title: j.title, is_open: j.isOpen })));
  await insertRows(
    db,
    'newsletter',
    plan.newsletters.map((n) => {
      const latest = n.versions.at(-1)!;
      return {
        id: n.id,
        subject: latest.subject,
        status: n.status,
        sponsored_by: latest.sponsoredBy,
        whats_new: latest.whatsNew,
        podcast_image_url: latest.podcastImageUrl,
        podcast_title: latest.podcastTitle,
        podcast_description: latest.podcastDescription,
        podcast_url: latest.podcastUrl,
        job_listing_ids: JSON.stringify(latest.jobListingIds),
        version: n.versions.length,
        created_by_id: plan.editorId,
        created_at: n.createdAt,
        updated_at: n.sentAt ?? n.createdAt,
        sent_at: n.sentAt,
        send_id: n.status === 'SENT' ? seedId('newsletter-send', n.id) : null,
      };
    }),
  );
  await insertRows(
    db,
    'newsletter_version',
    plan.newsletters.flatMap((n) =>
      n.versions.map((content, i) => ({ newsletter_id: n.id, version: i + 1, content: JSON.stringify(content), created_at: n.createdAt })),
    ),
  );
  await insertRows(
    db,
    'newsletter_subscriber',
    plan.subscribers.map((s) => ({ id: s.id, email: s.email, is_verified: true, created_at: s.createdAt, updated_at: s.createdAt })),
  );
}

/** identity: the editor's platform role. */
export async function writeContentEditorRole(db: Db, plan: NewsletterPlan, members: ReadonlySet<string>): Promise<void> {
  if (!members.has(plan.editorId)) return;
  await insertRows(db, 'user_role', [
    { id: seedId('role', plan.editorId, 'CONTENT_EDITOR'), user_id: plan.editorId, name: 'CONTENT_EDITOR', organization_id: null },
  ]);
}

/** notify: its read model of the subscribers, which content's subscriber events would have written. */
export async function writeNotifySubscribers(db: Db, plan: NewsletterPlan): Promise<void> {
  await insertRows(
    db,
    'newsletter_subscriber',
    plan.subscribers.map((s) => ({ email: s.email, is_verified: true, is_subscribed: true, updated_at: s.createdAt })),
  );
}

/** Plans and writes it all, each database in its own transaction: the one call `runSeed` makes. */
export async function seedNewsletters(
  url: (service: string) => string,
  seeded: { members: readonly Member[]; organizations: readonly Organization[]; opportunities: readonly Opportunity[]; present: ReadonlySet<string> },
  now: Date,
): Promise<void> {
  const plan = planNewsletters(seeded.members, seeded.organizations, seeded.opportunities, now);
  await inTransaction(url('content'), (db) => writeNewsletters(db, plan));
  await inTransaction(url('identity'), (db) => writeContentEditorRole(db, plan, seeded.present));
  await inTransaction(url('notify'), (db) => writeNotifySubscribers(db, plan));
}
