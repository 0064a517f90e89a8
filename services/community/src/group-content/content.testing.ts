import type { Viewer } from '@koinonia/kit';
import { dataOf, type TestResult, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { MutationType } from '../__generated__/documents/graphql.ts';
import type { CommunityConfig } from '../config.ts';
import { SAVE_GROUP, unique } from '../groups/groups.testing.ts';

type T = TestService<CommunityConfig>;

const LINKS = graphql(`
  query Links($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {
    links(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {
      results { id label url groupId eventId createdBy { id } viewerCanEdit }
      hasNextPage cursor
    }
  }
`);
const RESOURCES = graphql(`
  query Resources($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {
    resources(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {
      results { id label url description groupId eventId createdBy { id } viewerCanEdit }
      hasNextPage cursor
    }
  }
`);
const FAQS = graphql(`
  query Faqs($groupId: ID, $eventId: ID, $cursor: String, $first: Int) {
    faqs(groupId: $groupId, eventId: $eventId, cursor: $cursor, first: $first) {
      results { id question answer groupId eventId createdBy { id } viewerCanEdit }
      hasNextPage cursor
    }
  }
`);

const SAVE_LINK = graphql(`
  mutation SaveLink($id: ID, $label: String, $url: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {
    link(id: $id, label: $label, url: $url, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {
      id label url groupId eventId createdBy { id } viewerCanEdit
    }
  }
`);
const SAVE_RESOURCE = graphql(`
  mutation SaveResource($id: ID, $label: String, $url: String, $description: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {
    resource(id: $id, label: $label, url: $url, description: $description, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {
      id label url description groupId eventId createdBy { id } viewerCanEdit
    }
  }
`);
const SAVE_FAQ = graphql(`
  mutation SaveFaq($id: ID, $question: String, $answer: String, $groupId: ID, $eventId: ID, $mutationType: MutationType!) {
    faq(id: $id, question: $question, answer: $answer, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {
      id question answer groupId eventId createdBy { id } viewerCanEdit
    }
  }
`);

const SAVE_LINKS = graphql(`
  mutation SaveLinks($groupId: ID, $eventId: ID, $links: [LinkInput!], $mutationType: MutationType!) {
    links(groupId: $groupId, eventId: $eventId, links: $links, mutationType: $mutationType) { id label url createdBy { id } }
  }
`);
const SAVE_RESOURCES = graphql(`
  mutation SaveResources($groupId: ID, $eventId: ID, $resources: [ResourceInput!], $mutationType: MutationType!) {
    resources(groupId: $groupId, eventId: $eventId, resources: $resources, mutationType: $mutationType) {
      id label url description createdBy { id }
    }
  }
`);
const SAVE_FAQS = graphql(`
  mutation SaveFaqs($groupId: ID, $eventId: ID, $faqs: [FaqInput!], $mutationType: MutationType!) {
    faqs(groupId: $groupId, eventId: $eventId, faqs: $faqs, mutationType: $mutationType) { id question answer createdBy { id } }
  }
`);

/** What the tests need of an item, whatever its kind. */
export interface Item {
  readonly id: string;
  readonly createdBy: { readonly id: string };
  readonly viewerCanEdit?: boolean;
  readonly [field: string]: unknown;
}
export interface ItemPage {
  readonly results: readonly Item[];
  readonly hasNextPage: boolean;
  readonly cursor?: string | null;
}

type Vars = Record<string, unknown>;
/** A result of any of the documents below: the tests read it by the kind's field name. */
type Result = Record<string, unknown>;
type Run = (t: T, viewer: Viewer, vars: Vars) => Promise<TestResult<Result>>;

/**
 * One kind as the tests drive it: its three operations (untyped by kind, so one test covers all
 * three), what a valid item looks like, and the field its https rule and first label live in.
 */
export interface KindUnderTest {
  readonly name: 'links' | 'resources' | 'faqs';
  readonly table: string;
  /** The field each item shows first: label, or question. */
  readonly title: 'label' | 'question';
  /** A valid item's fields; different on each call. */
  readonly fields: () => Vars;
  /** The field refused without https:// (null for FAQs, which have no url). */
  readonly urlField: 'url' | null;
  readonly list: Run;
  readonly one: Run;
  readonly all: Run;
}

const cast = <D>(result: Promise<TestResult<D>>) => result as Promise<TestResult<Result>>;

export const kinds: readonly KindUnderTest[] = [
  {
    name: 'links',
    table: 'content_link',
    title: 'label',
    fields: () => ({ label: `Sermon notes ${unique()}`, url: `https://church.example/${unique()}` }),
    urlField: 'url',
    list: (t, viewer, vars) => cast(t.run(viewer, LINKS, vars)),
    one: (t, viewer, vars) => cast(t.run(viewer, SAVE_LINK, vars as { mutationType: MutationType })),
    all: (t, viewer, vars) => cast(t.run(viewer, SAVE_LINKS, vars as { mutationType: MutationType })),
  },
  {
    name: 'resources',
    table: 'content_resource',
    title: 'label',
    fields: () => ({ label: `Reading plan ${unique()}`, url: `https://church.example/${unique()}`, description: 'A year of Psalms' }),
    urlField: 'url',
    list: (t, viewer, vars) => cast(t.run(viewer, RESOURCES, vars)),
    one: (t, viewer, vars) => cast(t.run(viewer, SAVE_RESOURCE, vars as { mutationType: MutationType })),
    all: (t, viewer, vars) => cast(t.run(viewer, SAVE_RESOURCES, vars as { mutationType: MutationType })),
  },
  {
    name: 'faqs',
    table: 'content_faq',
    title: 'question',
    fields: () => ({ question: `When do we meet? ${unique()}`, answer: 'Tuesdays at 7' }),
    urlField: null,
    list: (t, viewer, vars) => cast(t.run(viewer, FAQS, vars)),
    one: (t, viewer, vars) => cast(t.run(viewer, SAVE_FAQ, vars as { mutationType: MutationType })),
    all: (t, viewer, vars) => cast(t.run(viewer, SAVE_FAQS, vars as { mutationType: MutationType })),
  },
];

const single = { links: 'link', resources: 'resource', faqs: 'faq' } as const;

/** The item a single mutation answered. */
export const itemOf = (kind: KindUnderTest, result: TestResult<Result>): Item =>
  (dataOf(result) as Record<string, Item>)[single[kind.name]]!;

/** The page a query answered. */
export const pageOf = (kind: KindUnderTest, result: TestResult<Result>): ItemPage =>
  (dataOf(result) as Record<string, ItemPage>)[kind.name]!;

/** The list a whole-list save answered. */
export const savedList = (kind: KindUnderTest, result: TestResult<Result>): Item[] =>
  (dataOf(result) as Record<string, Item[]>)[kind.name]!;

/** Adds an item to a group as `viewer`, which must succeed. */
export const added = async (t: T, kind: KindUnderTest, viewer: Viewer, groupId: string, fields: Vars = kind.fields()) =>
  itemOf(kind, await kind.one(t, viewer, { groupId, mutationType: 'ADD', ...fields }));

/** Sets one feature's permission of a group, as its admin. */
export async function setPermission(t: T, admin: Viewer, groupId: string, feature: KindUnderTest['name'], permission: { isVisible?: boolean; isAccessible?: boolean }) {
  dataOf(await t.run(admin, SAVE_GROUP, { id: groupId, permissions: { [feature]: permission }, mutationType: 'EDIT' }));
}

/** A scope's stored items in order, to compare before and after a refused change. */
export const stored = (t: T, kind: KindUnderTest, groupId: string) =>
  t.sql(`select * from ${kind.table} where group_id = ? order by position`, [groupId]);
