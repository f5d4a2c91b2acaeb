/**
 * Fluent UI v9 pieces only working screens need (dialogs, tables, more inputs). A separate shared
 * singleton from `ui` so the login page does not download them; it shares Fluent's internals with
 * `ui` because both are built into the shell.
 */
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
  Select,
  Switch,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TabList,
  Textarea,
  Tooltip,
} from '@fluentui/react-components';
export { ConfirmDialog } from './ConfirmDialog.tsx';
