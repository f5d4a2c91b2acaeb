import { Button, Title2 } from '@cenacle/kit/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of an admin management page: its heading, a refresh button when it has one, its body. */
export function ManagementPage(props: {
  readonly testId: string;
  readonly title: string;
  readonly onRefresh?: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation('planning');
  return (
    <section data-testid={props.testId}>
      <Title2 as="h1" block>
        {props.title}
      </Title2>
      {props.onRefresh ? <Button onClick={props.onRefresh}>{t('management.refresh')}</Button> : null}
      {props.children}
    </section>
  );
}
