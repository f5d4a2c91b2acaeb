import { VIDEO_PLAYER_ORIGINS } from '@cenacle/shared-domain/content/rules';
import { describe, expect, it } from 'vitest';
import { videoOf } from './video-embed.ts';

const embedOf = (content: string) => {
  const video = videoOf(content);
  return video?.kind === 'embed' ? video.embedUrl : null;
};

describe('A video testimony', () => {
  describe('from YouTube', () => {
    it('plays from youtube-nocookie.com, whichever address form staff pasted', () => {
      for (const address of [
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        'https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&index=2',
        'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
        'https://youtu.be/dQw4w9WgXcQ',
        '  https://youtu.be/dQw4w9WgXcQ?si=abc  ',
        'https://www.youtube.com/embed/dQw4w9WgXcQ',
        'https://www.youtube.com/shorts/dQw4w9WgXcQ',
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      ]) {
        expect(embedOf(address), address).toBe(
          'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
        );
      }
      expect(videoOf('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({ kind: 'embed', provider: 'YouTube' });
    });

    it('starts where the address says', () => {
      expect(embedOf('https://youtu.be/dQw4w9WgXcQ?t=90')).toContain('&start=90');
      expect(embedOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s')).toContain('&start=90');
      expect(embedOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=soon')).not.toContain('start');
    });

    it('builds the player address from the id alone', () => {
      // An id that is not one (too long, a quote, a path) gives no player: the address stays a link.
      for (const address of [
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="alert(1)',
        'https://www.youtube.com/watch?v=../../evil',
        'https://youtu.be/dQw4w9WgXcQ12345',
        'https://www.youtube.com/channel/UC123',
      ]) {
        expect(videoOf(address)?.kind, address).toBe('link');
      }
    });
  });

  describe('from Vimeo', () => {
    it('plays from player.vimeo.com without tracking', () => {
      expect(embedOf('https://vimeo.com/76979871')).toBe(
        'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      );
      expect(embedOf('https://vimeo.com/channels/staffpicks/76979871')).toBe(
        'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      );
      expect(embedOf('https://player.vimeo.com/video/76979871')).toBe(
        'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      );
      expect(videoOf('https://vimeo.com/76979871')).toMatchObject({ provider: 'Vimeo' });
    });

    it('keeps the hash of an unlisted film', () => {
      expect(embedOf('https://vimeo.com/76979871/a1b2c3d4e5')).toBe(
        'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=a1b2c3d4e5',
      );
      expect(embedOf('https://vimeo.com/76979871/<script>')).toBe(
        'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      );
    });
  });

  it('stays a link when it is another web address', () => {
    expect(videoOf('https://video.example.org/watch/abc')).toEqual({
      kind: 'link',
      url: 'https://video.example.org/watch/abc',
    });
    expect(videoOf('https://vimeo.com/about')).toEqual({ kind: 'link', url: 'https://vimeo.com/about' });
  });

  it('is never a player for a look-alike host', () => {
    for (const address of [
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil-youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.co/watch?v=dQw4w9WgXcQ',
      'https://youtu.be.evil.example/dQw4w9WgXcQ',
      'https://vimeo.com.evil.example/76979871',
      'https://notvimeo.com/76979871',
      'https://www.yοutube.com/watch?v=dQw4w9WgXcQ', // a Greek omicron
    ]) {
      expect(videoOf(address)?.kind, address).toBe('link');
    }
  });

  it('is not even a link when the address hides credentials before a host', () => {
    expect(videoOf('https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoOf('https://user:pass@vimeo.com/76979871')).toBeNull();
  });

  it('is neither a player nor a link for a script, data or other non-web address', () => {
    for (const content of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)//https://youtu.be/dQw4w9WgXcQ',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//youtu.be/dQw4w9WgXcQ',
      'youtu.be/dQw4w9WgXcQ',
      'Nagranie wkrótce',
      '',
    ]) {
      expect(videoOf(content), content).toBeNull();
    }
  });

  it('only ever points a player at the two allowed origins', () => {
    for (const address of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      expect(VIDEO_PLAYER_ORIGINS).toContain(new URL(embedOf(address) ?? '').origin);
    }
  });
});
