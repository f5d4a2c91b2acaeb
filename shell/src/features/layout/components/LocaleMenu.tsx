import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@cenacle/kit/ui';
import { LANGUAGES, type Language } from '@cenacle/kit';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../hooks/useChangeLanguage.ts';

/** Locale menu: Polski, English, Українська, Deutsch. */
export function LocaleMenu() {
  const { t, i18n } = useTranslation();
  const change = useChangeLanguage();
  const current = i18n.language as Language;
  return (
    <Menu
      checkedValues={{ language: [current] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0] as Language | undefined;
        if (next && next !== current) void change(next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" aria-label={t('global.menu.language')} data-testid="locale-menu">
          {current.toUpperCase()}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LANGUAGES.map((language) => (
            <MenuItemRadio key={language} name="language" value={language} lang={language}>
              {t(`languages.${language}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
