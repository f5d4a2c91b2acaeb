import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { describe, expect, it } from 'vitest';
import { countriesOf, filterBranches, NO_FILTER } from './branch-filter.ts';

const branch = (name: string, country: string, city: string, active = true): Branch => ({
  id: { value: name },
  version: 1,
  name,
  country,
  city,
  active,
  currencySign: 'zł',
  photo: null,
  phone: null,
  email: null,
  facebook: null,
  description: null,
  longitude: null,
  latitude: null,
});

const list = [
  branch('Łódź', 'POL', 'Łódź'),
  branch('Berlin', 'DEU', 'Berlin', false),
  branch('Kraków', 'POL', 'Kraków'),
  branch('Lwów', 'UKR', 'Lviv'),
];
const names = (filter = {}) => filterBranches(list, { ...NO_FILTER, ...filter }).map((b) => b.name);

describe('branch list filter', () => {
  it('sorts by name in Polish order, either way', () => {
    expect(names()).toEqual(['Berlin', 'Kraków', 'Lwów', 'Łódź']);
    expect(names({ sort: 'descending' })).toEqual(['Łódź', 'Lwów', 'Kraków', 'Berlin']);
  });
  it('filters by country, active only and text in name or city, ignoring accents', () => {
    expect(names({ country: 'POL' })).toEqual(['Kraków', 'Łódź']);
    expect(names({ activeOnly: true })).not.toContain('Berlin');
    expect(names({ text: 'krakow' })).toEqual(['Kraków']);
    expect(names({ text: 'LVIV' })).toEqual(['Lwów']);
    expect(names({ text: 'lodz' })).toEqual(['Łódź']);
  });
  it('offers the countries present', () => {
    expect(countriesOf(list)).toEqual(['DEU', 'POL', 'UKR']);
  });
});
