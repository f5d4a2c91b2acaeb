import { describe, expect, it } from 'vitest';
import { MASKED_SECRET, maskSecretLinks } from './secret-links.ts';

const TOKEN = 'q3Xr9_Tz-0aB4cD5eF6gH7iJ8kL9mN0oP1qR2sT3uV4';
const UUID = '0b5c6f0e-7d1a-4c3b-9e2f-1a2b3c4d5e6f';

describe('Secret links', () => {
  it.each([
    ['activation', `https://cenacle.example/activation/${TOKEN}`, 'https://cenacle.example/activation/•••••'],
    ['invitation', `https://cenacle.example/invite/${TOKEN}`, 'https://cenacle.example/invite/•••••'],
    [
      'an e-mail confirmation',
      `http://127.0.0.1:3000/confirm-email/${TOKEN}?x=1`,
      'http://127.0.0.1:3000/confirm-email/•••••?x=1',
    ],
    [
      'the calendar feed',
      `https://cenacle.example/api/my-responsibilities.ics?session=${UUID}&user=${UUID}&token=${TOKEN}`,
      `https://cenacle.example/api/my-responsibilities.ics?session=${UUID}&user=${UUID}&token=•••••`,
    ],
    [
      'a short token in a secret parameter',
      'https://x.example/feed?key=abc123',
      'https://x.example/feed?key=•••••',
    ],
  ])('masks the secret of %s', (_kind, link, masked) => {
    expect(maskSecretLinks(`Open this link:\n${link}\n\nKind regards`)).toBe(
      `Open this link:\n${masked}\n\nKind regards`,
    );
  });

  it('masks in HTML, where the ampersand stands escaped', () => {
    const html = `<p>Open:<br>https://cenacle.example/feed.ics?user=${UUID}&#38;token=${TOKEN}</p>`;
    expect(maskSecretLinks(html)).toBe(
      `<p>Open:<br>https://cenacle.example/feed.ics?user=${UUID}&#38;token=${MASKED_SECRET}</p>`,
    );
  });

  it('keeps ids, ordinary paths, long host names and words outside links', () => {
    const text = [
      `https://cenacle-retreats-of-the-northern-provinces.example/session-registration?session=${UUID}`,
      'https://cenacle.example/servant-responsibilities',
      `A word that is not a link: ${TOKEN}`,
    ].join('\n');
    expect(maskSecretLinks(text)).toBe(text);
    expect(maskSecretLinks(null)).toBeNull();
  });
});
