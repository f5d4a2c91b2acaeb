/**
 * The Fluent UI v9 pieces every page needs from the start (layout, login, toasts). Shared as ONE
 * Module Federation singleton, so there is one Fluent instance (one provider context, one Griffel
 * renderer) in the page. Fluent is reached only through this module and `ui-extended`: sharing
 * `@fluentui/react-components` whole would ship all of it (≈320 KB gzipped) to every page, because
 * shared modules are not tree-shaken; a Biome rule forbids importing it anywhere else.
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
  Menu,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  mergeClasses,
  Spinner,
  Subtitle1,
  Subtitle2,
  Text,
  Title1,
  Title2,
  Title3,
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  tokens,
  useId,
  useToastController,
  webLightTheme,
} from '@fluentui/react-components';
export { QueryView } from './QueryView.tsx';
