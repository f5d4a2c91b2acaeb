import { useTranslation } from 'react-i18next';
import { childField } from '../model/registration-errors.ts';
import { addChild, type ChildDraft, changeChild, removeChild } from '../model/registration-values.ts';
import { Field } from './Field.tsx';
import styles from './registration.module.css';

type ChildText = 'firstname' | 'lastname' | 'age';

/** The children registered with the participant: first name, last name and age each; add, remove. */
export function ChildrenEntries(props: {
  readonly entries: readonly ChildDraft[];
  readonly onChange: (children: ChildDraft[]) => void;
  readonly error: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('public');
  const { entries: children, onChange } = props;
  return (
    <section className={styles.children} aria-labelledby="registration-children">
      <h2 id="registration-children">{t('registration.children.title')}</h2>
      {children.length === 0 && <p>{t('registration.children.none')}</p>}
      {children.map((child, index) => {
        const number = index + 1;
        const text = (field: ChildText, label: string) => (
          <Field label={label} required error={props.error(childField(index, field))}>
            {(control) => (
              <input
                {...control}
                className={styles.input}
                {...(field === 'age' ? { type: 'number', min: 0, inputMode: 'numeric' as const } : {})}
                value={child[field]}
                onChange={(event) =>
                  onChange(changeChild(children, child.key, { [field]: event.target.value }))
                }
              />
            )}
          </Field>
        );
        return (
          <fieldset key={child.key} className={styles.child} data-testid="child-entry">
            <legend>{t('registration.children.child', { number })}</legend>
            {text('firstname', t('registration.children.firstname'))}
            {text('lastname', t('registration.children.lastname'))}
            {text('age', t('registration.children.age'))}
            <button
              type="button"
              className={styles.remove}
              aria-label={t('registration.children.remove', { number })}
              onClick={() => onChange(removeChild(children, child.key))}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className={styles.add}
        data-testid="add-child"
        onClick={() => onChange(addChild(children))}
      >
        {t('registration.children.add')}
      </button>
    </section>
  );
}
