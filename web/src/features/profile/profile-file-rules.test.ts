import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { checkFile, formatFileSize, profileFileRules, uploadProblemOf } from './profile-file-rules.ts';

const MESSAGE = 'Profile image could not be uploaded. Please contact support for more information.';

describe('profile file rules', () => {
  it('refuses before sending what the server would refuse, with the reason', () => {
    const image = profileFileRules.PROFILE_IMAGE;
    expect(checkFile(image, { name: 'me.png', size: 2048, type: 'image/png' })).toBeNull();
    expect(checkFile(image, { name: 'ME.JPG', size: 2048, type: '' })).toBeNull();
    expect(checkFile(image, { name: 'notes.txt', size: 10, type: 'text/plain' })).toEqual({
      message: MESSAGE,
      reason: 'This kind of file is not accepted here: JPEG, PNG, WebP, GIF, AVIF or SVG, up to 10 MB.',
    });
    expect(checkFile(image, { name: 'big.png', size: 10 * 1024 * 1024 + 1, type: 'image/png' })?.reason).toBe('The file is larger than 10 MB.');
    expect(checkFile(image, { name: 'empty.png', size: 0, type: 'image/png' })?.reason).toBe('The file is empty.');
    expect(checkFile(profileFileRules.RESUME, { name: 'cv.docx', size: 100, type: '' })).toBeNull();
    expect(checkFile(profileFileRules.RESUME, { name: 'cv.png', size: 100, type: 'image/png' })?.message).toBe(
      'Resume could not be uploaded. Please contact support for more information.',
    );
  });

  it("shows a refusal's message with its reason, and the spec's message for anything else", () => {
    const refusal = new CombinedGraphQLErrors({
      errors: [
        {
          message: MESSAGE,
          extensions: { code: 'BAD_USER_INPUT', reason: 'FILE_TYPE_NOT_ALLOWED', fields: [{ path: 'file', message: 'This kind of file is not accepted here.' }] },
        },
      ],
    });
    expect(uploadProblemOf(profileFileRules.PROFILE_IMAGE, refusal)).toEqual({ message: MESSAGE, reason: 'This kind of file is not accepted here.' });
    expect(uploadProblemOf(profileFileRules.PROFILE_IMAGE, new TypeError('Failed to fetch'))).toEqual({
      message: MESSAGE,
      reason: 'We could not reach Koinonia. Check your connection and try again.',
    });
  });

  it('formats sizes', () => {
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(1536 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(12)).toBe('12 bytes');
  });
});
