import { i18n, queryClient } from '@cenacle/kit';
import { BrowserRouter } from '@cenacle/kit/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ShellRoutes } from './router.tsx';

/** No Fluent here: the staff frame brings its provider, so public pages never load the staff UI kit. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
