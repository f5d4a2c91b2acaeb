import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Video } from '../model/video-embed.ts';
import styles from './content.module.css';

/**
 * A film that loads only when the visitor asks: until then a button (no third-party request, no
 * cookie, nothing heavy on the page), then the provider's privacy-friendly player, focused.
 */
export function VideoPlayer(props: {
  readonly video: Extract<Video, { kind: 'embed' }>;
  readonly author: string;
}) {
  const { t } = useTranslation('public');
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const { video, author } = props;

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className={styles.video}>
      {playing ? (
        <iframe
          ref={frame}
          className={styles.player}
          src={video.embedUrl}
          title={t('testimonies.videoTitle', { author })}
          loading="lazy"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          // The players need to know which site embeds them; they learn the origin, no path.
          referrerPolicy="strict-origin"
          data-testid="video-player"
        />
      ) : (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          <span className={styles.playIcon} aria-hidden="true" />
          <span>
            {t('testimonies.play', { author })}
            <span className={styles.provider}>{t('testimonies.provider', { provider: video.provider })}</span>
          </span>
        </button>
      )}
    </div>
  );
}
