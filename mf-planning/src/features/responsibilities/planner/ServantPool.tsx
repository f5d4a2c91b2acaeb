import { makeStyles, QueryView, Subtitle2, tokens } from '@cenacle/kit/ui';
import type { Servant } from '@cenacle/shared-domain/identity/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DropZone } from '../../planner-kit/DropZone.tsx';
import { POOL } from './drag.ts';
import { ServantChip } from './ServantChip.tsx';

const useStyles = makeStyles({
  pool: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export const servantName = (s: { firstname: string; lastname: string }) =>
  `${s.firstname} ${s.lastname}`.trim();

/** The branch's servants, dragged from here into the plan (and back here to take them off). */
export function ServantPool(props: { readonly servants: UseQueryResult<Servant[]> }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  return (
    <section className={styles.pool} data-testid="servant-pool">
      <Subtitle2 as="h2" block>
        {t('responsibilities.planner.servants')}
      </Subtitle2>
      <QueryView
        query={props.servants}
        isEmpty={(list) => list.length === 0}
        empty={t('responsibilities.planner.noServants')}
      >
        {(list) => (
          <DropZone id={POOL} label={t('responsibilities.planner.servants')}>
            {list.map((s) => (
              <ServantChip
                key={s.id.value}
                servant={{ userId: s.id.value, name: servantName(s), from: null }}
              />
            ))}
          </DropZone>
        )}
      </QueryView>
    </section>
  );
}
