/**
 * What a VIDEO testimony's address becomes on the page: a YouTube or Vimeo film plays in a
 * privacy-friendly player (youtube-nocookie.com, player.vimeo.com with do-not-track); any other web
 * address stays a link; anything else (javascript:, data:, text) is not shown as a link at all.
 * Pure: the embed address is built from the film's id alone, never from what staff typed, so a
 * crafted address cannot smuggle anything into the player's URL.
 */

export type VideoProvider = 'YouTube' | 'Vimeo';

export type Video =
  | {
      readonly kind: 'embed';
      readonly provider: VideoProvider;
      readonly embedUrl: string;
      readonly url: string;
    }
  | { readonly kind: 'link'; readonly url: string };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
/** `t=90`, `t=90s`, `t=1m30s`, `t=1h2m3s`. */
const START = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,5})s?)?$/;

function webAddress(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Seconds of a YouTube `t`/`start` parameter, or null. */
function startSeconds(value: string | null): number | null {
  const match = value ? START.exec(value) : null;
  if (!match || !value) return null;
  const [, h, m, s] = match;
  const seconds = Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
  return seconds > 0 ? seconds : null;
}

function youtubeId(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be') return segments[0] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return segments[1] ?? null;
  return null;
}

function youtube(url: URL): Video | null {
  const id = youtubeId(url);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  const query = new URLSearchParams({ autoplay: '1', rel: '0' });
  if (start) query.set('start', String(start));
  return {
    kind: 'embed',
    provider: 'YouTube',
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?${query}`,
    url: url.href,
  };
}

function vimeo(url: URL): Video | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // vimeo.com/{id}[/{hash}], vimeo.com/channels/{name}/{id}, player.vimeo.com/video/{id}
  const at = segments.findIndex((segment) => VIMEO_ID.test(segment));
  if (at < 0) return null;
  const id = segments[at] ?? '';
  const hash = url.searchParams.get('h') ?? segments[at + 1] ?? null;
  const query = new URLSearchParams({ autoplay: '1', dnt: '1' });
  if (hash && VIMEO_HASH.test(hash)) query.set('h', hash);
  return {
    kind: 'embed',
    provider: 'Vimeo',
    embedUrl: `https://player.vimeo.com/video/${id}?${query}`,
    url: url.href,
  };
}

/** A VIDEO testimony's content as a player, a link, or nothing (not a web address). */
export function videoOf(content: string): Video | null {
  const url = webAddress(content);
  if (!url) return null;
  // Credentials in the address (`https://youtube.com@evil.example/`) mean someone is being fooled.
  if (url.username || url.password) return null;
  return youtube(url) ?? vimeo(url) ?? { kind: 'link', url: url.href };
}
