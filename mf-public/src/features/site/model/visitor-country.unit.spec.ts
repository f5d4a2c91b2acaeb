import { describe, expect, it } from 'vitest';
import {
  countriesOfBranches,
  countryOfLanguage,
  NO_COUNTRY,
  sectionsForCountry,
  visitorCountry,
} from './visitor-country.ts';

describe("The visitor's country", () => {
  it('is suggested by the language: pl Poland, de Germany, uk Ukraine, en none', () => {
    expect(countryOfLanguage('pl')).toBe('POL');
    expect(countryOfLanguage('de')).toBe('DEU');
    expect(countryOfLanguage('uk')).toBe('UKR');
    expect(countryOfLanguage('en')).toBeNull();
    expect(countryOfLanguage('de-AT')).toBe('DEU');
  });

  it('is offered among the countries of the active branches, each once', () => {
    expect(countriesOfBranches([{ country: 'POL' }, { country: 'deu' }, { country: 'POL' }])).toEqual([
      'DEU',
      'POL',
    ]);
  });

  it('follows the language until the visitor chooses', () => {
    expect(visitorCountry(null, 'pl', ['DEU', 'POL'])).toBe('POL');
    expect(visitorCountry(null, 'en', ['DEU', 'POL'])).toBeNull();
    // No branch in Ukraine: no Ukrainian sections are asked for.
    expect(visitorCountry(null, 'uk', ['DEU', 'POL'])).toBeNull();
  });

  it('keeps the choice, even "none", over the language', () => {
    expect(visitorCountry('DEU', 'pl', ['DEU', 'POL'])).toBe('DEU');
    expect(visitorCountry(NO_COUNTRY, 'pl', ['DEU', 'POL'])).toBeNull();
    expect(visitorCountry('POL', 'en', ['DEU', 'POL'])).toBe('POL');
  });

  it('drops a stored country no active branch has any more', () => {
    expect(visitorCountry('UKR', 'de', ['DEU', 'POL'])).toBe('DEU');
    expect(visitorCountry('UKR', 'en', ['DEU', 'POL'])).toBeNull();
  });

  it('trusts the choice while the branches are not in yet', () => {
    expect(visitorCountry('UKR', 'pl', null)).toBe('UKR');
    expect(visitorCountry(null, 'uk', null)).toBe('UKR');
  });
});

describe('The sections for a country', () => {
  const sections = [
    { name: 'for all', country: null },
    { name: 'for Poland', country: 'POL' },
  ];

  it('are those the server chose for a country', () => {
    expect(sectionsForCountry(sections, 'POL').map((s) => s.name)).toEqual(['for all', 'for Poland']);
  });

  it('are only those of no country when the visitor has none', () => {
    expect(sectionsForCountry(sections, null).map((s) => s.name)).toEqual(['for all']);
  });
});
