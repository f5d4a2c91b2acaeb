import { describe, expect, it } from 'vitest';
import { adminMenuSections } from './admin-menu-sections.ts';

describe('The administration menu', () => {
  it('shows its entries in sections, in the sections’ order, each by label, leaving empty ones out', () => {
    const sections = adminMenuSections(
      [
        { to: '/logs', label: 'Logi', group: 'system' },
        { to: '/users', label: 'Użytkownicy', group: 'people' },
        { to: '/about', label: 'O nas', group: 'content' },
        { to: '/servants', label: 'Służba', group: 'people' },
        { to: '/old', label: 'Stare' },
      ],
      'pl',
    );
    expect(sections.map((s) => [s.group, s.entries.map((e) => e.label)])).toEqual([
      ['people', ['Służba', 'Użytkownicy']],
      ['content', ['O nas']],
      ['system', ['Logi', 'Stare']],
    ]);
  });
});
