import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { InviteToGroupByEmailDocument, MyGroupsListDocument, SaveGroupDocument } from '../src/__generated__/graphql/graphql.ts';
import { eventually, launchBrowser, linkFromMailbox, mailboxMatch, newContext, newPerson, open, runWebOperation, settle, signUpMember, webUrl } from './support.ts';

/**
 * Joining a group from its invitation e-mail: the e-mail's link opens sign-up with the group's slug,
 * the new account joins the invite-only group once the address is verified (through identity's
 * event and community's consumer), and the group's page then shows them as a member.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The sign-up link of the group invitation e-mail to `to` (path and query), once it arrived. */
async function invitationSignUpLink(to: string): Promise<string> {
  const found = new URL(await mailboxMatch(to, /https?:\/\/\S+\/sign-up\?groupSlug=[^\s)>"]+/));
  return found.pathname + found.search;
}

test('an invitation e-mail signs a new person up into an invite-only group once they verify their address', async () => {
  const adminContext = await newContext(browser);
  await signUpMember(adminContext, newPerson('inviting-admin'));
  const name = `Church Plant Core ${Math.random().toString(36).slice(2, 8)}`;
  const created = await runWebOperation(adminContext, SaveGroupDocument, { mutationType: 'ADD', name, privacy: 'INVITE_ONLY' });
  const slug = created.group?.slug ?? '';
  const person = newPerson('invited-by-email');
  await runWebOperation(adminContext, InviteToGroupByEmailDocument, { groupId: created.group?.id ?? '', userEmails: [person.email] });

  const link = await invitationSignUpLink(person.email);
  expect(link).toBe(`/sign-up?groupSlug=${slug}`);
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${webUrl()}${link}`);
  await settle(page);
  await page.getByText('You were invited to a group', { exact: false }).waitFor();
  // Someone who already has an account goes on to sign in with the same slug.
  await expect(page.getByRole('link', { name: 'Sign in', exact: true }).last().getAttribute('href')).resolves.toContain(`groupSlug=${slug}`);

  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/check-email/);

  await page.goto(await linkFromMailbox(person.email, '/verify-email'));
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();

  // The membership follows the verification through the event bus: the page is opened once it is there.
  await eventually(
    async () => ((await runWebOperation(context, MyGroupsListDocument, {})).myGroups.results.some((group) => group.slug === slug) ? true : undefined),
    `${person.email} joining ${slug}`,
  );
  await open(page, `/g/${slug}`);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Leave' }).waitFor();
  await page.getByText('Member', { exact: true }).first().waitFor();
  await context.close();
  await adminContext.close();
}, 120_000);
