/**
 * The origins the public site's video players load from (youtube-nocookie.com, player.vimeo.com):
 * mf-public embeds VIDEO testimonies from these, and the shell's CSP `frame-src` allows exactly these.
 */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;
