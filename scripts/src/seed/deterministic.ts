import { createHash } from 'node:crypto';
import { slugify } from '@koinonia/kit';

// Every seeded row is derived from a natural key ("member:17", "group:3:member:5"), never from
// chance: a second run produces the same ids and the same community, so inserting it again changes
// nothing, and the members of a small community are the first members of a large one.

const NAMESPACE = createHash('sha1').update('koinonia demo community').digest().subarray(0, 16);

/** A version-5-style UUID (SHA-1 of a namespace and the key). */
export function seedId(...key: readonly (string | number)[]): string {
  const hash = createHash('sha1').update(NAMESPACE).update(key.join(':')).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Pseudo-random choices seeded by a key (mulberry32): the same key always chooses the same. */
export interface Chance {
  /** In [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct items (fewer when there are not that many), in the order drawn. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** True with probability `p`. */
  chance: (p: number) => boolean;
}

export function chanceFor(...key: readonly (string | number)[]): Chance {
  let state = createHash('sha1').update(key.join(':')).digest().readUInt32LE(0);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    sample: (items, count) => {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(count, items.length)) chosen.add(int(0, items.length - 1));
      return [...chosen].map((index) => items[index]!);
    },
    chance: (p) => next() < p,
  };
}

/** The spec's slug of each text, in order, made unique with -2, -3... as the services do. */
export function uniqueSlugs(texts: readonly string[], fallback: string): string[] {
  const taken = new Set<string>();
  return texts.map((text) => {
    const base = slugify(text) || fallback;
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment up to `maxDays` before `now`, to the minute. */
export const daysBefore = (now: Date, chance: Chance, maxDays: number): Date =>
  new Date(Math.floor((now.getTime() - chance.next() * maxDays * DAY_MS) / 60_000) * 60_000);
