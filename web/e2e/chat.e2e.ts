import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { BlockProfileDocument, StartDirectChatDocument } from '../src/__generated__/graphql/graphql.ts';
import { accessibilityProblems, launchBrowser, member, open, runWebOperation, screenshot, tabTo, webUrl, WIDTHS } from './support.ts';

/**
 * Chat: two members in two browsers. One starts a direct message from the list, both exchange
 * messages that arrive live, one reacts and edits, the other sees it and "Seen by" shows; a member
 * someone blocked cannot find them to open a direct chat, nor start one through the API; "Message"
 * on a profile opens the direct chat. Axe, keyboard and screenshots at 390 and
 * 1280 px of the list and the conversation.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** Resolves once the keyboard focus is on `target` or inside it. */
async function focusOn(target: Locator): Promise<void> {
  const element = await target.elementHandle();
  await target.page().waitForFunction((node) => node?.contains(document.activeElement) ?? false, element, { timeout: 5_000 });
}

test('two members chat live: messages, a reaction, an edit and read receipts', async () => {
  const ann = await member(browser, 'Ann');
  const ben = await member(browser, 'Ben', WIDTHS.phone);

  await open(ann.page, '/chat');
  await ann.page.getByText('No conversations yet').waitFor();
  await screenshot(ann.page, 'chat-empty-1280');

  // Ann starts the direct chat from the list, with the keyboard: the dialog (downloaded on first
  // use) opens with focus in its search field.
  await tabTo(ann.page, /^New message$/);
  await ann.page.keyboard.press('Enter');
  await focusOn(ann.page.getByRole('dialog', { name: 'New message' }).getByLabel('To'));
  await ann.page.getByLabel('To').fill(ben.name.split(' ').slice(1).join(' '));
  await ann.page.getByRole('button', { name: `Message ${ben.name}` }).click();
  await ann.page.waitForURL(/\/chat\/[^/]+$/);
  const chatPath = new URL(ann.page.url()).pathname;
  await ann.page.getByText('No messages yet').waitFor();

  await open(ben.page, chatPath);
  await messages(ben.page).waitFor();

  // Enter sends, Shift+Enter adds a line; the message reaches Ben live and is announced.
  const composer = ann.page.getByRole('textbox', { name: `Message ${ben.name}` });
  await composer.fill('Hello Ben');
  await composer.press('Shift+Enter');
  await composer.press('Enter');
  await messages(ann.page).getByText('Hello Ben').waitFor();
  await messages(ben.page).getByText('Hello Ben').waitFor({ timeout: 10_000 });
  await ben.page.getByTestId('announcer').filter({ hasText: `New message from ${ann.name}` }).waitFor({ state: 'attached' });

  // Ben answers; Ann sees it live, and Ben's reading Ann's message shows as a receipt.
  const benComposer = ben.page.getByRole('textbox', { name: `Message ${ann.name}` });
  await benComposer.fill('Hi Ann, good to hear from you');
  await benComposer.press('Enter');
  await messages(ann.page).getByText('Hi Ann, good to hear from you').waitFor({ timeout: 10_000 });
  await composer.fill('Coffee on Tuesday?');
  await composer.press('Enter');
  await messages(ben.page).getByText('Coffee on Tuesday?').waitFor({ timeout: 10_000 });
  await ann.page.getByTestId('seen-by').filter({ hasText: `Seen by ${ben.name}` }).waitFor({ timeout: 10_000 });

  // Ben reacts to Ann's message; Ann sees the reaction live.
  await messages(ben.page).getByRole('button', { name: `React to ${ann.name}'s message` }).last().click();
  await ben.page.getByRole('menuitem', { name: 'React 🙏' }).click();
  await messages(ann.page).getByRole('button', { name: `🙏 1: ${ben.name}` }).waitFor({ timeout: 10_000 });

  // Ann edits her message with the keyboard: the menu (downloaded on first use) opens with focus
  // in it, and the arrow keys reach its items. Ben sees the new text, marked edited.
  await messages(ann.page).getByRole('button', { name: "Your message's actions" }).last().focus();
  await ann.page.keyboard.press('Enter');
  await focusOn(ann.page.getByRole('menu'));
  await ann.page.keyboard.press('ArrowDown');
  await focusOn(ann.page.getByRole('menuitem', { name: 'Edit' }));
  await ann.page.keyboard.press('Enter');
  const edit = ann.page.getByRole('textbox', { name: 'Edit your message' });
  await edit.fill('Coffee on Wednesday?');
  await edit.press('Enter');
  await messages(ben.page).getByText('Coffee on Wednesday?').waitFor({ timeout: 10_000 });
  await messages(ben.page).getByText(/Edited/).waitFor();

  expect(await accessibilityProblems(ann.page)).toEqual([]);
  expect(await accessibilityProblems(ben.page)).toEqual([]);
  await screenshot(ann.page, 'chat-conversation-1280');
  await screenshot(ben.page, 'chat-conversation-390');
  await open(ben.page, '/chat');
  await ben.page.getByRole('link', { name: new RegExp(ann.name) }).waitFor();
  await screenshot(ben.page, 'chat-list-390');

  // "Message" on Ann's profile opens the chat they already have.
  await open(ben.page, `/u/${ann.slug}`);
  await ben.page.getByRole('button', { name: 'Message', exact: true }).click();
  await ben.page.waitForURL(`${webUrl()}${chatPath}`);
  await messages(ben.page).getByText('Coffee on Wednesday?').waitFor();

  await Promise.all([ann.context.close(), ben.context.close()]);
});

test('a member who was blocked cannot open a direct chat with the blocker', async () => {
  const cal = await member(browser, 'Cal');
  const dee = await member(browser, 'Dee');
  await runWebOperation(dee.context, BlockProfileDocument, { profileId: cal.profileId, reason: null });
  // The chat service refuses a direct chat between them, whoever asks.
  await expect(runWebOperation(cal.context, StartDirectChatDocument, { userId: dee.id })).rejects.toThrow();
  await expect(runWebOperation(dee.context, StartDirectChatDocument, { userId: cal.id })).rejects.toThrow();

  await open(cal.page, '/chat');
  await cal.page.getByRole('button', { name: 'New message' }).click();
  // Every test person is a Lydia: search by the last name, which is each one's own.
  await cal.page.getByLabel('To').fill(dee.name.split(' ').slice(1).join(' '));
  // Someone who blocked you is not among the members you can find, so there is no chat to start.
  await cal.page.getByText(`No member matches “${dee.name.split(' ').slice(1).join(' ')}”.`).waitFor();
  expect(await cal.page.getByRole('button', { name: `Message ${dee.name}` }).count()).toBe(0);
  expect(await accessibilityProblems(cal.page)).toEqual([]);
  await Promise.all([cal.context.close(), dee.context.close()]);
});
