import { Button, useRestoreFocusTarget } from '@cenacle/kit/ui';
import { type ReactNode, Suspense, useState } from 'react';

/** What the lazily loaded menu gets: it is anchored to the stand-in trigger, which never changes. */
export interface AnchoredMenuProps {
  readonly open: boolean;
  readonly target: HTMLElement | null;
  readonly onOpenChange: (open: boolean) => void;
}

interface DeferredMenuProps {
  /** Text of the trigger button. */
  readonly label: ReactNode;
  readonly ariaLabel: string;
  readonly testId: string;
  /** Load the menu right away (signed-in users have the extended Fluent set already). */
  readonly eager: boolean;
  readonly children: (props: AnchoredMenuProps) => ReactNode;
}

/**
 * A menu whose Fluent code (Menu and its positioning engine, ≈33 KB gzipped) is fetched only when
 * it is about to be used (pointer over, focus, click), so the login page does not pay for it. The
 * trigger is a plain button that stays in place; the menu anchors to it when it arrives, so a click
 * made while the code loads still opens it.
 */
export function DeferredMenu({ label, ariaLabel, testId, eager, children }: DeferredMenuProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(eager);
  const restoreFocus = useRestoreFocusTarget();
  const load = () => setWanted(true);
  return (
    <>
      <Button
        ref={setTarget}
        appearance="subtle"
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid={testId}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen((o) => !o);
        }}
        {...restoreFocus}
      >
        {label}
      </Button>
      {(wanted || eager) && (
        <Suspense fallback={null}>{children({ open, target, onOpenChange: setOpen })}</Suspense>
      )}
    </>
  );
}
