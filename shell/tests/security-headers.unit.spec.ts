import { describe, expect, it } from 'vitest';
import { shellContentSecurityPolicy, tileOrigin } from '../serve/security-headers.ts';

describe("The shell page's image sources", () => {
  it('allows the map tile server by its origin, a {s} subdomain as a wildcard', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('https://{s}.tiles.example.org:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.org:8443',
    );
    expect(tileOrigin('/no-tile-server/{z}/{x}/{y}.png')).toBeNull();
    expect(tileOrigin('javascript:alert(1)')).toBeNull();
  });

  it('adds the tile origin to img-src and to nothing else', () => {
    const policy = shellContentSecurityPolicy(['http://127.0.0.1:3001'], ['https://tile.openstreetmap.org']);
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('img-src')).toBe("img-src 'self' data: https://tile.openstreetmap.org");
    expect(directive('script-src')).toBe("script-src 'self' http://127.0.0.1:3001");
    expect(directive('connect-src')).not.toContain('openstreetmap');
  });
});

describe("The shell page's frames", () => {
  it('may frame only its own pages and the privacy-friendly YouTube and Vimeo players', () => {
    const policy = shellContentSecurityPolicy(['http://127.0.0.1:3001'], ['https://tile.openstreetmap.org']);
    const directives = policy.split('; ');
    expect(directives.filter((d) => d.startsWith('frame-src '))).toEqual([
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    ]);
    // Nothing may frame Cenacle itself, and no other directive gains the players.
    expect(directives).toContain("frame-ancestors 'none'");
    expect(directives.filter((d) => d.includes('youtube') || d.includes('vimeo'))).toHaveLength(1);
  });
});

describe("The shell page's workers", () => {
  it('may start workers from its own origin (the desk’s service worker) and from blobs (the QR decoder) only', () => {
    const directives = shellContentSecurityPolicy(['http://127.0.0.1:3001']).split('; ');
    expect(directives.filter((d) => d.startsWith('worker-src '))).toEqual(["worker-src 'self' blob:"]);
    expect(directives.filter((d) => d.includes('blob:'))).toHaveLength(1);
  });
});
