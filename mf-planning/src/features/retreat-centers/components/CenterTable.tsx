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
import type { RetreatCenter } from '@cenacle/shared-domain/lodging/contracts';
import { useTranslation } from 'react-i18next';
import { bedCount } from '../center-draft.ts';

/** Name, city, country, and how much it holds; a row opens the centre, its menu deletes it. */
export function CenterTable(props: {
  readonly centers: readonly RetreatCenter[];
  readonly onOpen: (center: RetreatCenter) => void;
  /** Present for those who may delete: each row gets its menu. */
  readonly onDelete?: ((center: RetreatCenter) => void) | undefined;
}) {
  const { t } = useTranslation('planning');
  return (
    <Table aria-label={t('retreatCenters.caption')} data-testid="center-list">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('retreatCenters.column.name')}</TableHeaderCell>
          <TableHeaderCell>{t('retreatCenters.column.city')}</TableHeaderCell>
          <TableHeaderCell>{t('retreatCenters.column.country')}</TableHeaderCell>
          <TableHeaderCell>{t('retreatCenters.column.buildings')}</TableHeaderCell>
          <TableHeaderCell>{t('retreatCenters.column.rooms')}</TableHeaderCell>
          <TableHeaderCell>{t('retreatCenters.column.beds')}</TableHeaderCell>
          {props.onDelete && <TableHeaderCell>{t('retreatCenters.column.actions')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.centers.map((center) => {
          const rooms = center.buildings.flatMap((b) => b.rooms);
          return (
            <TableRow
              key={center.id.value}
              data-testid="center-row"
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              onClick={() => props.onOpen(center)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && e.target === e.currentTarget) props.onOpen(center);
              }}
            >
              <TableCell>{center.name}</TableCell>
              <TableCell>{center.city}</TableCell>
              <TableCell>{center.country}</TableCell>
              <TableCell>{center.buildings.length}</TableCell>
              <TableCell>{rooms.length}</TableCell>
              <TableCell>{bedCount(rooms)}</TableCell>
              {props.onDelete && (
                // The menu is the row's own action: a click in it does not open the centre.
                <TableCell onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
                  <Menu>
                    <MenuTrigger disableButtonEnhancement>
                      <Button
                        appearance="subtle"
                        aria-label={t('retreatCenters.rowMenu', { name: center.name })}
                        data-testid="center-row-menu"
                      >
                        ⋯
                      </Button>
                    </MenuTrigger>
                    <MenuPopover>
                      <MenuList>
                        <MenuItem data-testid="center-delete" onClick={() => props.onDelete?.(center)}>
                          {t('retreatCenters.delete')}
                        </MenuItem>
                      </MenuList>
                    </MenuPopover>
                  </Menu>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
