import type { AboutUsEntry } from '@cenacle/shared-domain/content/contracts';
import { ABOUT_US_PREVIEW_LENGTH, shortenText } from '@cenacle/shared-domain/content/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../site/components/RichHtml.tsx';
import site from '../../site/components/site.module.css';

/** A main entry: shown whole. */
export function MainEntry(props: { readonly entry: AboutUsEntry; readonly heading: 'h2' | 'h3' }) {
  const { heading: Heading } = props;
  return (
    <article data-testid="about-us-main">
      <Heading>{props.entry.title}</Heading>
      <RichHtml html={props.entry.content} className={site.rich} />
    </article>
  );
}

/** Another entry: a 200-character preview that opens whole. */
export function EntryPreview(props: { readonly entry: AboutUsEntry; readonly heading: 'h3' | 'h4' }) {
  const { t } = useTranslation('public');
  const { entry, heading: Heading } = props;
  const preview = shortenText(entry.content, ABOUT_US_PREVIEW_LENGTH);
  const shortened = preview.endsWith('…');
  const [whole, setWhole] = useState(!shortened);
  return (
    <article className={site.card} data-testid="about-us-entry">
      <Heading>{entry.title}</Heading>
      {whole ? <RichHtml html={entry.content} className={site.rich} /> : <p>{preview}</p>}
      {shortened && (
        <button
          type="button"
          className={site.secondaryButton}
          aria-expanded={whole}
          onClick={() => setWhole(!whole)}
        >
          {whole ? t('site.less') : t('site.more')}
          <span className={site.visuallyHidden}> {entry.title}</span>
        </button>
      )}
    </article>
  );
}
