/**
 * Fluent UI v9 pieces the login page can do without: dialogs, tables, more inputs, menus (which
 * bring the positioning engine) and toasts. A separate shared singleton from `ui`, loaded when a
 * signed-in user arrives or a menu or toast is first needed; it shares Fluent's internals with `ui`
 * because both are built into the shell.
 */

export type { MenuProps, PositioningImperativeRef } from '@fluentui/react-components';
export {
  Badge,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Divider,
  Label,
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  ProgressBar,
  Select,
  Switch,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  Tooltip,
  useToastController,
} from '@fluentui/react-components';
export { ConfirmDialog } from './ConfirmDialog.tsx';
export { CountrySelect } from './CountrySelect.tsx';
export { FormDialog } from './FormDialog.tsx';
