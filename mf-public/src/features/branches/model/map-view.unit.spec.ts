import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { describe, expect, it } from 'vitest';
import { EUROPE, filterBranches, isPlaced, MAP_DEFAULTS, type PlacedBranch, viewFor } from './map-view.ts';

const branch = (
  name: string,
  country: string,
  latitude: number | null,
  longitude: number | null,
): Branch => ({
  id: { value: name },
  version: 1,
  name,
  country,
  city: name,
  active: true,
  currencySign: 'zł',
  photo: null,
  phone: null,
  email: null,
  facebook: null,
  description: null,
  latitude,
  longitude,
});

const placed = [
  branch('Łódź Bałuty', 'POL', 51.77, 19.46),
  branch('Kraków', 'POL', 50.06, 19.94),
  branch('München', 'DEU', 48.14, 11.58),
  branch('Dublin', 'IRL', 53.35, -6.26),
  branch('Vilnius', 'LTU', 54.69, 25.28),
].filter(isPlaced);

describe('The branch map', () => {
  it('keeps only branches with both coordinates', () => {
    expect(
      [branch('A', 'POL', 50, null), branch('B', 'POL', null, 19), branch('C', 'POL', 0, 0)].filter(isPlaced),
    ).toHaveLength(1);
  });

  it('filters by country and by a name folded like every search (accents, ł, case)', () => {
    expect(filterBranches(placed, 'DEU', '').map((b) => b.name)).toEqual(['München']);
    expect(filterBranches(placed, '', '  LODZ bal').map((b) => b.name)).toEqual(['Łódź Bałuty']);
    expect(filterBranches(placed, 'DEU', 'lodz')).toEqual([]);
    expect(filterBranches(placed, '', '')).toHaveLength(5);
  });

  it('looks at Poland, Germany and the United Kingdom by their defaults, elsewhere at the branches', () => {
    expect(viewFor('POL', placed)).toBe(MAP_DEFAULTS.POL);
    expect(viewFor('DEU', [])).toBe(MAP_DEFAULTS.DEU);
    expect(viewFor('GBR', [])).toBe(MAP_DEFAULTS.GBR);
    expect(viewFor('', placed)).toBe(EUROPE);
    const lithuania: PlacedBranch[] = filterBranches(placed, 'LTU', '');
    expect(viewFor('LTU', lithuania)).toEqual({ center: [54.69, 25.28], zoom: 6 });
    expect(viewFor('FRA', [])).toBe(EUROPE);
  });
});
