import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { ChangeGroupMembershipDocument, SaveGroupDocument } from '../src/__generated__/graphql/graphql.ts';
import { accessibilityProblems, launchBrowser, member, newContext, open, runWebOperation, screenshot, settle, webUrl, WIDTHS } from './support.ts';

/**
 * Groups: a member creates a closed group through the form, another asks to join from the group's
 * page, the admin accepts on the Manage tab, and the new member finds the group under My groups;
 * the last admin cannot leave. The public page is server-rendered with the group's own head.
 * Axe and screenshots at 390 and 1280 px of /groups, the create form and a group's page.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);

/** A solid-colour PNG, made here so the test needs no fixture files (as profile-files.e2e.ts). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3] ?? 0)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits for the shell's live region to say `text`. */
async function announced(page: Page, text: string): Promise<void> {
  await page.getByTestId('announcer').filter({ hasText: text }).waitFor({ state: 'attached' });
}

test('a member creates a closed group; another asks to join; the admin accepts; the new member sees it in My groups', async () => {
  const admin = await member(browser, 'group-admin');
  const asker = await member(browser, 'group-asker');
  const name = `Youth Pastors Cohort ${unique()}`;

  // Create it through the form: a wrong e-mail is refused under its field first.
  await open(admin.page, '/groups');
  await admin.page.getByText('You are not in any group yet').waitFor();
  await admin.page.getByRole('link', { name: 'Create group' }).first().click();
  await admin.page.getByRole('heading', { name: 'Create a group', level: 1 }).waitFor();
  await settle(admin.page);
  await admin.page.getByLabel('Name').fill(name);
  await admin.page.getByRole('textbox', { name: 'About' }).fill('Youth pastors of the region, meeting monthly to pray and plan.');
  await admin.page.getByRole('radio', { name: /^Closed/ }).check();
  await admin.page.getByLabel('Contact e-mail').fill('not-an-email');
  await admin.page.getByRole('button', { name: 'Create group' }).click();
  const emailField = admin.page.getByLabel('Contact e-mail');
  await expect(emailField.getAttribute('aria-invalid')).resolves.toBe('true');
  await emailField.fill('cohort@philippi.example.org');
  await admin.page.getByLabel('City').fill('Nashville');
  await admin.page.getByLabel('Zip code').fill('372019');
  await admin.page.getByRole('button', { name: 'Create group' }).click();
  await expect(admin.page.getByLabel('Zip code').getAttribute('aria-invalid')).resolves.toBe('true');
  await admin.page.getByLabel('Zip code').fill('37201');
  await admin.page.getByRole('button', { name: 'Create group' }).click();

  await admin.page.waitForURL(/\/g\//);
  const groupPath = new URL(admin.page.url()).pathname;
  await admin.page.getByRole('heading', { name, level: 1 }).waitFor();
  await settle(admin.page);
  await admin.page.getByText('1 member', { exact: true }).waitFor();
  await admin.page.getByText('Closed', { exact: true }).first().waitFor();

  // The last admin cannot leave: the server's message is shown.
  await admin.page.getByRole('button', { name: 'Leave', exact: true }).click();
  await admin.page.getByRole('dialog', { name: `Leave ${name}?` }).getByRole('button', { name: 'Leave group' }).click();
  await admin.page.getByRole('alert').filter({ hasText: 'A group needs an admin' }).waitFor();

  // Another member asks to join from the group's page.
  await open(asker.page, groupPath);
  await asker.page.getByRole('heading', { name, level: 1 }).waitFor();
  await asker.page.getByText('Only members see who is in this group').waitFor();
  await asker.page.getByRole('button', { name: 'Ask to join' }).click();
  await asker.page.getByText('Request sent', { exact: true }).waitFor();
  await asker.page.getByText('Your request to join is waiting', { exact: true }).waitFor();
  await asker.page.getByText('You see them once an admin accepts your request.').waitFor();

  // The admin accepts on the Manage tab.
  await open(admin.page, groupPath);
  await admin.page.getByRole('tab', { name: 'Manage' }).click();
  const requests = admin.page.getByRole('list', { name: 'Requests to join' });
  await requests.getByRole('heading', { name: asker.name, exact: true }).waitFor();
  await settle(admin.page);
  await screenshot(admin.page, 'group-manage-1280');
  expect(await accessibilityProblems(admin.page)).toEqual([]);
  await requests.getByRole('button', { name: `Accept ${asker.name}` }).click();
  await admin.page.getByText('No requests waiting').waitFor();
  await admin.page.getByText('2 members', { exact: true }).waitFor();
  await admin.page.getByRole('tab', { name: 'Members' }).click();
  await admin.page.getByRole('list', { name: 'Members' }).getByRole('heading', { name: asker.name, exact: true }).waitFor();

  // The new member finds it under My groups, and among the groups they are a member of.
  await open(asker.page, '/groups');
  const mine = asker.page.getByRole('list', { name: 'My groups' });
  await mine.getByRole('heading', { name, exact: true }).waitFor();
  await open(asker.page, '/groups?filter=MEMBER');
  await asker.page.getByRole('list', { name: 'My groups' }).getByRole('heading', { name, exact: true }).waitFor();
  await open(asker.page, '/groups?filter=ADMIN');
  await asker.page.getByText('You are not an admin of any group').waitFor();
  // Members open on the feed; the members are a tab away, and the tab is in the address.
  await open(asker.page, groupPath);
  await asker.page.getByText('Member', { exact: true }).first().waitFor();
  await asker.page.getByRole('tab', { name: 'Feed', selected: true }).waitFor();
  await asker.page.getByRole('tab', { name: 'Members' }).click();
  await asker.page.waitForURL(/[?&]tab=members/);
  await asker.page.getByRole('list', { name: 'Admins' }).getByRole('heading', { name: admin.name, exact: true }).waitFor();

  // Discover finds it by name.
  await open(asker.page, '/groups?tab=discover');
  await asker.page.getByLabel('Search groups').fill(name);
  await asker.page.getByRole('list', { name: 'Groups' }).getByRole('heading', { name, exact: true }).waitFor();
  for (const who of [admin, asker]) await who.context.close();
}, 180_000);

test('an admin invites a member to an invite-only group, who accepts; the admin promotes, demotes, edits, adds an image and deletes the group', async () => {
  const admin = await member(browser, 'invite-admin');
  const invitee = await member(browser, 'invitee');
  const name = `Church Staff Circle ${unique()}`;
  const created = await runWebOperation(admin.context, SaveGroupDocument, { mutationType: 'ADD', name, privacy: 'INVITE_ONLY' });
  const groupPath = `/g/${created.group?.slug ?? ''}`;

  // Invite by name from the Manage tab.
  await open(admin.page, groupPath);
  await admin.page.getByRole('tab', { name: 'Manage' }).click();
  await admin.page.getByLabel('Invite members').fill(invitee.name);
  await admin.page.getByRole('list', { name: 'People to invite' }).getByRole('button', { name: `Invite ${invitee.name}` }).click();
  await announced(admin.page, `${invitee.name} was invited.`);
  await admin.page.getByRole('list', { name: 'Invitations' }).getByRole('heading', { name: invitee.name, exact: true }).waitFor();

  // And by e-mail: a wrong address is refused under the field first.
  const byEmail = admin.page.getByRole('textbox', { name: 'Invite by e-mail' });
  await byEmail.fill('friend@philippi.example.org, not-an-address');
  await admin.page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(byEmail.getAttribute('aria-invalid')).resolves.toBe('true');
  await admin.page.getByText('“not-an-address”', { exact: false }).waitFor();
  const address = `friend-${unique()}@philippi.example.org`;
  await byEmail.fill(address);
  await admin.page.getByRole('button', { name: 'Send invitations' }).click();
  await announced(admin.page, 'The invitation was sent.');
  await admin.page.getByRole('list', { name: 'Invitations by e-mail' }).getByText(address).waitFor();

  // The invitee finds the invitation under My groups and accepts it on the group's page.
  await open(invitee.page, '/groups?filter=INVITED');
  await invitee.page.getByRole('list', { name: 'My groups' }).getByRole('link', { name }).click();
  await invitee.page.getByRole('heading', { name, level: 1 }).waitFor();
  await settle(invitee.page);
  await invitee.page.getByText('You are invited to this group').waitFor();
  await invitee.page.getByRole('button', { name: 'Accept invitation' }).click();
  await announced(invitee.page, `You joined ${name}.`);
  await invitee.page.getByRole('tab', { name: 'Members' }).click();
  await invitee.page.getByRole('list', { name: 'Members' }).getByRole('heading', { name: invitee.name, exact: true }).waitFor();
  await invitee.page.getByText('2 members', { exact: true }).waitFor();

  // The admin makes them an admin, then a member again.
  await open(admin.page, `${groupPath}?tab=members`);
  await admin.page.getByRole('button', { name: `Make admin ${invitee.name}` }).click();
  await announced(admin.page, `${invitee.name} is now an admin.`);
  await admin.page.getByRole('list', { name: 'Admins' }).getByRole('heading', { name: invitee.name, exact: true }).waitFor();
  await admin.page.getByRole('button', { name: `Make member ${invitee.name}` }).click();
  await announced(admin.page, `${invitee.name} is now a member.`);
  await admin.page.getByRole('list', { name: 'Members' }).getByRole('heading', { name: invitee.name, exact: true }).waitFor();

  // Edit the group: the page shows the new text at once.
  await admin.page.getByRole('button', { name: 'Edit group' }).click();
  await admin.page.getByRole('heading', { name: 'Edit group' }).waitFor();
  await admin.page.getByRole('textbox', { name: 'About' }).fill('Church staff praying for one another every week.');
  await admin.page.getByRole('button', { name: 'Save group' }).click();
  await admin.page.getByRole('heading', { name: 'Edit group' }).waitFor({ state: 'detached' });
  await admin.page.getByText('Church staff praying for one another every week.').waitFor();
  // Focus returns to the group's name when the form closes.
  await admin.page.waitForFunction(() => document.activeElement?.id === 'group-name');

  // The group's image, uploaded on the Manage tab.
  await admin.page.getByRole('tab', { name: 'Manage' }).click();
  const imageSection = admin.page.getByRole('region', { name: 'Group image' });
  await imageSection.locator('input[type="file"]').setInputFiles({ name: 'circle.png', mimeType: 'image/png', buffer: png(240, 240, [30, 90, 160]) });
  await imageSection.getByRole('button', { name: 'Upload group image' }).click();
  await imageSection.getByText('The group image is uploaded.').waitFor({ timeout: 20_000 });
  await imageSection.getByRole('img', { name: 'Current group image' }).waitFor();
  await settle(admin.page);
  await screenshot(admin.page, 'group-image-1280');

  // Delete it, after a confirmation: back on /groups, and the page is gone.
  await admin.page.getByRole('button', { name: 'Delete group' }).click();
  await admin.page.getByRole('dialog', { name: `Delete ${name} for everyone? This cannot be undone.` }).getByRole('button', { name: 'Delete group' }).click();
  await admin.page.waitForURL(/\/groups$/);
  await admin.page.getByRole('heading', { name: 'Groups', level: 1 }).waitFor();
  await open(admin.page, groupPath);
  await admin.page.getByText('We could not find that group').waitFor();
  for (const who of [admin, invitee]) await who.context.close();
}, 180_000);

test("a public group's page is server-rendered with its own title and description, and anyone can read it", async () => {
  const admin = await member(browser, 'group-public');
  const name = `Church Planters Network ${unique()}`;
  const about = 'Planters and their core teams sharing what works.';
  const created = await runWebOperation(admin.context, SaveGroupDocument, { mutationType: 'ADD', name, about, privacy: 'PUBLIC' });
  const slug = created.group?.slug ?? '';
  const anonymous = await newContext(browser);
  const response = await anonymous.request.get(`${webUrl()}/g/${slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${name} | Koinonia</title>`);
  expect(html).toContain(`content="${about}"`);
  expect(html).toContain(about);
  const page = await anonymous.newPage();
  await open(page, `/g/${slug}?tab=members`);
  await page.getByRole('link', { name: 'Sign in to join' }).waitFor();
  await page.getByRole('list', { name: 'Admins' }).getByRole('heading', { name: admin.name, exact: true }).waitFor();
  const missing = await anonymous.request.get(`${webUrl()}/g/no-such-group-${unique()}`);
  expect(missing.status()).toBe(404);
  await anonymous.close();
  await admin.context.close();
}, 120_000);

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`groups at ${width}px: screenshots and axe`, async () => {
    const me = await member(browser, `group-shots-${width}`, width);
    const other = await member(browser, `group-shots-other-${width}`, width);
    const mine = await runWebOperation(me.context, SaveGroupDocument, {
      mutationType: 'ADD',
      name: `Worship Leaders Guild ${unique()}`,
      about: 'Worship leaders from small and large churches: set lists, rehearsals and prayer for one another.',
      privacy: 'CLOSED',
      location: { city: 'Nashville', state: 'TN', country: 'United States' },
    });
    const theirs = await runWebOperation(other.context, SaveGroupDocument, {
      mutationType: 'ADD',
      name: `Rural Pastors Fellowship ${unique()}`,
      about: 'Pastors of rural congregations encouraging each other.',
      privacy: 'PUBLIC',
    });
    const myGroup = mine.group;
    const theirGroup = theirs.group;
    if (!myGroup || !theirGroup) throw new Error('the groups were not created');
    await runWebOperation(other.context, ChangeGroupMembershipDocument, { groupId: myGroup.id, mutationType: 'ADD' });

    // The Manage tab is scanned by group-page.e2e.ts at both widths.
    const problems: string[] = [];
    for (const [name, path] of [
      ['groups', '/groups'],
      ['groups-discover', '/groups?tab=discover'],
      ['groups-invited-empty', '/groups?filter=INVITED'],
      ['group-new', '/groups/new'],
      ['group-page-admin', `/g/${myGroup.slug}`],
      ['group-page-other', `/g/${theirGroup.slug}`],
    ] as const) {
      await open(me.page, path);
      await me.page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(me.page);
      await screenshot(me.page, `${name}-${width}`);
      for (const violation of await accessibilityProblems(me.page)) problems.push(`${name}: ${violation}`);
    }
    // A visitor who is not signed in, on a public group's page.
    const visitor = await newContext(browser, width);
    const visitorPage = await visitor.newPage();
    await open(visitorPage, `/g/${theirGroup.slug}?tab=members`);
    await visitorPage.getByRole('list', { name: 'Admins' }).waitFor();
    await settle(visitorPage);
    await screenshot(visitorPage, `group-page-anonymous-${width}`);
    for (const violation of await accessibilityProblems(visitorPage)) problems.push(`group-page-anonymous: ${violation}`);
    await visitor.close();
    expect(problems).toEqual([]);
    for (const who of [me, other]) await who.context.close();
  }, 180_000);
}
