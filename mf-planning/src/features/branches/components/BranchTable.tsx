import { Button } from '@cenacle/kit/ui';
import {
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { countryName } from '@cenacle/shared-domain/rules';
import { useTranslation } from 'react-i18next';

interface BranchTableProps {
  readonly branches: readonly Branch[];
  readonly sort: 'ascending' | 'descending';
  readonly onSort: () => void;
  readonly onOpen: (branch: Branch) => void;
  /** Present for those who may delete: each row gets its menu. */
  readonly onDelete?: ((branch: Branch) => void) | undefined;
}

/** Name (sortable), country, city, active, currency; a row opens the branch, its menu deletes it. */
export function BranchTable(props: BranchTableProps) {
  const { t, i18n } = useTranslation('planning');
  return (
    <Table sortable aria-label={t('branches.caption')} data-testid="branch-list">
      <TableHeader>
        <TableRow>
          <TableHeaderCell
            sortDirection={props.sort}
            onClick={props.onSort}
            aria-label={t('branches.sortBy')}
          >
            {t('branches.column.name')}
          </TableHeaderCell>
          <TableHeaderCell>{t('branches.column.country')}</TableHeaderCell>
          <TableHeaderCell>{t('branches.column.city')}</TableHeaderCell>
          <TableHeaderCell>{t('branches.column.active')}</TableHeaderCell>
          <TableHeaderCell>{t('branches.column.currency')}</TableHeaderCell>
          {props.onDelete && <TableHeaderCell>{t('branches.column.actions')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.branches.map((branch) => (
          <TableRow
            key={branch.id.value}
            data-testid="branch-row"
            data-branch-id={branch.id.value}
            tabIndex={0}
            style={{ cursor: 'pointer' }}
            onClick={() => props.onOpen(branch)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && e.target === e.currentTarget) props.onOpen(branch);
            }}
          >
            <TableCell>{branch.name}</TableCell>
            <TableCell>{countryName(branch.country, i18n.language)}</TableCell>
            <TableCell>{branch.city}</TableCell>
            <TableCell>{branch.active ? t('branches.yes') : t('branches.no')}</TableCell>
            <TableCell>{branch.currencySign}</TableCell>
            {props.onDelete && (
              // The menu is the row's own action: a click in it does not open the branch.
              <TableCell onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
                <Menu>
                  <MenuTrigger disableButtonEnhancement>
                    <Button
                      appearance="subtle"
                      aria-label={t('branches.rowMenu', { name: branch.name })}
                      data-testid="branch-row-menu"
                    >
                      ⋯
                    </Button>
                  </MenuTrigger>
                  <MenuPopover>
                    <MenuList>
                      <MenuItem data-testid="branch-delete" onClick={() => props.onDelete?.(branch)}>
                        {t('branches.delete')}
                      </MenuItem>
                    </MenuList>
                  </MenuPopover>
                </Menu>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
