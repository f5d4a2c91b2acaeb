import { makeStyles } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  // Off screen rather than display:none: simple bots skip hidden fields but fill positioned ones.
  trap: {
    position: 'absolute',
    left: '-10000px',
    top: 'auto',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
  },
});

/** The `website` field people never see: a bot that fills it is turned away by the server. */
export function HoneypotField(props: { readonly value: string; readonly onChange: (value: string) => void }) {
  const styles = useStyles();
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
