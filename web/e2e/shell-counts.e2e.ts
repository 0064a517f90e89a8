import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { SendChatMessageDocument, StartDirectChatDocument } from '../src/__generated__/graphql/graphql.ts';
import { accessibilityProblems, launchBrowser, newContext, newPerson, runWebOperation, screenshot, settle, signUpMember, webUrl, WIDTHS } from './support.ts';

/**
 * The member shell's unread counts: another member's direct message raises the Chat item's badge
 * without a reload, opening the chat brings it back to zero, and the badge is part of the link's
 * accessible name. Axe and screenshots at 1280 and 390 px (the phone's navigation panel).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const chatLink = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Chat/ });

/** Resolves once the page has subscribed over its WebSocket to new messages of the chat. */
function subscribedTo(page: Page, chatId: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"subscribe"') && payload.includes(chatId)) resolve();
      }),
    );
  });
}

test("another member's message raises the Chat badge live, and reading it clears it", async () => {
  const annContext = await newContext(browser, WIDTHS.desktop);
  const ann = await signUpMember(annContext, newPerson('Ann'));
  const benContext = await newContext(browser, WIDTHS.desktop);
  const ben = await signUpMember(benContext, newPerson('Ben'));
  const { chat } = await runWebOperation(benContext, StartDirectChatDocument, { userId: ann.id });
  if (!chat) throw new Error('the direct chat was not started');

  const page = await annContext.newPage();
  const subscribed = subscribedTo(page, chat.id);
  await page.goto(`${webUrl()}/feed`);
  await settle(page);
  await expect(chatLink(page).textContent()).resolves.toBe('Chat');
  // The counts load once the page is idle after hydration, then follow the member's chats.
  await subscribed;

  await runWebOperation(benContext, SendChatMessageDocument, { chatId: chat.id, content: 'Are you free on Sunday?' });
  await page.getByRole('link', { name: 'Chat 1 unread' }).waitFor({ timeout: 10_000 });
  await expect(chatLink(page).getAttribute('aria-current')).resolves.toBeNull();
  expect(await accessibilityProblems(page)).toEqual([]);
  await screenshot(page, 'shell-chat-badge-1280');

  await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await chatLink(page).waitFor();
  await screenshot(page, 'shell-chat-badge-390');
  expect(await accessibilityProblems(page)).toEqual([]);

  // Ann opens the chat from the navigation and the list: reading the message clears the badge.
  await chatLink(page).click();
  await page.waitForURL(/\/chat$/);
  await page.getByRole('link', { name: new RegExp(ben.name) }).first().click();
  await page.waitForURL(/\/chat\/[^/]+$/);
  await page.getByText('Are you free on Sunday?').waitFor();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Chat', exact: true }).waitFor({ timeout: 10_000 });

  await annContext.close();
  await benContext.close();
}, 90_000);
