import { authStore, chooseLanguage, type Language, saveAccountLanguage } from '@cenacle/kit';
import { useCallback } from 'react';

/** Switches the interface language and, when signed in, remembers it on the account. */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  return useCallback(async (language: Language) => {
    await chooseLanguage(language);
    const { status, account } = authStore.getState();
    if (status === 'authenticated' && account && account.langKey !== language) {
      // The server may not offer this call yet; the choice still holds for this tab.
      await saveAccountLanguage(language).catch(() => undefined);
      authStore.setState({ account: { ...account, langKey: language } });
    }
  }, []);
}
