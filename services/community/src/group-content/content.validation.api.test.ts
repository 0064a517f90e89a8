import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addGroup, member } from '../groups/groups.testing.ts';
import { communityService } from '../service.ts';
import {
  MAX_ANSWER_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_ITEMS_PER_SCOPE,
  MAX_LABEL_LENGTH,
  MAX_QUESTION_LENGTH,
  MAX_URL_LENGTH,
} from './content.input.ts';
import { added, itemOf, kinds, pageOf, stored, type KindUnderTest } from './content.testing.ts';

// The input rules of links, resources and FAQs: a refused change changes nothing.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const HINT = 'please add the prefix https://';
const tooLong = (max: number) => `must be at most ${max} characters`;

/** Each kind's text fields and their limits. */
const limits: Record<KindUnderTest['name'], Record<string, number>> = {
  links: { label: MAX_LABEL_LENGTH, url: MAX_URL_LENGTH },
  resources: { label: MAX_LABEL_LENGTH, url: MAX_URL_LENGTH, description: MAX_DESCRIPTION_LENGTH },
  faqs: { question: MAX_QUESTION_LENGTH, answer: MAX_ANSWER_LENGTH },
};
/** A value of exactly `length` characters that is otherwise valid for `field`. */
const ofLength = (field: string, length: number) => (field === 'url' ? `https://a.example/${'x'.repeat(length - 18)}` : 'x'.repeat(length));

async function adminsGroup(kind: KindUnderTest) {
  const admin = member();
  const group = await addGroup(t, admin);
  const item = await added(t, kind, admin, group.id);
  return { admin, group, item };
}

describe.each(kinds)('$name', (kind) => {
  it('are refused without their required fields, beyond their limits, or with a link that is not https', async () => {
    const { admin, group } = await adminsGroup(kind);
    const before = await stored(t, kind, group.id);
    const add = (fields: Record<string, unknown>) => kind.one(t, admin, { groupId: group.id, mutationType: 'ADD', ...kind.fields(), ...fields });

    expect(fieldErrors(await add({ [kind.title]: '   ' }))).toEqual({ [kind.title]: 'required' });
    expect(fieldErrors(await add({ [kind.title]: null }))).toEqual({ [kind.title]: 'required' });
    for (const [field, max] of Object.entries(limits[kind.name])) {
      expect(fieldErrors(await add({ [field]: ofLength(field, max + 1) }))).toEqual({ [field]: tooLong(max) });
    }
    if (kind.urlField) {
      expect(fieldErrors(await add({ url: 'church.example/notes' }))).toEqual({ url: HINT });
      expect(fieldErrors(await add({ url: 'http://church.example/notes' }))).toEqual({ url: HINT });
    }
    expect(fieldErrors(await add({ id: randomUUID() }))).toEqual({ id: 'must be empty when adding' });
    expect(fieldErrors(await add({ groupId: 'not-an-id' }))).toEqual({ groupId: 'is not a valid id' });
    expect(await stored(t, kind, group.id)).toEqual(before);

    // At the limits, and trimmed.
    const atLimits = Object.fromEntries(Object.entries(limits[kind.name]).map(([field, max]) => [field, ofLength(field, max)]));
    expect(itemOf(kind, await add({ ...atLimits, [kind.title]: `  ${'y'.repeat(10)}  ` }))).toMatchObject({ ...atLimits, [kind.title]: 'y'.repeat(10) });
  });

  it('keep what EDIT leaves out and refuse what it breaks', async () => {
    const { admin, group, item } = await adminsGroup(kind);
    const before = await stored(t, kind, group.id);
    const edit = (fields: Record<string, unknown>) => kind.one(t, admin, { id: item.id, mutationType: 'EDIT', ...fields });
    expect(fieldErrors(await edit({ [kind.title]: '' }))).toEqual({ [kind.title]: 'required' });
    if (kind.urlField) expect(fieldErrors(await edit({ url: 'ftp://church.example' }))).toEqual({ url: HINT });
    expect(fieldErrors(await edit({ id: 'nope' }))).toEqual({ id: 'is not a valid id' });
    expect(errorCodes(await edit({ id: randomUUID() }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await edit({ groupId: (await addGroup(t, admin)).id }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await kind.one(t, admin, { id: item.id, mutationType: 'DELETE_ALL' }))).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(await kind.one(t, admin, { id: item.id, mutationType: 'DELETE_ALL' }))).toEqual({ mutationType: 'must be ADD, EDIT or DELETE' });
    expect(await stored(t, kind, group.id)).toEqual(before);

    // Nothing given: nothing changes.
    expect(itemOf(kind, await edit({}))).toMatchObject({ id: item.id, [kind.title]: item[kind.title] });
    if (kind.name === 'resources') {
      expect(itemOf(kind, await edit({ label: 'Kept description' })).description).toBe(item['description']);
      expect(itemOf(kind, await edit({ description: ' ' })).description).toBeNull();
    }
  });

  it('belong to exactly one group or event; events are not found until they exist', async () => {
    const { admin, group } = await adminsGroup(kind);
    const before = await stored(t, kind, group.id);
    const eventId = randomUUID();
    expect(errorCodes(await kind.list(t, admin, { eventId }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await kind.one(t, admin, { eventId, mutationType: 'ADD', ...kind.fields() }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await kind.all(t, admin, { eventId, [kind.name]: [], mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
    for (const scope of [{}, { groupId: group.id, eventId }]) {
      expect(errorCodes(await kind.list(t, admin, scope))).toEqual(['BAD_USER_INPUT']);
      expect(errorCodes(await kind.one(t, admin, { ...scope, mutationType: 'ADD', ...kind.fields() }))).toEqual(['BAD_USER_INPUT']);
      expect(errorCodes(await kind.all(t, admin, { ...scope, [kind.name]: [], mutationType: 'EDIT' }))).toEqual(['BAD_USER_INPUT']);
    }
    expect(errorCodes(await kind.list(t, admin, { groupId: randomUUID() }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await kind.list(t, admin, { groupId: 'not-an-id' }))).toEqual(['NOT_FOUND']);
    expect(fieldErrors(await kind.list(t, admin, { groupId: group.id, cursor: 'bogus' }))).toEqual({ cursor: 'is not a valid cursor' });
    expect(await stored(t, kind, group.id)).toEqual(before);
  });

  it('refuse a whole list with any bad item, naming its index, and change nothing', async () => {
    const { admin, group, item } = await adminsGroup(kind);
    const other = await adminsGroup(kind);
    const before = await stored(t, kind, group.id);
    const save = (list: unknown, mutationType = 'EDIT') => kind.all(t, admin, { groupId: group.id, [kind.name]: list, mutationType });

    const [firstField, firstMax] = Object.entries(limits[kind.name])[0]!;
    const broken = [{ id: item.id, ...kind.fields() }, kind.fields(), { ...kind.fields(), [firstField]: ofLength(firstField, firstMax + 1) }, { ...kind.fields(), [kind.title]: '' }];
    expect(fieldErrors(await save(broken))).toEqual({
      [`${kind.name}.2.${firstField}`]: tooLong(firstMax),
      [`${kind.name}.3.${kind.title}`]: 'required',
    });
    if (kind.urlField) expect(fieldErrors(await save([kind.fields(), { ...kind.fields(), url: 'www.example.org' }]))).toEqual({ [`${kind.name}.1.url`]: HINT });
    expect(fieldErrors(await save([{ id: item.id, ...kind.fields() }, { id: item.id, ...kind.fields() }]))).toEqual({ [`${kind.name}.1.id`]: 'is listed twice' });
    expect(fieldErrors(await save([kind.fields(), { id: other.item.id, ...kind.fields() }]))).toEqual({
      [`${kind.name}.1.id`]: `is not one of these ${kind.name === 'faqs' ? 'FAQs' : kind.name}`,
    });
    const tooMany = Array.from({ length: MAX_ITEMS_PER_SCOPE + 1 }, () => kind.fields());
    expect(fieldErrors(await save(tooMany))).toEqual({ [kind.name]: `must list at most ${MAX_ITEMS_PER_SCOPE} ${kind.name === 'faqs' ? 'FAQs' : kind.name}` });
    expect(fieldErrors(await save(null))).toEqual({ [kind.name]: 'required' });
    expect(fieldErrors(await save([kind.fields()], 'DELETE_ALL'))).toEqual({ [kind.name]: 'must be empty when deleting them all' });
    expect(fieldErrors(await save([], 'ADD'))).toEqual({ mutationType: 'must be EDIT or DELETE_ALL' });
    expect(await stored(t, kind, group.id)).toEqual(before);
    expect(await stored(t, kind, other.group.id)).toHaveLength(1);
    expect(pageOf(kind, await kind.list(t, admin, { groupId: group.id })).results.map((i) => i.id)).toEqual([item.id]);
  });
});
