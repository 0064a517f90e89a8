import { describe, expect, it } from '@jest/globals';
import { extractLinks, frameDocument, mailboxUrl } from './mailbox.client.ts';

describe('dev mailbox client', () => {
  it('asks the API origin for one address', () => {
    expect(mailboxUrl('http://localhost:4000/graphql', 'ruth+1@church.org')).toBe(
      'http://localhost:4000/dev/mailbox.json?to=ruth%2B1%40church.org',
    );
  });

  it('finds links in html and text once each', () => {
    const links = extractLinks({
      html: '<p><a href="http://localhost:3000/verify-email?token=abc&amp;x=1">Verify</a></p>',
      text: 'Verify: http://localhost:3000/verify-email?token=abc&x=1.\nHelp: https://koinonia.app/help',
    });
    expect(links).toEqual(['http://localhost:3000/verify-email?token=abc&x=1', 'https://koinonia.app/help']);
  });

  it('lists a link once when the text part writes it in brackets, as text made from html does', () => {
    const links = extractLinks({
      html: '<p>Hi <a href="http://localhost:3000/reset-password?token=abc&amp;x=1">Reset your password</a>.</p><p><a href="https://koinonia.app/help">https://koinonia.app/help</a></p>',
      text: 'Hi Reset your password [http://localhost:3000/reset-password?token=abc&x=1].\n\nhttps://koinonia.app/help [https://koinonia.app/help]',
    });
    expect(links).toEqual(['http://localhost:3000/reset-password?token=abc&x=1', 'https://koinonia.app/help']);
    expect(extractLinks({ html: null, text: 'Verify\n[http://localhost:3000/verify-email?token=t]' })).toEqual(['http://localhost:3000/verify-email?token=t']);
  });

  it('works without html', () => {
    expect(extractLinks({ html: null, text: 'Reset (http://localhost:3000/reset-password?token=t)' })).toEqual([
      'http://localhost:3000/reset-password?token=t',
    ]);
  });

  it('makes links in the framed message open in the top window', () => {
    expect(frameDocument('<html><head><title>x</title></head></html>')).toContain('<head><base target="_top">');
    expect(frameDocument('<p>hi</p>')).toBe('<base target="_top"><p>hi</p>');
  });
});
