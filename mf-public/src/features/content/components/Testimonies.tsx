import type { Testimony } from '@cenacle/shared-domain/content/contracts';
import { shortenText, TESTIMONY_PREVIEW_LENGTH } from '@cenacle/shared-domain/content/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../site/components/RichHtml.tsx';
import site from '../../site/components/site.module.css';
import { videoOf } from '../model/video-embed.ts';
import styles from './content.module.css';
import { VideoPlayer } from './VideoPlayer.tsx';

/**
 * One testimony: a text one as a 100-character preview that opens whole; a video one plays on the
 * page (YouTube, Vimeo) or is its link (any other web address).
 */
function TestimonyCard(props: { readonly testimony: Testimony; readonly heading: 'h2' | 'h3' }) {
  const { t } = useTranslation('public');
  const [whole, setWhole] = useState(false);
  const { testimony, heading: Heading } = props;
  const preview = shortenText(testimony.content, TESTIMONY_PREVIEW_LENGTH);
  const video = testimony.type === 'VIDEO' ? videoOf(testimony.content) : null;
  return (
    <li className={site.card} data-testid={`testimony-${testimony.type}`}>
      <figure className={styles.testimony}>
        {testimony.photo && (
          <img
            className={styles.avatar}
            src={`/api/image/testimony/${testimony.photo.fileId}`}
            alt=""
            width={64}
            height={64}
            loading="lazy"
          />
        )}
        <figcaption>
          <Heading className={styles.author}>{testimony.author}</Heading>
        </figcaption>
        {testimony.type === 'VIDEO' ? (
          video?.kind === 'embed' ? (
            <VideoPlayer video={video} author={testimony.author} />
          ) : video ? (
            <p>
              <a href={video.url} rel="noopener noreferrer" target="_blank">
                {t('testimonies.watch', { author: testimony.author })}
              </a>
            </p>
          ) : null
        ) : whole ? (
          <blockquote className={styles.quote}>
            <RichHtml html={testimony.content} className={site.rich} />
          </blockquote>
        ) : (
          <blockquote className={styles.quote}>
            <p>{preview}</p>
          </blockquote>
        )}
        {testimony.type === 'TEXT' && preview.endsWith('…') && (
          <button type="button" className={site.secondaryButton} onClick={() => setWhole(!whole)}>
            {whole ? t('site.less') : t('site.more')}
            <span className={site.visuallyHidden}> {testimony.author}</span>
          </button>
        )}
      </figure>
    </li>
  );
}

/** Testimonies as cards. */
export function TestimonyList(props: {
  readonly testimonies: readonly Testimony[];
  readonly heading: 'h2' | 'h3';
}) {
  return (
    <ul className={site.cards}>
      {props.testimonies.map((testimony) => (
        <TestimonyCard key={testimony.id.value} testimony={testimony} heading={props.heading} />
      ))}
    </ul>
  );
}
