import { LANGUAGES, type Language } from '@cenacle/kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../hooks/useChangeLanguage.ts';
import { LanguageFlag } from '../LanguageFlag.tsx';
import styles from './public-layout.module.css';

/**
 * The locale menu of the public frame: the same menu-button pattern as the staff one (a button, then
 * radio items named by each language), in plain HTML so visitors load no menu library.
 */
export function LocaleSwitch() {
  const { t, i18n } = useTranslation();
  const change = useChangeLanguage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const current = i18n.language as Language;

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('[aria-haspopup]')?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = (at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length;
    items[next]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the key handler serves the menu inside
    <div ref={root} className={styles.localeMenu} onKeyDown={onKeyDown}>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={t('global.menu.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        data-testid="locale-menu"
        onClick={() => setOpen((o) => !o)}
      >
        <LanguageFlag language={current} /> {current.toUpperCase()}
      </button>
      {open && (
        <div id={listId} role="menu" aria-label={t('global.menu.language')} className={styles.localeList}>
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              role="menuitemradio"
              aria-checked={language === current}
              lang={language}
              className={styles.localeItem}
              onClick={() => {
                setOpen(false);
                if (language !== current) void change(language);
              }}
            >
              <LanguageFlag language={language} /> {t(`languages.${language}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
