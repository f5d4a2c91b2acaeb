import { Button, makeStyles, tokens } from '@cenacle/kit/ui';
import type { KeyboardEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/**
 * A building's or room's editor inside the centre's form: its own save and cancel, and Enter in one
 * of its fields saves it rather than the whole centre.
 */
export function SubForm(props: {
  readonly testId: string;
  readonly label: string;
  readonly saveLabel: string;
  readonly cancelLabel: string;
  readonly busy: boolean;
  readonly onSave: () => void;
  readonly onCancel: () => void;
  readonly children: ReactNode;
}) {
  const styles = useStyles();
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target instanceof HTMLInputElement) {
      event.preventDefault();
      event.stopPropagation();
      props.onSave();
    }
  };
  return (
    <fieldset
      className={styles.box}
      data-testid={props.testId}
      aria-label={props.label}
      onKeyDown={onKeyDown}
    >
      {props.children}
      <div className={styles.actions}>
        <Button onClick={props.onCancel}>{props.cancelLabel}</Button>
        <Button appearance="primary" disabledFocusable={props.busy} onClick={props.onSave}>
          {props.saveLabel}
        </Button>
      </div>
    </fieldset>
  );
}
