import { describe, expect, it } from '@jest/globals';
import { isContentEditor } from './content-editor.ts';

describe('isContentEditor', () => {
  it('is true for platform admins and content editors', () => {
    expect(isContentEditor([{ name: 'CONTENT_EDITOR', organizationId: null }])).toBe(true);
    expect(isContentEditor([{ name: 'USER', organizationId: null }, { name: 'ADMIN', organizationId: null }])).toBe(true);
  });

  it("is false for members and for an organization's admins", () => {
    expect(isContentEditor([{ name: 'USER', organizationId: null }])).toBe(false);
    expect(isContentEditor([{ name: 'ADMIN', organizationId: 'org-1' }])).toBe(false);
    expect(isContentEditor([])).toBe(false);
  });
});
