import type { Language } from '@cenacle/kit';
import { LANGUAGES } from '@cenacle/kit';
import { MenuItemRadio, MenuList } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../hooks/useChangeLanguage.ts';
import { LanguageFlag } from '../LanguageFlag.tsx';
import { AnchoredMenu } from './AnchoredMenu.tsx';
import type { AnchoredMenuProps } from './DeferredMenu.tsx';

/** Locale menu: each language by its flag and its own name (Polski, English, Українська, Deutsch). */
export default function LocaleMenuPopup(props: AnchoredMenuProps) {
  const { t, i18n } = useTranslation();
  const change = useChangeLanguage();
  const current = i18n.language as Language;
  return (
    <AnchoredMenu
      {...props}
      checkedValues={{ language: [current] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0] as Language | undefined;
        if (next && next !== current) void change(next);
      }}
    >
      <MenuList>
        {LANGUAGES.map((language) => (
          <MenuItemRadio
            key={language}
            name="language"
            value={language}
            lang={language}
            icon={<LanguageFlag language={language} />}
          >
            {t(`languages.${language}`)}
          </MenuItemRadio>
        ))}
      </MenuList>
    </AnchoredMenu>
  );
}
