import { describe, expect, it } from '@jest/globals';
import { atMost, email, httpsLink, maxLength, messages, password, passwordChecks, presentPassword, requiredText, zipcode } from './rules.ts';

describe('requiredText', () => {
  it('refuses empty and blank text with "required"', () => {
    expect(requiredText('')).toBe('required');
    expect(requiredText('   ')).toBe('required');
  });

  it('accepts one visible character', () => {
    expect(requiredText(' a ')).toBeNull();
  });
});

describe('email', () => {
  it('accepts text@text.text', () => {
    expect(email('pastor@church.org')).toBeNull();
    expect(email('  pastor@church.org  ')).toBeNull();
  });

  it('is required', () => {
    expect(email(' ')).toBe('required');
  });

  it.each(['pastor', 'pastor@church', '@church.org', 'pas tor@church.org', 'pastor@chu rch.org'])(
    'refuses %p',
    (value) => {
      expect(email(value)).toBe(messages.email);
    },
  );
});

describe('password', () => {
  it('accepts 8+ characters with upper, lower and digit', () => {
    expect(password('Grace2024')).toBeNull();
  });

  it.each(['Short1A', 'alllower123', 'ALLUPPER123', 'NoDigitsHere'])('refuses %p', (value) => {
    expect(password(value)).toBe(messages.password);
  });

  it('is required, and is not trimmed', () => {
    expect(password('')).toBe('required');
    expect(password('  Grace1  ')).toBeNull();
  });

  it('only needs presence at sign-in', () => {
    expect(presentPassword('x')).toBeNull();
    expect(presentPassword('')).toBe('required');
  });

  it('lists which hints are met', () => {
    expect(passwordChecks('abc').map((c) => c.met)).toEqual([false, false, true, false]);
  });
});

describe('zipcode', () => {
  it('accepts up to five digits, blank, and surrounding spaces', () => {
    expect(zipcode('')).toBeNull();
    expect(zipcode('12345')).toBeNull();
    expect(zipcode(' 02139 ')).toBeNull();
  });

  it('refuses more than five or non-digits with the spec message', () => {
    expect(zipcode('123456')).toBe('must contain at most 5 numbers');
    expect(zipcode('12a45')).toBe('must contain at most 5 numbers');
  });
});

describe('httpsLink', () => {
  it('requires the https:// prefix', () => {
    expect(httpsLink('https://church.org')).toBeNull();
    expect(httpsLink('church.org')).toBe('please add the prefix https://');
  });
});

describe('atMost', () => {
  it('takes the limit, trimmed, and refuses one more character with the server message', () => {
    const body = atMost(maxLength.blogBody);
    expect(body(` ${'x'.repeat(maxLength.blogBody)}\n`)).toBeNull();
    expect(body('x'.repeat(maxLength.blogBody + 1))).toBe('must be at most 100000 characters');
  });
});
