import { describe, expect, it } from '@jest/globals';
import { contentLink, excerpt, queueVariables, searchFor, statusFilter, typeFilter } from './moderation-rules.ts';

describe('the queue filters in the address', () => {
  it('shows what waits by default, everything of every type', () => {
    expect(statusFilter({})).toBe('PENDING');
    expect(typeFilter({})).toBe('ALL');
    expect(queueVariables('PENDING', 'ALL')).toEqual({ status: 'PENDING', contentType: null });
  });

  it('reads known values in any case and ignores others', () => {
    expect([statusFilter({ status: 'resolved' }), statusFilter({ status: 'ALL' }), statusFilter({ status: 'nope' })]).toEqual(['RESOLVED', 'ALL', 'PENDING']);
    expect([typeFilter({ type: 'chat_message' }), typeFilter({ type: 'POST' }), typeFilter({ type: 'video' })]).toEqual(['CHAT_MESSAGE', 'POST', 'ALL']);
    expect(queueVariables('ALL', 'COMMENT')).toEqual({ status: null, contentType: 'COMMENT' });
  });

  it('leaves the defaults out of the address, and reads back what it writes', () => {
    expect(searchFor('PENDING', 'ALL')).toEqual({ status: undefined, type: undefined });
    const written = searchFor('DISMISSED', 'PRAYER');
    expect(written).toEqual({ status: 'dismissed', type: 'prayer' });
    expect([statusFilter(written), typeFilter(written)]).toEqual(['DISMISSED', 'PRAYER']);
  });
});

describe('contentLink', () => {
  const id = '5f0c3c7e-0000-4000-8000-000000000001';
  it('links posts and prayers to their pages, and a comment to what it is on', () => {
    expect(contentLink({ contentType: 'POST', contentId: id })).toEqual({ to: '/posts/$id', id, label: 'Open the post' });
    expect(contentLink({ contentType: 'PRAYER', contentId: id })).toEqual({ to: '/prayers/$id', id, label: 'Open the prayer request' });
    expect(contentLink({ contentType: 'COMMENT', contentId: 'c', commentOn: { contentType: 'PRAYER', id } })).toEqual({
      to: '/prayers/$id',
      id,
      label: 'Open the prayer request it is on',
    });
  });

  it('has none for a chat message or a comment whose post is gone', () => {
    expect(contentLink({ contentType: 'CHAT_MESSAGE', contentId: id })).toBeNull();
    expect(contentLink({ contentType: 'COMMENT', contentId: id, commentOn: null })).toBeNull();
  });
});

describe('excerpt', () => {
  it('keeps short text whole, flattening its white space', () => {
    expect(excerpt('Buy  cheap\nwatches ')).toBe('Buy cheap watches');
  });

  it('cuts long text at a word with an ellipsis', () => {
    const cut = excerpt('word '.repeat(100), 23);
    expect(cut).toBe('word word word word…');
    expect(cut.length).toBeLessThanOrEqual(24);
  });
});
