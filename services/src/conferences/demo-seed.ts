import { conferenceDecider, conferenceStream } from '@cenacle/shared-domain/conferences';
import type { DemoSeed } from '../seed/demo-seed.ts';

const DEMO_CONFERENCES: Readonly<Record<string, readonly string[]>> = {
  I: ['Miłość Boga', 'Grzech', 'Zbawienie w Jezusie'],
  II: ['Wiara', 'Nawrócenie'],
  III: ['Duch Święty', 'Wspólnota'],
};

/**
 * The catalogue's winter conferences of levels I, II and III (the demo session's season and levels).
 * They come without files (the demo has none to upload): the admin adds them in the form.
 */
export async function seedConferences(seed: DemoSeed): Promise<void> {
  for (const [level, names] of Object.entries(DEMO_CONFERENCES)) {
    for (const [index, name] of names.entries()) {
      const conferenceId = seed.newId();
      await seed.run(conferenceDecider, conferenceStream(conferenceId), {
        type: 'AddConference',
        data: { conferenceId, name, number: index + 1, level, lang: 'pl', season: 'WINTER', files: [] },
      });
    }
  }
}
