import { randomBytes } from 'node:crypto';
import { loadOrgsJobsConfig } from '@koinonia/orgs-jobs';
import { chanceFor, daysBefore, seedId } from './deterministic.ts';
import type { Member } from './members.ts';
import { planPromoCodes, type Organization } from './organizations.ts';
import { insertRows, presentIds, type Db } from './sql.ts';

/** orgs-jobs: the job board (opportunities in every state), members' applications and who is open to a call. */

export interface Opportunity {
  readonly id: string;
  readonly organizationId: string;
  readonly postedBy: string;
  readonly status: 'DRAFT' | 'AWAITING_PAYMENT' | 'OPEN' | 'CLOSED';
  readonly publishedAt: Date | null;
  readonly row: Readonly<Record<string, unknown>>;
}

const roles = [
  { title: 'Senior Pastor', duty: 'preach most Sundays, lead the elders and shepherd the congregation' },
  { title: 'Associate Pastor', duty: 'share the preaching, lead pastoral care and oversee small groups' },
  { title: 'Youth Pastor', duty: 'disciple middle and high school students and train their leaders' },
  { title: 'Worship Leader', duty: 'plan and lead Sunday worship and build a team of musicians' },
  { title: 'Children’s Ministry Director', duty: 'run Sunday school, recruit volunteers and keep children safe' },
  { title: 'Church Administrator', duty: 'manage the budget, the building, the calendar and the office' },
  { title: 'Hospital Chaplain', duty: 'visit patients and families and pray with staff through hard days' },
  { title: 'Missions Coordinator', duty: 'care for our missionaries and organise short-term trips' },
  { title: 'Campus Minister', duty: 'reach university students through Bible studies and mentoring' },
  { title: 'Outreach Director', duty: 'lead our food pantry, prison visits and neighbourhood work' },
  { title: 'Seminary Professor', duty: 'teach Old Testament and supervise students’ field ministry' },
  { title: 'Communications Manager', duty: 'tell our story online, in print and on Sunday screens' },
] as const;

const denominations = ['Baptist', 'Methodist', 'Presbyterian', 'Anglican', 'Lutheran', 'Pentecostal', 'Non-denominational', 'Reformed'] as const;
const workplaces = ['ON_SITE', 'ON_SITE', 'HYBRID', 'REMOTE'] as const;
const requirements = [
  'A Master of Divinity or equivalent experience.',
  'Three years of ministry experience and a love for the local church.',
  'A background check and references from two pastors.',
  'Fluency in English and Spanish is a plus.',
] as const;
const benefits = ['Health insurance and a retirement plan.', 'Four weeks of vacation and a study leave.', 'A housing allowance.', 'Conference budget and coaching.'] as const;
const applicationStatuses = ['SUBMITTED', 'SUBMITTED', 'REVIEWING', 'INTERVIEWING', 'OFFERED', 'DECLINED', 'WITHDRAWN'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opportunity k: posted by an admin of one of the organizations; most are open, some drafts, unpaid or closed. */
export function planOpportunities(count: number, organizations: readonly Organization[], now: Date): Opportunity[] {
  const withAdmins = organizations.filter((o) => o.staff.some((s) => s.isAdmin));
  if (!withAdmins.length) return [];
  return Array.from({ length: count }, (_, k) => {
    const chance = chanceFor('opportunity', k);
    const organization = withAdmins[k % withAdmins.length]!;
    const postedBy = chance.pick(organization.staff.filter((s) => s.isAdmin)).userId;
    const role = chance.pick(roles);
    const roll = chance.next();
    const status = roll < 0.8 ? 'OPEN' : roll < 0.88 ? 'CLOSED' : roll < 0.94 ? 'AWAITING_PAYMENT' : 'DRAFT';
    const createdAt = daysBefore(now, chance, 120);
    const published = status === 'OPEN' || status === 'CLOSED';
    const publishedAt = published ? new Date(createdAt.getTime() + chance.int(0, 60) * 60_000) : null;
    // Some open jobs are already past their deadline: they read as EXPIRED.
    const deadline = chance.chance(0.6) ? new Date(createdAt.getTime() + chance.int(20, 150) * DAY_MS) : null;
    const isContract = chance.chance(0.15);
    const salary = chance.int(30, 90) * 1000;
    // Published jobs were paid for, or posted with a promo code that left nothing to pay.
    const promoCode = published && chance.chance(0.3) ? 'FOUNDERS' : null;
    const denomination = chance.chance(0.85) ? chance.pick(denominations) : null;
    return {
      id: seedId('opportunity', k),
      organizationId: organization.id,
      postedBy,
      status,
      publishedAt,
      row: {
        id: seedId('opportunity', k),
        organization_id: organization.id,
        type: isContract ? 'CONTRACT' : chance.pick(['FULL_TIME', 'FULL_TIME', 'PART_TIME', 'VOLUNTEER', 'INTERNSHIP']),
        status,
        job_title: role.title,
        description: `${organization.name} is looking for a ${role.title.toLowerCase()} to ${role.duty}. ${organization.about}`,
        requirements: chance.pick(requirements),
        benefits: chance.pick(benefits),
        salary_start_range: salary,
        salary_end_range: salary + chance.int(0, 25) * 1000,
        contract_rate: isContract ? chance.int(25, 80) : null,
        contract_pay_per: isContract ? 'HOUR' : null,
        deadline,
        job_post_fee: 49,
        fee_due: promoCode ? 0 : 49,
        promo_code: promoCode,
        denomination,
        ordination_required: role.title.includes('Pastor') && chance.chance(0.6),
        bivocational: chance.chance(0.2),
        housing_provided: chance.chance(0.15),
        workplace: chance.pick(workplaces),
        posted_by: postedBy,
        published_at: publishedAt,
        closed_at: status === 'CLOSED' ? new Date(Math.min(now.getTime(), publishedAt!.getTime() + 30 * DAY_MS)) : null,
        created_at: createdAt,
        updated_at: createdAt,
      },
    };
  });
}

/** Each member applies to a few published jobs (never twice to one); about one in twenty is open to a call. */
export function planApplications(members: readonly Member[], opportunities: readonly Opportunity[], now: Date) {
  const published = opportunities.filter((o) => o.publishedAt);
  const applications = members.flatMap((member, index) => {
    const chance = chanceFor('member', index, 'applications');
    return chance.sample(published, chance.int(0, 3)).flatMap((opportunity) => {
      if (opportunity.postedBy === member.id) return [];
      const createdAt = new Date(Math.min(now.getTime(), opportunity.publishedAt!.getTime() + chance.int(1, 20) * DAY_MS));
      return [{
        id: seedId('application', opportunity.id, member.id),
        opportunity_id: opportunity.id,
        user_id: member.id,
        status: chance.pick(applicationStatuses),
        message: `I would be glad to serve with you. ${member.about}`,
        created_at: createdAt,
        updated_at: createdAt,
      }];
    });
  });
  const openToCall = members.flatMap((member, index) => {
    const chance = chanceFor('member', index, 'open-to-call');
    if (!chance.chance(0.05)) return [];
    return [{
      user_id: member.id,
      note: `Open to a call in ${member.place.city} or nearby.`,
      denomination: chance.pick(denominations),
      workplace: chance.pick(workplaces),
      updated_at: daysBefore(now, chance, 90),
    }];
  });
  return { applications, openToCall };
}

/**
 * What published jobs cost their organizations: a redemption of FOUNDERS for those posted with it,
 * else a PAID posting fee with its receipt. With the local adapter (no Stripe key) each payment
 * has the completed local checkout its receipt page shows; with Stripe there is no receipt to link.
 */
function planPayments(opportunities: readonly Opportunity[], env: Readonly<Record<string, string | undefined>>) {
  const payments = loadOrgsJobsConfig({ ...env, INTERNAL_SECRET: env['INTERNAL_SECRET'] ?? randomBytes(32).toString('hex') }).payments;
  const paid = opportunities.filter((o) => o.publishedAt && !o.row['promo_code']);
  const sessions = paid.map((o) => {
    const paymentIntentId = `pi_seed_${o.id.replaceAll('-', '')}`;
    const request = {
      mode: 'payment',
      currency: payments.currency,
      lineItems: [{ name: `Job posting: ${String(o.row['job_title'])}`, amount: 49, quantity: 1 }],
      metadata: { organizationId: o.organizationId },
      successUrl: '',
      cancelUrl: '',
      customerId: null,
      saveCard: true,
    };
    return { o, paymentIntentId, request, sessionId: `cs_seed_${o.id.replaceAll('-', '')}` };
  });
  const local = payments.adapter === 'local' ? payments.publicUrl : null;
  return {
    localSessions: local
      ? sessions.map(({ o, paymentIntentId, request, sessionId }) => ({
          id: sessionId, kind: 'checkout', status: 'COMPLETE', request: JSON.stringify(request), payment_intent_id: paymentIntentId,
          created_at: o.publishedAt, completed_at: o.publishedAt,
        }))
      : [],
    payments: sessions.map(({ o, paymentIntentId, sessionId }) => ({
      id: seedId('payment', o.id),
      organization_id: o.organizationId,
      opportunity_id: o.id,
      checkout_session_id: sessionId,
      amount: 49,
      currency: payments.currency,
      status: 'PAID',
      payment_intent_id: paymentIntentId,
      receipt_url: local ? `${local}/payments/receipt?payment_intent=${paymentIntentId}` : null,
      paid_at: o.publishedAt,
      created_at: o.row['created_at'],
    })),
  };
}

export async function writeOpportunities(
  db: Db,
  opportunities: readonly Opportunity[],
  members: readonly Member[],
  present: ReadonlySet<string>,
  now: Date,
  organizationsPlanned: readonly Organization[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  const organizations = await presentIds(db, 'organization', [...new Set(opportunities.map((o) => o.organizationId))]);
  const kept = opportunities.filter((o) => organizations.has(o.organizationId) && present.has(o.postedBy));
  await insertRows(db, 'opportunity', kept.map((o) => o.row));
  const written = await presentIds(db, 'opportunity', kept.map((o) => o.id));
  const { applications, openToCall } = planApplications(members.filter((m) => present.has(m.id)), kept.filter((o) => written.has(o.id)), now);
  await insertRows(db, 'application', applications);
  await insertRows(db, 'open_to_call', openToCall);

  const codes = planPromoCodes(organizationsPlanned.filter((o) => organizations.has(o.id)), now);
  await insertRows(db, 'promo_code', codes);
  const founders = codes.find((c) => c.code === 'FOUNDERS');
  const seeded = kept.filter((o) => written.has(o.id));
  if (founders) {
    const redeemed = seeded.filter((o) => o.row['promo_code'] === founders.code);
    await insertRows(db, 'promo_code_redemption', redeemed.map((o) => ({ purchase_id: o.id, promo_code_id: founders.id, amount_due: 0, created_at: o.publishedAt })));
    // Counted from the rows, so a second run (which inserts nothing new) leaves it right.
    await db.query('update promo_code set used_count = (select count(*) from promo_code_redemption where promo_code_id = $1) where id = $1', [founders.id]);
  }
  const { localSessions, payments } = planPayments(seeded, env);
  await insertRows(db, 'payment_local_session', localSessions);
  await insertRows(db, 'payment', payments);
}
