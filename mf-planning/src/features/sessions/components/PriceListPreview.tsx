import { formatMoney } from '@cenacle/kit';
import { Caption1, makeStyles, QueryView, RouterLink, tokens } from '@cenacle/kit/ui';
import type { SessionPrice } from '@cenacle/shared-domain/organisation/contracts';
import { useTranslation } from 'react-i18next';
import { useSessionPrices } from '../hooks/useSessionPrices.ts';

const useStyles = makeStyles({
  prices: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** What the public page lists of the price list; edited on the price list screen. */
export function PriceListPreview(props: { readonly sessionId: string; readonly currencySign: string }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const prices = useSessionPrices(props.sessionId);
  const forWhom = (price: SessionPrice) =>
    price.ageFrom === null && price.ageTo === null
      ? t('publicSession.adults')
      : t('publicSession.ages', { from: price.ageFrom ?? 0, to: price.ageTo ?? '∞' });
  return (
    <div>
      <QueryView query={prices} isEmpty={(list) => list.length === 0} empty={t('publicSession.noPrices')}>
        {(list) => (
          <ul className={styles.prices} data-testid="public-price-list">
            {list.map((price) => (
              <li key={price.id.value}>
                {t(`priceType.${price.type}`)} · {forWhom(price)} · {price.type === 'DISCOUNT' ? '−' : ''}
                {formatMoney(price.value, props.currencySign)}
                {price.description ? ` · ${price.description}` : ''}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Caption1>
        <RouterLink to={`/price-list?session=${encodeURIComponent(props.sessionId)}`}>
          {t('publicSession.editPrices')}
        </RouterLink>
      </Caption1>
    </div>
  );
}
