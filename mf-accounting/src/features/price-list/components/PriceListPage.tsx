import { formatMoney, useHasAuthority } from '@cenacle/kit';
import { Body1, Button, makeStyles, QueryView, RouterLink, Subtitle1, tokens } from '@cenacle/kit/ui';
import { ConfirmDialog } from '@cenacle/kit/ui-extended';
import type { SessionPrice } from '@cenacle/shared-domain/organisation/contracts';
import { DEFAULT_CURRENCY_SIGN, PRICE_EDITORS } from '@cenacle/shared-domain/organisation/rules';
import { roles } from '@cenacle/shared-domain/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionHeader } from '../../session-header/components/SessionHeader.tsx';
import { useSchoolSession } from '../../session-header/hooks/useSchoolSession.ts';
import { useDeletePrice } from '../hooks/useDeletePrice.ts';
import { usePrices } from '../hooks/usePrices.ts';
import { PriceDialog } from './PriceDialog.tsx';
import { PriceTable } from './PriceTable.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    margin: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalM}`,
  },
  links: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'center' },
});

/**
 * `/price-list?session={id}`: the session's price list. Staff of the session's branch read it; admins
 * and branch admins add, edit and delete (confirmed) prices, servants do not (spec §6).
 */
export function PriceListPage(props: { readonly sessionId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const prices = usePrices(props.sessionId);
  const currencySign = useSchoolSession(props.sessionId).data?.branch?.currencySign ?? DEFAULT_CURRENCY_SIGN;
  const remove = useDeletePrice(props.sessionId);
  const canEdit = useHasAuthority(roles(PRICE_EDITORS));
  /** null: closed; 'new': a new price; else the price open in the form. */
  const [editing, setEditing] = useState<SessionPrice | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SessionPrice | null>(null);

  return (
    <section data-testid="price-list-page">
      <SessionHeader sessionId={props.sessionId} />
      <div className={styles.bar}>
        <Subtitle1 as="h2" block>
          {t('prices.title')}
        </Subtitle1>
        <div className={styles.links}>
          <RouterLink to={`/accounting?session=${encodeURIComponent(props.sessionId)}`}>
            {t('prices.toAccounting')}
          </RouterLink>
          {canEdit && (
            <Button appearance="primary" data-testid="price-add" onClick={() => setEditing('new')}>
              {t('prices.add')}
            </Button>
          )}
        </div>
      </div>
      <QueryView query={prices} isEmpty={(list) => list.length === 0} empty={t('prices.empty')}>
        {(list) => (
          <PriceTable
            prices={list}
            currencySign={currencySign}
            {...(canEdit ? { onEdit: setEditing, onDelete: setDeleting } : {})}
          />
        )}
      </QueryView>
      {editing !== null && (
        <PriceDialog
          key={editing === 'new' ? 'new' : editing.id.value}
          sessionId={props.sessionId}
          price={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('prices.deleteTitle')}
        confirmLabel={t('prices.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id.value, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting && (
          <Body1 as="p" block>
            {t('prices.deleteQuestion', {
              type: t(`prices.type.${deleting.type}`),
              amount: formatMoney(deleting.value, currencySign),
            })}
          </Body1>
        )}
      </ConfirmDialog>
    </section>
  );
}
