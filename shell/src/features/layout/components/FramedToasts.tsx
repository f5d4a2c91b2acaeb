import { FluentProvider, webLightTheme } from '@cenacle/kit/ui';
import Toasts from './Toasts.tsx';

/** The toaster with its own Fluent theme, for the public frame, which has no Fluent around it. */
export default function FramedToasts() {
  return (
    <FluentProvider theme={webLightTheme}>
      <Toasts />
    </FluentProvider>
  );
}
