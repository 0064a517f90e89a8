import { describe, expect, it } from '@jest/globals';
import { chatTitle, groupReactions, mergeNewestFirst, seenByLabel } from './chat-rules.ts';

const person = (userId: string, firstName: string, isActive = true) => ({ userId, isActive, user: { firstName, lastName: 'Doe' } });

describe('chat titles', () => {
  it('names a direct chat after the other person and a group chat after its name or its people', () => {
    const participants = [person('me', 'Me'), person('a', 'Ann'), person('b', 'Ben'), person('c', 'Cat'), person('d', 'Dan'), person('e', 'Eve', false)];
    expect(chatTitle({ type: 'DIRECT', name: null, participants: participants.slice(0, 2) }, 'me')).toBe('Ann Doe');
    expect(chatTitle({ type: 'USER_GROUP', name: ' Elders ', participants }, 'me')).toBe('Elders');
    expect(chatTitle({ type: 'USER_GROUP', name: null, participants: participants.slice(0, 3) }, 'me')).toBe('Ann and Ben');
    expect(chatTitle({ type: 'USER_GROUP', name: null, participants }, 'me')).toBe('Ann, Ben and 2 others');
    expect(chatTitle({ type: 'GROUP_CHAT', name: '', participants: [person('me', 'Me')] }, 'me')).toBe('Just you');
  });
});

describe('live messages', () => {
  it('merges new and older messages newest first without repeating one', () => {
    const at = (id: string, minute: number) => ({ id, createdAt: `2026-01-01T10:0${minute}:00.000Z` });
    const merged = mergeNewestFirst([at('3', 3), at('2', 2)], [at('4', 4), at('3', 3), at('1', 1)]);
    expect(merged.map((message) => message.id)).toEqual(['4', '3', '2', '1']);
  });

  it('groups reactions by emoji and says which are the viewer own', () => {
    const reaction = (emoji: string, userId: string) => ({ emoji, userId, user: { firstName: userId, lastName: 'X' } });
    expect(groupReactions([reaction('👍', 'me'), reaction('❤️', 'a'), reaction('👍', 'a')], 'me')).toEqual([
      { emoji: '👍', count: 2, mine: true, names: ['me X', 'a X'] },
      { emoji: '❤️', count: 1, mine: false, names: ['a X'] },
    ]);
  });

  it('says who has seen a message', () => {
    expect(seenByLabel(0, [])).toBeNull();
    expect(seenByLabel(1, ['Ann Doe'])).toBe('Seen by Ann Doe');
    expect(seenByLabel(3, ['Ann Doe', 'Ben Doe', 'Cat Doe'])).toBe('Seen by 3');
  });
});
