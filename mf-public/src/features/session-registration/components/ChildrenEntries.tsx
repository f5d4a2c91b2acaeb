import { Body1, Button, Field, Input, makeStyles, Subtitle2, tokens } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { childField } from '../model/registration-errors.ts';
import { addChild, type ChildDraft, changeChild, removeChild } from '../model/registration-values.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  child: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 7em) auto',
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
    border: 'none',
    padding: 0,
    margin: 0,
    '@media (max-width: 640px)': { gridTemplateColumns: '1fr' },
  },
  input: { minWidth: 0, width: '100%' },
  add: { alignSelf: 'flex-start' },
});

/** The children registered with the participant: first name, last name and age each; add, remove. */
export function ChildrenEntries(props: {
  readonly entries: readonly ChildDraft[];
  readonly onChange: (children: ChildDraft[]) => void;
  readonly error: (field: string) => string | undefined;
  readonly disabled: boolean;
}) {
  const styles = useStyles();
  const { t } = useTranslation('public');
  const { entries: children, onChange } = props;
  return (
    <section className={styles.section} aria-label={t('registration.children.title')}>
      <Subtitle2 as="h2">{t('registration.children.title')}</Subtitle2>
      {children.length === 0 && <Body1>{t('registration.children.none')}</Body1>}
      {children.map((child, index) => {
        const number = index + 1;
        const change = (patch: Partial<Omit<ChildDraft, 'key'>>) =>
          onChange(changeChild(children, child.key, patch));
        return (
          <fieldset
            key={child.key}
            className={styles.child}
            aria-label={t('registration.children.child', { number })}
            data-testid="child-entry"
          >
            <Field
              label={t('registration.children.firstname')}
              required
              validationMessage={props.error(childField(index, 'firstname'))}
            >
              <Input
                className={styles.input}
                value={child.firstname}
                disabled={props.disabled}
                onChange={(_, data) => change({ firstname: data.value })}
              />
            </Field>
            <Field
              label={t('registration.children.lastname')}
              required
              validationMessage={props.error(childField(index, 'lastname'))}
            >
              <Input
                className={styles.input}
                value={child.lastname}
                disabled={props.disabled}
                onChange={(_, data) => change({ lastname: data.value })}
              />
            </Field>
            <Field
              label={t('registration.children.age')}
              required
              validationMessage={props.error(childField(index, 'age'))}
            >
              <Input
                className={styles.input}
                type="number"
                min={0}
                inputMode="numeric"
                value={child.age}
                disabled={props.disabled}
                onChange={(_, data) => change({ age: data.value })}
              />
            </Field>
            <Button
              appearance="subtle"
              disabled={props.disabled}
              aria-label={t('registration.children.remove', { number })}
              onClick={() => onChange(removeChild(children, child.key))}
            >
              ✕
            </Button>
          </fieldset>
        );
      })}
      <Button
        className={styles.add}
        disabled={props.disabled}
        data-testid="add-child"
        onClick={() => onChange(addChild(children))}
      >
        {t('registration.children.add')}
      </Button>
    </section>
  );
}
