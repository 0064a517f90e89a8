import { describe, expect, it } from '@jest/globals';
import { fieldInWords, unplacedFieldMessage, unplacedFieldMessages } from './field-messages.ts';

describe('messages for fields a form does not show', () => {
  it('never shows the argument path', () => {
    const message = unplacedFieldMessage('token', 'This password reset link is invalid or has expired');
    expect(message).toBe('This password reset link is invalid or has expired.');
    expect(message).not.toContain('token');
  });

  it('names the field in words before a short rule message', () => {
    expect(unplacedFieldMessage('newPassword', 'required')).toBe('New password required.');
    expect(unplacedFieldMessage('slug', 'must contain only letters, numbers and hyphens')).toBe(
      'Slug must contain only letters, numbers and hyphens.',
    );
  });

  it('turns camelCase and snake_case names into words', () => {
    expect(fieldInWords('profileImageUrl')).toBe('Profile image url');
    expect(fieldInWords('zip_code')).toBe('Zip code');
  });

  it('keeps only the fields the form did not place, each message once', () => {
    expect(
      unplacedFieldMessages({ email: 'is already registered', token: 'This link has expired.', other: 'This link has expired.' }, ['email']),
    ).toEqual(['This link has expired.']);
  });
});
