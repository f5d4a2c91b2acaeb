import { formatMoney } from '@cenacle/kit';
import { fromMinorUnits } from '@cenacle/shared-domain/rules';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OrderLine, OrderSummary } from '../model/order-summary.ts';
import styles from './registration.module.css';

function lineLabel(t: TFunction<'public'>, line: OrderLine): string {
  switch (line.kind) {
    case 'price': {
      const type = t(`events.priceType.${line.type}`);
      return line.description ? `${type} (${line.description})` : type;
    }
    case 'option':
      return t('registration.order.option', { question: line.question, option: line.option });
    case 'capped':
      return t('registration.order.capped');
    case 'child':
      return t('registration.order.child', { name: line.name, age: line.age });
  }
}

/**
 * What the registration costs, built up line by line as choices are made: nothing before anything
 * costs, and a total only once there are two lines to add (one line is its own total).
 */
export function OrderSummaryBox(props: OrderSummary & { readonly currency: string }) {
  const { t } = useTranslation('public');
  const money = (minor: number) => formatMoney(fromMinorUnits(minor), props.currency);
  return (
    <section className={styles.order} aria-labelledby="order-title" data-testid="order-summary">
      <h2 id="order-title" className={styles.orderTitle}>
        {t('registration.order.title')}
      </h2>
      {props.lines.length === 0 ? (
        <p className={styles.hint}>{t('registration.order.empty')}</p>
      ) : (
        <dl className={styles.orderLines}>
          {props.lines.map((line, index) => (
            // Lines have no identity of their own: their order is the form's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the line's identity
            <div key={index} className={styles.orderLine} data-testid="order-line">
              <dt>{lineLabel(t, line)}</dt>
              <dd>{money(line.amountMinor)}</dd>
            </div>
          ))}
        </dl>
      )}
      <div aria-live="polite">
        {props.lines.length > 1 && (
          <p className={styles.sum} data-testid="price-sum">
            {t('registration.price.sum', { amount: money(props.totalMinor) })}
          </p>
        )}
      </div>
    </section>
  );
}
