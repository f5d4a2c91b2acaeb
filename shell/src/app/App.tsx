import { i18n, queryClient } from '@cenacle/kit';
import { FluentProvider, webLightTheme } from '@cenacle/kit/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { GlobalStyles } from './GlobalStyles.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <FluentProvider theme={webLightTheme}>
          <GlobalStyles />
          <RouterProvider router={router} />
        </FluentProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
