import { describe, expect, it } from '@jest/globals';
import { messages } from '../../lib/validation/rules.ts';
import { contentErrors, contentInput, moved } from './group-content-rules.ts';
import { currentTab, groupTabs } from './group-tabs-rules.ts';

const feature = (canSee: boolean, canUse = false) => ({ __typename: 'GroupFeatureAccess' as const, canSee, canUse });
const access = (seen: Partial<Record<'feed' | 'prayer' | 'links' | 'resources' | 'faqs', boolean>>) => ({
  __typename: 'GroupViewerAccess' as const,
  feed: feature(seen.feed ?? false),
  prayer: feature(seen.prayer ?? false),
  links: feature(seen.links ?? false),
  resources: feature(seen.resources ?? false),
  faqs: feature(seen.faqs ?? false),
});

describe('the group page tabs', () => {
  it('shows the features the viewer may see, then members, and Manage to admins only', () => {
    const all = access({ feed: true, prayer: true, links: true, resources: true, faqs: true });
    expect(groupTabs(all, true).map((tab) => tab.value)).toEqual(['feed', 'prayers', 'links', 'resources', 'faqs', 'members', 'manage']);
    expect(groupTabs(access({ prayer: true, faqs: true }), false).map((tab) => tab.label)).toEqual(['Prayers', 'FAQs', 'Members']);
    expect(groupTabs(access({}), false).map((tab) => tab.value)).toEqual(['members']);
  });

  it('opens the tab in the address when the viewer has it, else the first', () => {
    const tabs = groupTabs(access({ feed: true, links: true }), false);
    expect(currentTab(tabs, 'links')).toBe('links');
    expect(currentTab(tabs, 'manage')).toBe('feed');
    expect(currentTab(tabs, undefined)).toBe('feed');
    expect(currentTab(groupTabs(access({}), false), 'prayers')).toBe('members');
  });
});

describe('the links, resources and FAQs editor', () => {
  it('refuses what the API refuses, keyed by row, with the spec https:// hint', () => {
    const errors = contentErrors('links', [
      { label: 'Site', url: 'https://example.org' },
      { label: ' ', url: 'http://example.org' },
      { label: 'x'.repeat(101), url: 'https://example.org' },
    ]);
    expect(errors).toEqual({ 'items.1.label': messages.required, 'items.1.url': messages.httpsLink, 'items.2.label': 'At most 100 characters.' });
    expect(contentErrors('resources', [{ label: 'Guide', url: 'https://example.org/guide', description: '' }])).toEqual({});
    expect(contentErrors('faqs', [{ question: 'When?', answer: '' }])).toEqual({ 'items.0.answer': messages.required });
  });

  it('sends the rows trimmed and in order, keeping existing ids', () => {
    expect(contentInput('faqs', [{ id: 'f1', question: ' When? ', answer: 'Sundays ' }, { question: 'Where?', answer: 'Here' }])).toEqual([
      { id: 'f1', question: 'When?', answer: 'Sundays' },
      { question: 'Where?', answer: 'Here' },
    ]);
  });

  it('moves a row up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
