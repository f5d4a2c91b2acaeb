import { formatDateTime, formatMoney } from '@cenacle/kit';
import { Caption1, makeStyles, Text, tokens } from '@cenacle/kit/ui';
import { Badge } from '@cenacle/kit/ui-extended';
import type { LedgerAuditEntry } from '@cenacle/shared-domain/accounting/contracts';
import { isErased } from '@cenacle/shared-domain/rules';
import { useTranslation } from 'react-i18next';
import { AuditValues } from './AuditValues.tsx';

const useStyles = makeStyles({
  item: {
    position: 'relative',
    paddingLeft: tokens.spacingHorizontalXL,
    paddingBottom: tokens.spacingVerticalL,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
    '::before': {
      content: '""',
      position: 'absolute',
      left: '-7px',
      top: '4px',
      width: '12px',
      height: '12px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorBrandBackground,
    },
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  change: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalXS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

const COLOR = { PaymentRecorded: 'success', PaymentCorrected: 'warning', PaymentVoided: 'danger' } as const;

/** Who did what and when, the values before → after, the reason and the log position. */
export function AuditEntryItem(props: { readonly entry: LedgerAuditEntry; readonly currencySign: string }) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const { entry, currencySign } = props;
  const named = entry.user.name ?? entry.user.login;
  // An erased person's name reads as placeholders (decision 007): say so, in the reader's language.
  const who =
    named === null || named === undefined
      ? t('audit.unknownUser')
      : isErased(named.split(' ')[0])
        ? t('audit.erasedPerson')
        : named;
  return (
    <li className={styles.item} data-testid="audit-entry" data-type={entry.type}>
      <div className={styles.head}>
        <Badge color={COLOR[entry.type]} appearance="filled">
          {t(`audit.type.${entry.type}`)}
        </Badge>
        <Text weight="semibold" data-testid="audit-user">
          {who}
        </Text>
        <Caption1 className={styles.muted}>{formatDateTime(entry.occurredAt, { seconds: true })}</Caption1>
      </div>
      {entry.madeAt && entry.receivedAt && (
        <Caption1 className={styles.muted} block data-testid="audit-device-times">
          {t('audit.deviceTimes', {
            madeAt: formatDateTime(entry.madeAt, { seconds: true }),
            receivedAt: formatDateTime(entry.receivedAt, { seconds: true }),
          })}
        </Caption1>
      )}
      <div className={styles.change} data-testid="audit-change">
        <AuditValues values={entry.before} currencySign={currencySign} />
        <span role="img" aria-label={t('audit.becomes')}>
          →
        </span>
        <AuditValues values={entry.after} currencySign={currencySign} />
      </div>
      {entry.reason && (
        <Text as="p" block>
          {t('audit.reason', { reason: entry.reason })}
        </Text>
      )}
      <Caption1 className={styles.muted}>
        {t('audit.balanceAfter', { amount: formatMoney(entry.balanceAfter, currencySign) })} ·{' '}
        {t('audit.position', { position: entry.position })}
      </Caption1>
    </li>
  );
}
