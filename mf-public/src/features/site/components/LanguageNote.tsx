import { currentLanguage } from '@cenacle/kit';
import { useTranslation } from 'react-i18next';
import styles from './site.module.css';

/** The language of a piece of content as the visitor's own language names it ("polski", "Polish"). */
export function languageName(code: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Said above content shown in another language than the visitor's (the server falls back to Polish
 * when nothing was written in theirs): the fallback is visible, not silent. Nothing when it matches.
 */
export function LanguageNote(props: { readonly contentLanguage: string | undefined }) {
  const { t } = useTranslation('public');
  const visitor = currentLanguage();
  if (!props.contentLanguage || props.contentLanguage === visitor) return null;
  return (
    <p className={styles.languageNote} data-testid="language-note" lang={visitor}>
      {t('site.contentInOtherLanguage', { language: languageName(props.contentLanguage, visitor) })}
    </p>
  );
}
