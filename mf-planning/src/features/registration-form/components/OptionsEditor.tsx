import { formatMoney } from '@cenacle/kit';
import { Button, Caption1, Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { Badge } from '@cenacle/kit/ui-extended';
import { parsePriceTag } from '@cenacle/shared-domain/registration/rules';
import { fromMinorUnits } from '@cenacle/shared-domain/rules';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  option: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, listStyleType: 'none' },
  input: { flexGrow: 1, minWidth: 0 },
  price: { marginBottom: tokens.spacingVerticalXS, whiteSpace: 'nowrap' },
});

/** The price an option's label names, shown next to it ('150 zł - nocleg' → 150,00 zł). */
function PriceBadge(props: { readonly label: string }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const tag = parsePriceTag(props.label);
  if (!tag) return null;
  return (
    <Badge appearance="tint" color={tag.amountMinor < 0 ? 'success' : 'brand'} className={styles.price}>
      {t('registrationForm.options.price', {
        price: formatMoney(fromMinorUnits(tag.amountMinor), tag.currency),
      })}
    </Badge>
  );
}

/** The options of a choice question: one line each, a price tag read from the label as you type. */
export function OptionsEditor(props: {
  readonly itemNumber: number;
  readonly options: readonly string[];
  readonly error: (position: number) => string | undefined;
  readonly listError: string | undefined;
  readonly onChange: (position: number, label: string) => void;
  readonly onAdd: () => void;
  readonly onRemove: (position: number) => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  // An option's own error shows next to it; the list's (no option at all) only when none has one.
  const ownErrors = props.options.map((_, position) => props.error(position));
  const listError = ownErrors.some(Boolean) ? undefined : props.listError;
  return (
    <Field
      label={t('registrationForm.options.title')}
      hint={t('registrationForm.options.hint')}
      validationMessage={listError}
    >
      <ul className={styles.list}>
        {props.options.map((label, position) => {
          const name = t('registrationForm.options.option', { n: position + 1, item: props.itemNumber });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are plain labels, edited in place by position.
            <li key={position} className={styles.option} data-testid="option-row">
              <Field className={styles.input} validationMessage={ownErrors[position]}>
                <Input
                  aria-label={name}
                  value={label}
                  onChange={(_, data) => props.onChange(position, data.value)}
                />
              </Field>
              <PriceBadge label={label} />
              <Button
                appearance="subtle"
                aria-label={t('registrationForm.options.remove', { name })}
                onClick={() => props.onRemove(position)}
                icon={<span aria-hidden="true">✕</span>}
              />
            </li>
          );
        })}
      </ul>
      <div>
        <Button size="small" onClick={props.onAdd}>
          {t('registrationForm.options.add')}
        </Button>
      </div>
      <Caption1>{t('registrationForm.options.example')}</Caption1>
    </Field>
  );
}
