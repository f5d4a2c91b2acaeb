import { useTranslation } from 'react-i18next';
import styles from './registration.module.css';

/** The `website` field people never see: a bot that fills it is turned away by the server. */
export function HoneypotField(props: { readonly value: string; readonly onChange: (value: string) => void }) {
  const { t } = useTranslation('public');
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        {t('registration.fields.website')}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
