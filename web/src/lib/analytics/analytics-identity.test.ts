import { describe, expect, it } from '@jest/globals';
import { buttonLabel, nextIdentityAction } from './analytics-identity.ts';

describe('nextIdentityAction', () => {
  it('identifies a user who signs in with an e-mail', () => {
    expect(nextIdentityAction(null, 'ruth@church.org')).toEqual({ kind: 'identify', email: 'ruth@church.org' });
  });

  it('re-identifies when the e-mail changes', () => {
    expect(nextIdentityAction('ruth@church.org', 'ruth@ministry.org')).toEqual({
      kind: 'identify',
      email: 'ruth@ministry.org',
    });
  });

  it('resets when the user is gone', () => {
    expect(nextIdentityAction('ruth@church.org', null)).toEqual({ kind: 'reset' });
  });

  it('does nothing when nothing changed', () => {
    expect(nextIdentityAction(null, null)).toEqual({ kind: 'none' });
    expect(nextIdentityAction('ruth@church.org', 'ruth@church.org')).toEqual({ kind: 'none' });
  });
});

describe('buttonLabel', () => {
  const element = (attributes: Record<string, string>, text: string | null) => ({
    getAttribute: (name: string) => attributes[name] ?? null,
    textContent: text,
  });

  it('prefers the analytics name, then the accessible label, then the text', () => {
    expect(buttonLabel(element({ 'data-analytics': 'sign-up-submit', 'aria-label': 'x' }, 'Create account'))).toBe(
      'sign-up-submit',
    );
    expect(buttonLabel(element({ 'aria-label': 'Open menu' }, ''))).toBe('Open menu');
    expect(buttonLabel(element({}, '  Create\n   account '))).toBe('Create account');
    expect(buttonLabel(element({}, null))).toBe('unlabelled');
  });
});
