import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { StartDirectChatDocument } from '../src/__generated__/graphql/graphql.ts';
import { accessibilityProblems, launchBrowser, member, open, runWebOperation, screenshot, webUrl, WIDTHS } from './support.ts';

/**
 * Chat's tools beyond messages: attachments (progress, removal, the limits in words, image previews
 * that open full size, file chips), a group of chosen members with its participants panel (adding
 * people, moderator rights with switches, leaving), reporting someone's message and a moderator
 * removing it. Axe and screenshots at 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** A solid-colour PNG, made here so the test needs no fixture files. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [40, 110, 170][i % 3]!)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('attachments: upload progress, removal, the limits in words, and previews that open full size', async () => {
  const ann = await member(browser, 'Lois');
  const ben = await member(browser, 'Eunice', WIDTHS.phone);
  const { chat } = await runWebOperation(ann.context, StartDirectChatDocument, { userId: ben.id });
  await open(ann.page, `/chat/${chat!.id}`);
  await ann.page.getByText('No messages yet').waitFor();

  // The bytes go slowly, so the progress shows while they travel.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await ann.page.route('**/*', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.fallback();
  });
  await ann.page.locator('input[type="file"]').setInputFiles([
    { name: 'sunday.png', mimeType: 'image/png', buffer: png(480, 320) },
    { name: 'agenda.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'sermon.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(26 * 1024 * 1024, 1) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') },
  ]);
  const pending = ann.page.getByRole('list', { name: 'Attachments to send' });
  // Held at the start: the bar is there, empty (an empty bar has no size to be "visible").
  const progress = pending.getByRole('progressbar', { name: 'Uploading sunday.png' });
  await progress.waitFor({ state: 'attached' });
  expect(await progress.getAttribute('aria-valuenow')).toBe('0');
  await pending.getByText('The file is larger than 25 MB.').waitFor();
  await pending.getByText(/This kind of file is not accepted here/).waitFor();
  expect(await ann.page.getByRole('button', { name: /^Send/ }).isDisabled()).toBe(true);
  await screenshot(ann.page, 'chat-attachments-uploading-1280');
  release();
  await ann.page.unroute('**/*');
  await pending.getByRole('listitem', { name: 'sunday.png' }).getByText(/ready/).waitFor();
  await pending.getByRole('listitem', { name: 'agenda.pdf' }).getByText(/ready/).waitFor();

  // The refused files are removed before sending; the rest go with the message.
  await pending.getByRole('button', { name: 'Remove sermon.pdf' }).click();
  await pending.getByRole('button', { name: 'Remove notes.txt' }).click();
  const composer = ann.page.getByRole('textbox', { name: `Message ${ben.name}` });
  await composer.fill('Photos and the agenda from Sunday');
  await composer.press('Enter');
  await messages(ann.page).getByText('Photos and the agenda from Sunday').waitFor();
  // The composer empties when the send is answered, which the live message can arrive before.
  await pending.waitFor({ state: 'detached' });

  // Ben sees the image as a thumbnail that opens full size, and the document as a chip with its size.
  await open(ben.page, `/chat/${chat!.id}`);
  const image = messages(ben.page).getByRole('button', { name: 'Open image sunday.png' });
  await image.waitFor();
  await messages(ben.page).getByRole('link', { name: /agenda\.pdf\s*\d+ bytes/ }).waitFor();
  expect(await accessibilityProblems(ben.page)).toEqual([]);
  await screenshot(ben.page, 'chat-attachments-390');
  await image.click();
  const dialog = ben.page.getByRole('dialog', { name: 'sunday.png' });
  await dialog.getByRole('img', { name: 'sunday.png' }).waitFor();
  await screenshot(ben.page, 'chat-attachment-full-390');
  await ben.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await accessibilityProblems(ann.page)).toEqual([]);
  await screenshot(ann.page, 'chat-attachments-1280');
  await Promise.all([ann.context.close(), ben.context.close()]);
});

test('a group of chosen members: participants, moderator rights, reporting and removing a message, leaving', async () => {
  // Names no other test uses: the member search must find exactly these people.
  const ann = await member(browser, 'Priscilla');
  const ben = await member(browser, 'Aquila', WIDTHS.phone);
  const cara = await member(browser, 'Apollos');

  // Ann starts the group from the list, with Ben in it.
  await open(ann.page, '/chat');
  await ann.page.getByRole('button', { name: 'New group' }).click();
  await ann.page.getByLabel('Group name').fill('Elders');
  await ann.page.getByLabel('Members').fill(ben.person.lastName);
  await ann.page.getByRole('checkbox', { name: ben.name }).check();
  await ann.page.getByRole('button', { name: 'Start group' }).click();
  await ann.page.waitForURL(/\/chat\/[^/]+$/);
  const chatPath = new URL(ann.page.url()).pathname;
  const composer = ann.page.getByRole('textbox', { name: 'Message Elders' });
  await composer.fill('Buy my book, half price for elders');
  await composer.press('Enter');
  await messages(ann.page).getByText('Buy my book, half price for elders').waitFor();

  // Ann, the admin, adds Cara and lets Ben delete messages.
  await ann.page.getByRole('button', { name: 'People in this chat' }).click();
  const panel = ann.page.getByRole('dialog', { name: 'People in this chat' });
  await panel.getByRole('listitem', { name: ben.name }).waitFor();
  await panel.getByLabel('Add people').fill(cara.person.lastName);
  await panel.getByRole('button', { name: `Add ${cara.name}` }).click();
  await panel.getByRole('list', { name: 'Participants' }).getByRole('listitem', { name: cara.name }).waitFor();
  const benRights = panel.getByRole('group', { name: `${ben.name}’s moderator rights` });
  // The switch shows the server's answer: it turns on once the right is granted.
  await benRights.getByRole('switch', { name: 'Delete messages' }).click();
  await panel.getByRole('listitem', { name: ben.name }).getByText('Moderator').waitFor();
  expect(await benRights.getByRole('switch', { name: 'Delete messages' }).isChecked()).toBe(true);
  expect(await accessibilityProblems(ann.page)).toEqual([]);
  await screenshot(ann.page, 'chat-participants-1280');
  await ann.page.keyboard.press('Escape');

  // Ben may not manage people or rights: he is offered neither, only leaving.
  await open(ben.page, chatPath);
  await ben.page.getByRole('button', { name: 'People in this chat' }).click();
  const benPanel = ben.page.getByRole('dialog', { name: 'People in this chat' });
  await benPanel.getByRole('listitem', { name: ben.name }).getByText(`${ben.name} (you)`).waitFor();
  expect(await benPanel.getByRole('switch').count()).toBe(0);
  expect(await benPanel.getByLabel('Add people').count()).toBe(0);
  expect(await benPanel.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
  await benPanel.getByRole('button', { name: 'Leave this chat' }).waitFor();
  expect(await accessibilityProblems(ben.page)).toEqual([]);
  await screenshot(ben.page, 'chat-participants-390');
  await ben.page.keyboard.press('Escape');

  // Ben reports Ann's message; a second report is not a failure.
  const report = async () => {
    await messages(ben.page).getByRole('button', { name: `${ann.name}'s message: more actions` }).first().click();
    await ben.page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = ben.page.getByRole('dialog', { name: `Report ${ann.name}’s message` });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please tell the moderators what is wrong.').waitFor();
    await dialog.getByLabel('What is wrong with it?').fill('Selling in the elders’ chat');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.waitFor({ state: 'hidden' });
  };
  await report();
  const announced = (text: string) => ben.page.getByTestId('announcer').filter({ hasText: text }).waitFor({ state: 'attached' });
  await announced('Thank you. The moderators will look at this message.');
  await report();
  await announced('You have already reported this message; the moderators have it.');

  // Ben may delete messages: he removes it, and everyone sees it removed by a moderator.
  await messages(ben.page).getByRole('button', { name: `${ann.name}'s message: more actions` }).first().click();
  ben.page.once('dialog', (confirm) => void confirm.accept());
  await ben.page.getByRole('menuitem', { name: 'Remove as moderator' }).click();
  await messages(ben.page).getByText('Message removed by a moderator').waitFor();
  await messages(ann.page).getByText('Message removed by a moderator').waitFor({ timeout: 10_000 });
  expect(await messages(ann.page).getByText('Buy my book, half price for elders').count()).toBe(0);
  await screenshot(ben.page, 'chat-moderated-390');

  // Cara leaves: back to her list, the group no longer in it.
  await open(cara.page, chatPath);
  await cara.page.getByRole('button', { name: 'People in this chat' }).click();
  cara.page.once('dialog', (confirm) => void confirm.accept());
  await cara.page.getByRole('button', { name: 'Leave this chat' }).click();
  await cara.page.waitForURL(`${webUrl()}/chat`);
  await cara.page.getByText('No conversations yet').waitFor();
  await Promise.all([ann.context.close(), ben.context.close(), cara.context.close()]);
});
