/**
 * The Fluent UI v9 pieces every page needs from the start (layout, login form, messages). Shared as ONE
 * Module Federation singleton, so there is one Fluent instance (one provider context, one Griffel
 * renderer) in the page. Fluent is reached only through this module and `ui-extended`: sharing
 * `@fluentui/react-components` whole would ship all of it (≈320 KB gzipped) to every page, because
 * shared modules are not tree-shaken; `tests/front-end-imports.unit.spec.ts` forbids importing it
 * anywhere else.
 */
export {
  Body1,
  Button,
  Caption1,
  Card,
  Field,
  FluentProvider,
  Input,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStaticStyles,
  makeStyles,
  mergeClasses,
  Spinner,
  Subtitle1,
  Subtitle2,
  Text,
  Title1,
  Title2,
  Title3,
  tokens,
  useId,
  useRestoreFocusTarget,
  webLightTheme,
} from '@fluentui/react-components';
export { FormLayout, FormMessage, SubmitButton, type SubmittableForm } from './form.tsx';
export { QueryView } from './QueryView.tsx';
export { OpenableLink, RouterLink } from './RouterLink.tsx';
