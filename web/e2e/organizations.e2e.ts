import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { SaveOrganizationDocument } from '../src/__generated__/graphql/graphql.ts';
import { createWebServer } from '../server/index.ts';
import { accessibilityProblems, apiUrl, launchBrowser, member, newContext, open, pastHydrationWindow, runWebOperation, screenshot, settle, tabTo, webUrl, WIDTHS } from './support.ts';

/**
 * Organizations: a member creates one through the form (refused input first), edits it on its
 * page (an address too), finds it under My organizations; a second member follows it and sees the
 * count change, the admin adds and promotes them, and the last admin cannot step down. The public
 * page is server-rendered with its own head, a 404 for an unknown slug. Keyboard use, axe and
 * screenshots at 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);

test('a member creates an organization through the form, edits it on its page and finds it under My organizations', async () => {
  const admin = await member(browser, 'org-admin');
  const name = `Grace Harbor Church ${unique()}`;

  await open(admin.page, '/organizations');
  await admin.page.getByText('You are not part of any organization yet').waitFor();
  await admin.page.getByRole('link', { name: 'Create organization' }).first().click();
  await admin.page.getByRole('heading', { name: 'Create an organization', level: 1 }).waitFor();
  await settle(admin.page);

  // Required fields and the https:// rule are refused with the spec's messages, under their fields.
  await admin.page.getByRole('button', { name: 'Create organization' }).click();
  const nameField = admin.page.getByRole('textbox', { name: 'Name' });
  await expect(nameField.getAttribute('aria-invalid')).resolves.toBe('true');
  await admin.page.getByText('required').first().waitFor();
  await nameField.fill(name);
  // The page address follows the name.
  await expect(admin.page.getByRole('textbox', { name: 'Page address' }).inputValue()).resolves.toMatch(/^grace-harbor-church-/);
  await admin.page.getByRole('textbox', { name: 'Type' }).or(admin.page.getByRole('combobox', { name: 'Type' })).fill('Church');
  await admin.page.getByRole('textbox', { name: 'Website' }).fill('http://graceharbor.example.org');
  await admin.page.getByRole('button', { name: 'Create organization' }).click();
  const website = admin.page.getByRole('textbox', { name: 'Website' });
  await expect(website.getAttribute('aria-invalid')).resolves.toBe('true');
  await admin.page.getByText('please add the prefix https://').waitFor();
  await website.fill('https://graceharbor.example.org');
  await admin.page.getByRole('textbox', { name: 'Slogan' }).fill('A harbor for the weary.');
  await admin.page.getByRole('button', { name: 'Create organization' }).click();

  await admin.page.waitForURL(/\/o\//);
  const path = new URL(admin.page.url()).pathname;
  await admin.page.getByRole('heading', { name, level: 1 }).waitFor();
  await admin.page.getByText('A harbor for the weary.').waitFor();
  await admin.page.getByRole('link', { name: /graceharbor\.example\.org/ }).waitFor();

  // A second organization with the same address is refused by the API, under the field.
  await open(admin.page, '/organizations/new');
  await admin.page.getByRole('textbox', { name: 'Name' }).fill(`Another ${unique()}`);
  await admin.page.getByRole('textbox', { name: 'Page address' }).fill(path.slice('/o/'.length));
  await admin.page.getByRole('textbox', { name: 'Type' }).or(admin.page.getByRole('combobox', { name: 'Type' })).fill('Ministry');
  await admin.page.getByRole('button', { name: 'Create organization' }).click();
  await admin.page.getByText('is already taken').waitFor();

  // Edit it on its page: the page shows the new text at once, and focus returns to the name.
  await open(admin.page, path);
  await admin.page.getByRole('button', { name: 'Edit organization' }).click();
  await admin.page.getByRole('heading', { name: 'Edit organization' }).waitFor();
  await admin.page.getByRole('textbox', { name: 'Contact e-mail' }).fill('office@');
  await admin.page.getByRole('button', { name: 'Save organization' }).click();
  await admin.page.getByText('must be a valid email address').waitFor();
  await admin.page.getByRole('textbox', { name: 'Contact e-mail' }).fill('office@graceharbor.example.org');
  await admin.page.getByRole('textbox', { name: 'About' }).fill('A church by the harbor: Sunday worship, a food bank and English classes.');
  // An address: a street or a city, and coordinates in pairs, as the API checks them.
  await admin.page.getByRole('button', { name: 'Add an address' }).click();
  const address = admin.page.getByRole('group', { name: 'Address 1' });
  await address.getByRole('textbox', { name: 'Zip code' }).fill('021101');
  await address.getByRole('textbox', { name: 'Latitude' }).fill('42.36');
  await admin.page.getByRole('button', { name: 'Save organization' }).click();
  await expect(address.getByRole('textbox', { name: 'Street' }).getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(address.getByRole('textbox', { name: 'Zip code' }).getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(address.getByRole('textbox', { name: 'Longitude' }).getAttribute('aria-invalid')).resolves.toBe('true');
  await address.getByRole('textbox', { name: 'Street' }).fill('1 Harbor Way');
  await address.getByRole('textbox', { name: 'City' }).fill('Boston');
  await address.getByRole('textbox', { name: 'Zip code' }).fill('02110');
  await address.getByRole('textbox', { name: 'Longitude' }).fill('-71.05');
  await admin.page.getByRole('button', { name: 'Save organization' }).click();
  await admin.page.getByRole('heading', { name: 'Edit organization' }).waitFor({ state: 'detached' });
  await admin.page.getByText('A church by the harbor: Sunday worship, a food bank and English classes.').waitFor();
  await admin.page.getByRole('link', { name: 'office@graceharbor.example.org' }).waitFor();
  const addresses = admin.page.getByRole('region', { name: 'Address' });
  await addresses.getByText('1 Harbor Way').waitFor();
  await addresses.getByText('Boston, 02110').waitFor();
  await addresses.getByRole('link', { name: /See on a map/ }).waitFor();
  await admin.page.waitForFunction(() => document.activeElement?.id === 'organization-name');

  // My organizations lists it, and finds it by name.
  await open(admin.page, '/organizations');
  await admin.page.getByRole('list', { name: 'My organizations' }).getByRole('heading', { name, exact: true }).waitFor();
  await admin.page.getByLabel('Search my organizations').fill('no such name');
  await admin.page.getByText('None of your organizations match “no such name”').waitFor();
  await admin.context.close();
}, 180_000);

test('a second member follows an organization and sees the count change; the admin adds and promotes them; the last admin cannot step down', async () => {
  const admin = await member(browser, 'org-people-admin');
  const label = `org-follower-${unique()}`;
  const follower = await member(browser, label);
  const name = `Cornerstone Ministries ${unique()}`;
  const created = await runWebOperation(admin.context, SaveOrganizationDocument, { mutationType: 'ADD', name, slug: name, type: 'Ministry' });
  const path = `/o/${created.organization?.slug ?? ''}`;

  // A visitor who is not signed in is sent to sign in, and back.
  const visitor = await newContext(browser);
  const visitorPage = await visitor.newPage();
  await open(visitorPage, path);
  await visitorPage.getByText('0 followers', { exact: false }).waitFor();
  await visitorPage.getByRole('link', { name: /^Follow/ }).click();
  await visitorPage.waitForURL(/\/sign-in\?redirect=/);
  expect(decodeURIComponent(visitorPage.url())).toContain(path);
  await visitor.close();

  // The member follows: the count and the button change, and Following lists it.
  await open(follower.page, path);
  const figures = follower.page.getByTestId('organization-figures');
  await expect(figures.textContent()).resolves.toContain('0 followers');
  await follower.page.getByRole('button', { name: 'Follow', exact: true }).click();
  await follower.page.getByRole('button', { name: 'Following', exact: true }).waitFor();
  await follower.page.getByTestId('organization-figures').filter({ hasText: '1 follower ·' }).waitFor();
  await open(follower.page, '/following');
  await follower.page.getByRole('list', { name: 'Organizations I follow' }).getByRole('heading', { name, exact: true }).waitFor();
  // After a reload the page still knows.
  await open(follower.page, path);
  await follower.page.getByRole('button', { name: 'Following', exact: true }).waitFor();
  await expect(follower.page.getByTestId('organization-figures').textContent()).resolves.toContain('1 follower ·');

  // The only admin cannot step down: the API's message is shown.
  await open(admin.page, path);
  await expect(admin.page.getByTestId('organization-figures').textContent()).resolves.toContain('1 follower ·');
  await admin.page.getByRole('button', { name: `Make member ${admin.name}` }).click();
  await admin.page.getByRole('alert').filter({ hasText: 'An organization needs an admin' }).waitFor();

  // The admin adds the follower by name, then makes them an admin.
  await admin.page.getByLabel('Find members by name').fill(`Thyatira ${label}`);
  await admin.page.getByRole('list', { name: 'People to add' }).getByRole('button', { name: `Add ${follower.name}` }).click();
  await admin.page.getByRole('list', { name: 'Members' }).getByRole('heading', { name: follower.name, exact: true }).waitFor();
  await admin.page.getByTestId('organization-figures').filter({ hasText: '2 people' }).waitFor();
  await settle(admin.page);
  await screenshot(admin.page, 'organization-people-1280');
  expect(await accessibilityProblems(admin.page)).toEqual([]);
  await admin.page.getByRole('button', { name: `Make admin ${follower.name}` }).click();
  await admin.page.getByRole('list', { name: 'Admins' }).getByRole('heading', { name: follower.name, exact: true }).waitFor();

  // Now an admin, the follower edits it, and finds it under My organizations.
  await open(follower.page, path);
  await follower.page.getByRole('button', { name: 'Edit organization' }).waitFor();
  await open(follower.page, '/organizations');
  await follower.page.getByRole('list', { name: 'My organizations' }).getByRole('heading', { name, exact: true }).waitFor();
  for (const who of [admin, follower]) await who.context.close();
}, 180_000);

test('an organization is created with the keyboard alone', async () => {
  const admin = await member(browser, 'org-keyboard');
  const name = `Keyboard Chapel ${unique()}`;
  await open(admin.page, '/organizations/new');
  // The form focuses its first field.
  await admin.page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.startsWith('Name') ?? false);
  await admin.page.keyboard.type(name);
  await tabTo(admin.page, /^Type/);
  await admin.page.keyboard.type('Chapel');
  await admin.page.keyboard.press('Escape');
  await tabTo(admin.page, /^Create organization$/);
  await admin.page.keyboard.press('Enter');
  await admin.page.waitForURL(/\/o\//);
  await admin.page.getByRole('heading', { name, level: 1 }).waitFor();
  await settle(admin.page);
  await tabTo(admin.page, /^Edit organization$/);
  await admin.page.keyboard.press('Enter');
  await admin.page.getByRole('heading', { name: 'Edit organization' }).waitFor();
  await tabTo(admin.page, /^Cancel$/);
  await admin.page.keyboard.press('Enter');
  await admin.page.waitForFunction(() => document.activeElement?.id === 'organization-name');
  await admin.context.close();
}, 120_000);

test("an organization's page is server-rendered with its own title and description; an unknown one is a 404", async () => {
  const admin = await member(browser, 'org-public');
  const name = `Harvest Mission ${unique()}`;
  const about = 'Sending workers into the harvest since 1952.';
  const created = await runWebOperation(admin.context, SaveOrganizationDocument, { mutationType: 'ADD', name, slug: name, type: 'Mission agency', about });
  const slug = created.organization?.slug ?? '';
  const anonymous = await newContext(browser);
  const response = await anonymous.request.get(`${webUrl()}/o/${slug}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=60');
  const html = await response.text();
  expect(html).toContain(`<title>${name} | Koinonia</title>`);
  expect(html).toContain(`content="${about}"`);
  expect(html).toContain(about);
  const missing = await anonymous.request.get(`${webUrl()}/o/no-such-organization-${unique()}`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('We could not find that organization');
  await anonymous.close();
  await admin.context.close();
}, 120_000);

test('the organization page hydrates without a warning or a request for what the server sent; with the API down it is a 503 error page', async () => {
  const admin = await member(browser, 'org-hydration');
  const name = `Bethany House ${unique()}`;
  const created = await runWebOperation(admin.context, SaveOrganizationDocument, { mutationType: 'ADD', name, slug: name, type: 'Retreat center', about: 'Rest for weary pastors.' });
  const path = `/o/${created.organization?.slug ?? ''}`;
  const visitor = await newContext(browser, WIDTHS.phone);
  const tab = await visitor.newPage();
  const problems: string[] = [];
  const apiCalls: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  tab.on('pageerror', (error) => problems.push(error.message));
  tab.on('request', (request) => {
    if (request.url().startsWith(apiUrl())) apiCalls.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? request.url());
  });
  await tab.clock.install();
  await tab.goto(`${webUrl()}${path}`);
  await settle(tab);
  await tab.getByRole('heading', { level: 1, name }).waitFor();
  await pastHydrationWindow(tab);
  expect(problems).toEqual([]);
  expect(apiCalls).toEqual([]);
  await visitor.close();

  const down = await createWebServer({ port: 0, apiUrl: 'http://127.0.0.1:9/graphql', publicUrl: webUrl() });
  try {
    const response = await fetch(`${down.url}${path}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<title>Something went wrong | Koinonia</title>');
    expect(html).toContain('This page could not be loaded');
  } finally {
    await down.close();
  }
  await admin.context.close();
}, 120_000);

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`organizations at ${width}px: screenshots and axe`, async () => {
    const me = await member(browser, `org-shots-${width}`, width);
    const created = await runWebOperation(me.context, SaveOrganizationDocument, {
      mutationType: 'ADD',
      name: `Living Waters Fellowship ${unique()}`,
      slug: `living-waters-${unique()}`,
      type: 'Church',
      slogan: 'Rivers of living water.',
      about: 'A multi-generational church in the heart of the city.\nWe gather on Sundays at 10am and in homes during the week.',
      email: 'hello@livingwaters.example.org',
      websiteUrl: 'https://livingwaters.example.org/welcome',
      addresses: [
        { street: '400 Riverside Drive', location: { city: 'Nashville', state: 'TN', zipcode: '37201', country: 'United States' }, latitude: 36.16, longitude: -86.78 },
        { location: { city: 'Franklin', state: 'TN' } },
      ],
    });
    const organization = created.organization;
    if (!organization) throw new Error('the organization was not created');

    const problems: string[] = [];
    for (const [name, path, edit] of [
      ['organizations', '/organizations', false],
      ['organization-new', '/organizations/new', false],
      ['organization-page-admin', `/o/${organization.slug}`, false],
      ['organization-page-edit', `/o/${organization.slug}`, true],
    ] as const) {
      await open(me.page, path);
      await me.page.getByRole('heading', { level: 1 }).first().waitFor();
      if (edit) {
        await me.page.getByRole('button', { name: 'Edit organization' }).click();
        await me.page.getByRole('heading', { name: 'Edit organization' }).waitFor();
      }
      await settle(me.page);
      await screenshot(me.page, `${name}-${width}`);
      for (const violation of await accessibilityProblems(me.page)) problems.push(`${name}: ${violation}`);
    }
    const newcomer = await member(browser, `org-shots-empty-${width}`, width);
    await open(newcomer.page, '/organizations');
    await newcomer.page.getByText('You are not part of any organization yet').waitFor();
    await screenshot(newcomer.page, `organizations-empty-${width}`);
    for (const violation of await accessibilityProblems(newcomer.page)) problems.push(`organizations-empty: ${violation}`);
    await open(newcomer.page, '/following');
    await newcomer.page.getByText('You do not follow any organization yet').waitFor();
    await screenshot(newcomer.page, `following-empty-${width}`);
    for (const violation of await accessibilityProblems(newcomer.page)) problems.push(`following-empty: ${violation}`);
    await open(newcomer.page, `/o/${organization.slug}`);
    await newcomer.page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await screenshot(newcomer.page, `organization-page-member-${width}`);
    for (const violation of await accessibilityProblems(newcomer.page)) problems.push(`organization-page-member: ${violation}`);

    // A visitor who is not signed in.
    const visitor = await newContext(browser, width);
    const visitorPage = await visitor.newPage();
    await open(visitorPage, `/o/${organization.slug}`);
    await visitorPage.getByRole('heading', { name: organization.name, level: 1 }).waitFor();
    await screenshot(visitorPage, `organization-page-anonymous-${width}`);
    for (const violation of await accessibilityProblems(visitorPage)) problems.push(`organization-page-anonymous: ${violation}`);
    await visitor.close();
    expect(problems).toEqual([]);
    for (const who of [me, newcomer]) await who.context.close();
  }, 180_000);
}
