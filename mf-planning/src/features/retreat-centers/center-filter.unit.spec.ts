import type { RetreatCenter } from '@cenacle/shared-domain/lodging/contracts';
import { describe, expect, it } from 'vitest';
import { filterCenters, pageOf } from './center-filter.ts';

const center = (name: string, city: string, country: string): RetreatCenter => ({
  id: { value: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}` },
  branchId: null,
  version: 1,
  name,
  contact: '',
  country,
  city,
  address: '',
  description: '',
  buildings: [],
});

const centers = [
  center('Źródło', 'Łódź', 'Polska'),
  center('Bethanien', 'Wien', 'Österreich'),
  center('Abba', 'Kraków', 'Polska'),
];

describe('The retreat centre list', () => {
  it('sorts by name and finds a centre by name, city or country, ignoring case and accents', () => {
    expect(filterCenters(centers, '').map((c) => c.name)).toEqual(['Abba', 'Bethanien', 'Źródło']);
    expect(filterCenters(centers, 'zrodlo').map((c) => c.name)).toEqual(['Źródło']);
    expect(filterCenters(centers, ' LODZ ').map((c) => c.name)).toEqual(['Źródło']);
    expect(filterCenters(centers, 'osterreich').map((c) => c.name)).toEqual(['Bethanien']);
    expect(filterCenters(centers, 'polska').map((c) => c.name)).toEqual(['Abba', 'Źródło']);
    expect(filterCenters(centers, 'nowhere')).toEqual([]);
  });

  it('shows one page at a time, and the last page when the list became shorter', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(items, 0)).toMatchObject({ page: 0, pages: 3 });
    expect(pageOf(items, 0).items).toHaveLength(20);
    expect(pageOf(items, 2).items).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(items, 9)).toMatchObject({ page: 2, pages: 3 });
    expect(pageOf([], 3)).toEqual({ items: [], page: 0, pages: 1 });
  });
});
