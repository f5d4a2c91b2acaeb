import {
  type AboutUsEntryValues,
  aboutUsDecider,
  aboutUsStream,
  type CmsLocation,
  type ColumnSnapshot,
  type ColumnType,
  type ComponentSnapshot,
  defaultLayouts,
  type ElementSnapshot,
  type ElementType,
  infoComponentDecider,
  infoComponentStream,
  type StoredTestimony,
  testimonyDecider,
  testimonyStream,
} from '@cenacle/shared-domain/content';
import { DEMO_BRANCH, type DemoSeed } from '../seed/demo-seed.ts';

type Lang = 'pl' | 'en';
type Words = Readonly<Record<Lang, string>>;
type ElementSpec = readonly [ElementType, Words, string?];

const element = (seed: DemoSeed, lang: Lang, [type, words, url]: ElementSpec): ElementSnapshot => ({
  elementId: seed.newId(),
  type,
  content: words[lang],
  url: url ?? null,
  file: null,
  cssLayouts: defaultLayouts(type),
});

interface SectionSpec {
  readonly name: string;
  readonly location: CmsLocation;
  readonly branch?: boolean;
  readonly columns: readonly (readonly [ColumnType, readonly ElementSpec[]])[];
}

/** The home page (long page): a hero, how to join in two columns, the sessions of a year. */
const HOME: readonly SectionSpec[] = [
  {
    name: 'Hero',
    location: 'LONG_PAGE',
    columns: [
      [
        'CENTER',
        [
          ['H1', { pl: 'Wspólnota Cenacle', en: 'The Cenacle community' }],
          [
            'TEXT',
            {
              pl: '<p>Rekolekcje i szkoła formacji dla wszystkich, którzy szukają Boga razem z innymi.</p>',
              en: '<p>Retreats and a school of formation for all who seek God together with others.</p>',
            },
          ],
          ['BUTTON', { pl: 'Najbliższe wydarzenia', en: 'Upcoming events' }, '/events'],
        ],
      ],
    ],
  },
  {
    name: 'How to join',
    location: 'LONG_PAGE',
    columns: [
      [
        'LEFT',
        [
          ['H2', { pl: 'Jak dołączyć', en: 'How to join' }],
          [
            'TEXT',
            {
              pl: '<p>Wybierz oddział najbliżej siebie i zapisz się na sesję przez formularz.</p>',
              en: '<p>Choose the branch nearest to you and register for a session with its form.</p>',
            },
          ],
        ],
      ],
      [
        'RIGHT',
        [
          ['H2', { pl: 'Kontakt', en: 'Contact' }],
          [
            'TEXT',
            {
              pl: '<p>Napisz do nas – odpowiemy na każde pytanie przed zapisem.</p>',
              en: '<p>Write to us – we answer every question before you register.</p>',
            },
          ],
          ['BUTTON', { pl: 'Oddziały', en: 'Branches' }, '/branches'],
        ],
      ],
    ],
  },
  {
    name: 'Sessions of a year',
    location: 'LONG_PAGE',
    columns: [
      [
        'CENTER',
        [
          ['H2', { pl: 'Rok formacji', en: 'A year of formation' }],
          [
            'TEXT',
            {
              pl: '<p>3 sesje weekendowe w roku oraz dłuższa sesja letnia.</p>',
              en: '<p>3 weekend sessions a year plus a longer summer one.</p>',
            },
          ],
        ],
      ],
    ],
  },
  {
    name: 'Formation',
    location: 'FORMATION',
    columns: [
      [
        'CENTER',
        [
          ['H2', { pl: 'Trzy poziomy', en: 'Three levels' }],
          [
            'TEXT',
            {
              pl: '<p>Szkoła ma trzy poziomy; każdy trwa rok i kończy się sesją letnią.</p>',
              en: '<p>The school has three levels; each lasts a year and ends with the summer session.</p>',
            },
          ],
        ],
      ],
    ],
  },
  {
    name: 'Blog',
    location: 'BLOG',
    columns: [
      [
        'CENTER',
        [
          ['H2', { pl: 'Z ostatniej sesji', en: 'From the last session' }],
          [
            'TEXT',
            {
              pl: '<p>Wspomnienia z ostatniej sesji letniej: <strong>dziękujemy</strong> wszystkim posługującym!</p>',
              en: '<p>Memories of the last summer session: <strong>thank you</strong> to all who served!</p>',
            },
          ],
        ],
      ],
    ],
  },
  {
    name: 'Branch',
    location: 'BRANCH',
    branch: true,
    columns: [
      [
        'CENTER',
        [
          ['H1', { pl: 'Cenacle Kraków', en: 'Cenacle Kraków' }],
          [
            'TEXT',
            {
              pl: '<p>Spotykamy się w każdy czwartek o 19:00 w domu rekolekcyjnym.</p>',
              en: '<p>We meet every Thursday at 7 pm at the retreat house.</p>',
            },
          ],
        ],
      ],
    ],
  },
];

async function seedSections(seed: DemoSeed): Promise<void> {
  const indexes = new Map<string, number>();
  for (const spec of HOME) {
    for (const lang of ['pl', 'en'] as const) {
      const page = `${spec.location}-${lang}`;
      const index = indexes.get(page) ?? 0;
      indexes.set(page, index + 1);
      const columns: ColumnSnapshot[] = spec.columns.map(([type, elements]) => ({
        type,
        elements: elements.map((each) => element(seed, lang, each)),
      }));
      const component: ComponentSnapshot = {
        name: spec.name,
        location: spec.location,
        lang,
        country: null,
        branchId: spec.branch ? seed.id(DEMO_BRANCH) : null,
        index,
        section: { cssLayouts: defaultLayouts('SECTION'), columns },
      };
      const componentId = seed.newId();
      await seed.run(infoComponentDecider, infoComponentStream(componentId), {
        type: 'SaveInfoComponent',
        data: { componentId, component, expectedVersion: null },
      });
    }
  }
}

const ABOUT_US: readonly Omit<AboutUsEntryValues, 'entryId'>[] = [
  {
    title: 'Kim jesteśmy',
    content:
      '<p>Cenacle to wspólnota, która od lat prowadzi rekolekcje i szkołę formacji w kilku krajach.</p>',
    language: 'pl',
    main: true,
    branchId: null,
  },
  {
    title: 'Who we are',
    content:
      '<p>Cenacle is a community that has run retreats and a school of formation in several countries for years.</p>',
    language: 'en',
    main: true,
    branchId: null,
  },
  {
    title: 'Posługujący',
    content: '<p>Sesje przygotowują wolontariusze: muzyka, kuchnia, opieka nad dziećmi.</p>',
    language: 'pl',
    main: false,
    branchId: null,
  },
];

const TESTIMONIES: readonly Omit<StoredTestimony, 'testimonyId' | 'created'>[] = [
  {
    author: 'Anna',
    content: '<p>Po sesji letniej wróciłam do domu z nową nadzieją.</p>',
    type: 'TEXT',
    branchId: null,
    country: 'POL',
    onMainPage: true,
    photo: null,
  },
  {
    author: 'Markus',
    content: '<p>Die Gemeinschaft hat mir geholfen, wieder zu beten.</p>',
    type: 'TEXT',
    branchId: null,
    country: 'DEU',
    onMainPage: false,
    photo: null,
  },
  {
    author: 'Piotr',
    content: 'https://www.youtube.com/watch?v=cenacle-demo',
    type: 'VIDEO',
    branchId: null,
    country: 'POL',
    onMainPage: true,
    photo: null,
  },
];

/** Demo content: the home, formation, blog and branch pages in Polish and English, about us, testimonies. */
export async function seedContent(seed: DemoSeed): Promise<void> {
  await seedSections(seed);
  for (const values of ABOUT_US) {
    const entryId = seed.newId();
    await seed.run(aboutUsDecider, aboutUsStream(entryId), {
      type: 'SaveAboutUsEntry',
      data: { entryId, ...values, expectedVersion: null },
    });
  }
  for (const values of TESTIMONIES) {
    const testimonyId = seed.newId();
    await seed.run(testimonyDecider, testimonyStream(testimonyId), {
      type: 'SaveTestimony',
      data: { testimonyId, ...values, created: seed.clock().toISOString(), expectedVersion: null },
    });
  }
}
