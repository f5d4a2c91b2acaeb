import { Menu, MenuPopover, type MenuProps, type PositioningImperativeRef } from '@cenacle/kit/ui-extended';
import { type ReactNode, useEffect, useRef } from 'react';
import type { AnchoredMenuProps } from './DeferredMenu.tsx';

type Props = AnchoredMenuProps &
  Pick<MenuProps, 'checkedValues' | 'onCheckedValueChange'> & { readonly children: ReactNode };

/** Fluent's Menu anchored to DeferredMenu's trigger (Fluent's "anchor to custom target" pattern). */
export function AnchoredMenu({ open, target, onOpenChange, children, ...menu }: Props) {
  const positioningRef = useRef<PositioningImperativeRef>(null);
  const popoverRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (target) positioningRef.current?.setTarget(target);
  }, [target]);

  // Opened from our own button, Fluent does not move focus into the menu: do it, for the keyboard.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() =>
      popoverRef.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <Menu
      {...menu}
      open={open}
      positioning={{ positioningRef, position: 'below', align: 'end' }}
      onOpenChange={(event, data) => {
        // A click on the trigger is the trigger's business (it toggles); not an outside click.
        if (data.type === 'clickOutside' && target?.contains(event.target as Node)) return;
        onOpenChange(data.open);
      }}
    >
      <MenuPopover ref={popoverRef}>{children}</MenuPopover>
    </Menu>
  );
}
