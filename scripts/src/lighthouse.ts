/**
 * `npm run lighthouse`: Lighthouse (default mobile profile: simulated slow 4G, 4x CPU slowdown) on
 * the pages a stranger lands on, against the system as `npm start` runs it (one process, built web
 * app) but on free ports and fresh databases. Prints the four category scores and FCP, LCP, TBT
 * and CLS of each page against the targets. Each page is measured LIGHTHOUSE_RUNS times (default
 * 3) and the run with the median performance score is printed. LIGHTHOUSE_PAGES (comma-separated
 * names, e.g. "landing,public group") measures only those pages; LIGHTHOUSE_REPORTS (a directory)
 * keeps each run's full JSON report there, to see what a page spent its time on.
 *
 * Uses DATABASE_URL when set, otherwise an embedded PostgreSQL in a temporary directory, and
 * Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import {
  SaveBlogPostDocument,
  SaveGroupDocument,
  SaveJobDocument,
  SaveOrganizationDocument,
  SignInDocument,
  SignUpDocument,
  StartJobCheckoutDocument,
  UpdateUserProfileDocument,
} from '../../web/src/__generated__/graphql/graphql.ts';
import kitGlobalSetup, { globalTeardown as kitGlobalTeardown } from '../../services/kit/src/testing/global-setup.ts';
import { startSystemUnderTest } from './browser/system-under-test.ts';

/**
 * A GraphQL client for the public API that keeps its session cookie, as a browser would. The
 * gateway runs only the web app's operations (trusted documents), so it sends theirs, by hash.
 */
class ApiClient {
  readonly #url: string;
  readonly #origin: string;
  #cookie = '';

  constructor(url: string, origin: string) {
    this.#url = url;
    this.#origin = origin;
  }

  async request<T, V>(document: TypedDocumentNode<T, V>, variables: V): Promise<T> {
    const documentId = (document as { __meta__?: { hash: string } }).__meta__?.hash;
    if (!documentId) throw new Error('not one of the web app\'s generated operations');
    const response = await fetch(this.#url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.#origin, cookie: this.#cookie },
      body: JSON.stringify({ documentId, variables }),
    });
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('koinonia_session='));
    if (session) this.#cookie = session.split(';')[0] ?? '';
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(`GraphQL request failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  }
}

/** What a page's `prepare` may use: new API clients, and each service's database. */
interface Preparation {
  api: () => ApiClient;
  databaseUrl: (service: string) => string;
}

/** One page to measure: `prepare` creates what it shows through the public API and returns its path. */
interface MeasuredPage {
  name: string;
  prepare(system: Preparation): Promise<string>;
}

/**
 * A member with a filled-in profile, made the way a person would: sign up, sign in (sign-up answers
 * nothing, so it reveals nothing about the address), then edit the profile. Answers their slug.
 */
async function signedUpMember(member: ApiClient, firstName: string, lastName: string): Promise<{ id: string; slug: string; email: string; password: string }> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${firstName.toLowerCase()}-${suffix}@corinth.example.org`;
  const password = `Tentmaker${suffix}9`;
  await member.request(SignUpDocument, { firstName, lastName, email, password });
  const { signIn } = await member.request(SignInDocument, { email, password });
  if (!signIn) throw new Error(`${email} could not sign in after signing up`);
  return { id: signIn.id, slug: signIn.slug, email, password };
}

async function publicProfile({ api }: Preparation): Promise<string> {
  const member = api();
  const { slug } = await signedUpMember(member, 'Priscilla', 'Aquila');
  await member.request(UpdateUserProfileDocument, {
    input: {
      firstName: 'Priscilla',
      lastName: 'Aquila',
      about: 'Church planter and teacher. With my husband we host a house church and make tents for a living; ask us about discipleship in the workplace.',
      language: 'English',
      location: { country: 'United States', state: 'Ohio', city: 'Corinth', zipcode: '43001' },
    },
  });
  return `/u/${slug}`;
}

/** A public group a member created, with its about text and place. */
async function publicGroup({ api }: Preparation): Promise<string> {
  const member = api();
  await signedUpMember(member, 'Lydia', 'Thyatira');
  const { group } = await member.request(SaveGroupDocument, {
    name: `Philippi Riverside Prayer ${Date.now().toString(36)}`,
    about: 'Women and men who meet by the river on Saturdays to pray for the city, its workers and its churches. Everyone is welcome.',
    privacy: 'PUBLIC',
    location: { country: 'United States', state: 'Ohio', city: 'Philippi' },
    mutationType: 'ADD',
  });
  if (!group) throw new Error('the group was not created');
  return `/g/${group.slug}`;
}

/** An organization a member created, with its slogan, about text, website and an address. */
async function publicOrganization({ api }: Preparation): Promise<string> {
  const member = api();
  await signedUpMember(member, 'Apollos', 'Alexandria');
  const suffix = Date.now().toString(36);
  const { organization } = await member.request(SaveOrganizationDocument, {
    name: `Ephesus Community Church ${suffix}`,
    slug: `ephesus-${suffix}`,
    type: 'Church',
    slogan: 'Rooted in the Word, open to the city.',
    about: 'A church of many nations in the heart of the city: Sunday worship, home groups, a food pantry and English classes for newcomers.',
    websiteUrl: 'https://ephesus.example.org',
    addresses: [{ street: '12 Harbor Street', location: { city: 'Ephesus', state: 'OH', zipcode: '43001', country: 'United States' } }],
    mutationType: 'ADD',
  });
  if (!organization) throw new Error('the organization was not created');
  return `/o/${organization.slug}`;
}

/**
 * An open job: an organization's admin posts it and pays the posting fee on the local checkout page
 * (as a browser submits its Pay form), whose webhook opens it.
 */
async function publicJob({ api }: Preparation): Promise<string> {
  const admin = api();
  await signedUpMember(admin, 'Phoebe', 'Cenchreae');
  const suffix = Date.now().toString(36);
  const { organization } = await admin.request(SaveOrganizationDocument, {
    name: `Cenchreae Harbor Church ${suffix}`,
    slug: `cenchreae-${suffix}`,
    type: 'Church',
    mutationType: 'ADD',
  });
  if (!organization) throw new Error('the organization was not created');
  const { opportunity } = await admin.request(SaveJobDocument, {
    organizationId: organization.id,
    type: 'FULL_TIME',
    jobTitle: 'Associate Pastor for Families',
    description: 'Shepherd our families and children’s ministry, preach once a month and lead the volunteer teams that welcome newcomers.',
    salaryStartRange: 48_000,
    salaryEndRange: 60_000,
    jobPostFee: 49,
    denomination: 'Baptist',
    workplace: 'ON_SITE',
    mutationType: 'ADD',
  });
  if (!opportunity) throw new Error('the job was not posted');
  const { paymentMethod } = await admin.request(StartJobCheckoutDocument, { organizationId: organization.id, redirectUrl: 'http://localhost/' });
  const checkout = new URL(paymentMethod?.sessionUrl ?? '');
  const paid = await fetch(`${checkout.origin}${checkout.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session: checkout.searchParams.get('session') ?? '', action: 'pay' }),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`the local checkout answered ${paid.status}`);
  return `/jobs/${opportunity.id}`;
}

/**
 * A published blog post of a few paragraphs, by a member made content editor: a platform role, set
 * in identity's database as the seed does (sessions carry roles from sign-in: they sign in again).
 */
async function blogPost({ api, databaseUrl }: Preparation): Promise<string> {
  const writer = api();
  const editor = await signedUpMember(writer, 'Luke', 'Antioch');
  const identity = new pg.Client({ connectionString: databaseUrl('identity') });
  await identity.connect();
  try {
    await identity.query("insert into user_role (id, user_id, name, organization_id) values ($1, $2, 'CONTENT_EDITOR', null)", [randomUUID(), editor.id]);
  } finally {
    await identity.end();
  }
  await writer.request(SignInDocument, { email: editor.email, password: editor.password });
  const paragraph = (text: string) => `<p>${text}</p>`;
  const { blogPost: post } = await writer.request(SaveBlogPostDocument, {
    title: `Keeping volunteers through a long winter ${Date.now().toString(36)}`,
    body: [
      'Every church knows the pattern: September brings a wave of new volunteers, and by February the same five people are setting up chairs again.',
      'We asked forty church staff what kept their teams together through the dark months. Three answers came back again and again: a clear rhythm, a short commitment, and being thanked by name.',
      'A rhythm means the team knows when it serves and when it rests. A short commitment, a term rather than forever, makes saying yes easier. And thanks by name, in person or in a note, outlasts any volunteer party.',
    ].map(paragraph).join(''),
    status: 'PUBLISHED',
    mutationType: 'ADD',
  });
  if (!post) throw new Error('the blog post was not published');
  return `/blog/${post.slug}`;
}

// Event pages join this list as they arrive, with a `prepare` that creates one through the API.
const PAGES: MeasuredPage[] = [
  { name: 'landing', prepare: async () => '/' },
  { name: 'sign-up', prepare: async () => '/sign-up' },
  { name: 'public profile', prepare: publicProfile },
  { name: 'public group', prepare: publicGroup },
  { name: 'public organization', prepare: publicOrganization },
  { name: 'public job', prepare: publicJob },
  { name: 'blog', prepare: async () => '/blog' },
  { name: 'blog post', prepare: blogPost },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 's' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 's' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
] as const;

interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number]['label'], number>;
}

/** The targets: performance 0.95 or more, LCP under 2.5 s, no layout shift, every other category 1.0. */
function misses({ scores, metrics }: Figures): string[] {
  const missed: string[] = [];
  if (scores.performance < 0.95) missed.push(`performance ${scores.performance.toFixed(2)} < 0.95`);
  if (metrics.LCP >= 2500) missed.push(`LCP ${(metrics.LCP / 1000).toFixed(2)} s >= 2.5 s`);
  if (metrics.CLS > 0) missed.push(`CLS ${metrics.CLS.toFixed(3)} > 0`);
  for (const category of CATEGORIES.slice(1)) if (scores[category] < 1) missed.push(`${category} ${scores[category].toFixed(2)} < 1`);
  return missed;
}

const reportsDir = process.env['LIGHTHOUSE_REPORTS'];

async function measure(url: string, port: number, reportName: string): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (reportsDir) {
    await mkdir(reportsDir, { recursive: true });
    await writeFile(path.join(reportsDir, `${reportName}.json`), String(result.report));
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.message}`);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, categories[id]?.score ?? 0])) as Figures['scores'],
    metrics: Object.fromEntries(METRICS.map(({ id, label }) => [label, audits[id]?.numericValue ?? Number.NaN])) as Figures['metrics'],
  };
}

function format(name: string, figures: Figures): string {
  const scores = CATEGORIES.map((id) => `${id} ${figures.scores[id].toFixed(2)}`).join('  ');
  const metrics = METRICS.map(({ label, unit }) => {
    const value = figures.metrics[label];
    return `${label} ${unit === 's' ? (value / 1000).toFixed(2) : unit === 'ms' ? Math.round(value) : value.toFixed(3)}${unit === 'ms' ? ' ms' : unit === 's' ? ' s' : ''}`;
  }).join('  ');
  const missed = misses(figures);
  return `${name.padEnd(15)} ${scores}\n${''.padEnd(15)} ${metrics}   ${missed.length ? `MISSES: ${missed.join(', ')}` : 'meets the targets'}`;
}

function fail(message: string): never {
  throw new Error(message);
}

const runs = Math.max(1, Number(process.env['LIGHTHOUSE_RUNS'] ?? '3'));
const only = process.env['LIGHTHOUSE_PAGES']?.split(',').map((name) => name.trim());
const measured = only ? PAGES.filter((page) => only.includes(page.name)) : PAGES;
if (measured.length === 0) fail(`LIGHTHOUSE_PAGES names no page; the pages are: ${PAGES.map((page) => page.name).join(', ')}`);
await kitGlobalSetup();
const system = await startSystemUnderTest('lighthouse');
const chrome = await launch({
  chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
let failed = false;
try {
  const preparation: Preparation = {
    api: () => new ApiClient(system.apiUrl, system.webUrl),
    databaseUrl: (service) => system.databaseUrls[service] ?? fail(`no database for ${service}`),
  };
  console.log(`\nLighthouse, default mobile profile, median of ${runs} run(s) per page, ${system.webUrl}\n`);
  for (const page of measured) {
    const url = `${system.webUrl}${await page.prepare(preparation)}`;
    await fetch(url); // the first render of a page warms the server up; it is not what a visitor gets
    const results: Figures[] = [];
    for (let run = 0; run < runs; run++) results.push(await measure(url, chrome.port, `${page.name.replaceAll(' ', '-')}-${run + 1}`));
    results.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = results[Math.floor(results.length / 2)] as Figures;
    failed ||= misses(median).length > 0;
    console.log(format(page.name, median));
  }
} finally {
  chrome.kill();
  await system.stop();
  await kitGlobalTeardown();
}
process.exit(failed ? 1 : 0);
