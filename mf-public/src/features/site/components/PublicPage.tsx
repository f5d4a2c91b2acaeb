import { prepareNamespace, useNamespace } from '@cenacle/kit';
import type { ReactNode } from 'react';
import { loadPublicStrings, PUBLIC_NS } from '../../../i18n/namespace.ts';
import { PageHead } from './PageHead.tsx';
import styles from './site.module.css';

/** Suspends until mf-public's strings are in (the shell's Suspense shows the loading state). */
export function usePublicStrings(): void {
  useNamespace(PUBLIC_NS, loadPublicStrings);
}

/** A public route module's `prepare`: its strings load as soon as the module arrives. */
export function preparePublicStrings(): Promise<void> {
  return prepareNamespace(PUBLIC_NS, loadPublicStrings);
}

/** A public page: its title and description in the visitor's language, and the public look. */
export function PublicPage(props: {
  readonly title: string;
  readonly description: string;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <div className={props.className ? `${styles.page} ${props.className}` : styles.page}>
      <PageHead title={props.title} description={props.description} />
      {props.children}
    </div>
  );
}
