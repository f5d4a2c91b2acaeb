import { describe, expect, it } from 'vitest';
import { PersistentMap } from './persistent-map.ts';

/** A small deterministic generator, so a failing sequence can be repeated. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1_103_515_245 + 12_345) % 2_147_483_648;
    return a / 2_147_483_648;
  };
}

describe('PersistentMap', () => {
  it('behaves as a copied Map after every set and delete, and every earlier version stays as it was', () => {
    const next = random(5);
    let map = PersistentMap.empty<string, number>();
    let model = new Map<string, number>();
    const versions: [PersistentMap<string, number>, Map<string, number>][] = [];
    for (let step = 0; step < 3000; step++) {
      // Mostly new keys, some overwritten: the merges into the base happen many times over.
      const key = `k${Math.floor(next() * (step < 1500 ? 2000 : 400))}`;
      // One change in four a delete, of a key present or absent, in the base or among the recent.
      if (next() < 0.25) {
        map = map.delete(key);
        model = new Map(model);
        model.delete(key);
      } else {
        map = map.set(key, step);
        model = new Map(model).set(key, step);
      }
      if (step % 97 === 0) versions.push([map, model]);
    }
    versions.push([map, model]);
    for (const [version, expected] of versions) {
      expect(version.size).toBe(expected.size);
      expect([...version.entries()].sort()).toEqual([...expected.entries()].sort());
      expect([...version.keys()].sort()).toEqual([...expected.keys()].sort());
      expect([...version.values()].sort()).toEqual([...expected.values()].sort());
      for (const [key, value] of expected) {
        expect(version.has(key)).toBe(true);
        expect(version.get(key)).toBe(value);
      }
      for (let k = 0; k < 2000; k++) {
        if (!expected.has(`k${k}`)) expect(version.has(`k${k}`)).toBe(false);
      }
      expect(version.get('absent')).toBeUndefined();
      expect(version.has('absent')).toBe(false);
    }
  });

  it('starts empty, and from entries', () => {
    expect(PersistentMap.empty().size).toBe(0);
    expect([...PersistentMap.empty()]).toEqual([]);
    const map = PersistentMap.of([
      ['a', 1],
      ['b', 2],
    ]);
    expect([...map.set('a', 3)]).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    expect(map.get('a')).toBe(1);
    expect([...map.delete('a')]).toEqual([['b', 2]]);
    expect(map.delete('absent')).toBe(map);
    expect(map.delete('a').set('a', 4).get('a')).toBe(4);
  });
});
