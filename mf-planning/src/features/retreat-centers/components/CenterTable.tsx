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
import { countryName } from '@cenacle/shared-domain/rules';
import { useTranslation } from 'react-i18next';
import { bedCount } from '../center-draft.ts';

/**
 * Name, city, country, and how much it holds; a row opens the centre, and the menu of a centre the
 * caller keeps (its branch is his, or he is an admin) deletes it.
 */
export function CenterTable(props: {
  readonly centers: readonly RetreatCenter[];
  readonly onOpen: (center: RetreatCenter) => void;
  readonly onDelete: (center: RetreatCenter) => void;
  /** Whether the caller may delete this centre: its row gets the menu. */
  readonly canDelete: (center: RetreatCenter) => boolean;
}) {
  const { t, i18n } = useTranslation('planning');
  const anyDeletable = props.centers.some(props.canDelete);
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
          {anyDeletable && <TableHeaderCell>{t('retreatCenters.column.actions')}</TableHeaderCell>}
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
              <TableCell>{countryName(center.country, i18n.language)}</TableCell>
              <TableCell>{center.buildings.length}</TableCell>
              <TableCell>{rooms.length}</TableCell>
              <TableCell>{bedCount(rooms)}</TableCell>
              {anyDeletable && !props.canDelete(center) && <TableCell />}
              {props.canDelete(center) && (
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
                        <MenuItem data-testid="center-delete" onClick={() => props.onDelete(center)}>
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
