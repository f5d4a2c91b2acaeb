import {
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  RouterLink,
  Text,
  tokens,
} from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { useShortCenters } from '../../retreat-centers/hooks/useShortCenters.ts';
import { usePublicSession } from '../../sessions/hooks/usePublicSession.ts';
import { useChooseCenter } from '../hooks/useRetreatCenter.ts';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '40rem' },
});

/**
 * A session without a retreat centre (spec §2): a selector to pick one, and a warning button to the
 * session's public-page settings, where the centre is kept (a session not yet published gets its
 * centre there, when it is published); with no centre described yet, a link to describe one.
 */
export function CenterPicker({ sessionId }: { readonly sessionId: string }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const page = usePublicSession(sessionId);
  const choose = useChooseCenter();
  const published = page.data ?? null;
  // Only a centre of the session's branch may be chosen (the server refuses any other).
  const centers = useShortCenters(published?.session.branchId.value);
  return (
    <div className={styles.box} data-testid="center-picker">
      <MessageBar intent="warning">
        <MessageBarBody>
          {t(
            published || page.isPending
              ? 'roomAssignment.center.missing'
              : 'roomAssignment.center.notPublished',
          )}
        </MessageBarBody>
        <MessageBarActions>
          <RouterLink
            to={`/sessions?session=${encodeURIComponent(sessionId)}&tab=publicSession`}
            data-testid="center-settings"
          >
            {t('roomAssignment.center.settings')}
          </RouterLink>
        </MessageBarActions>
      </MessageBar>
      {centers.data?.length === 0 && (
        <Text data-testid="no-centers">
          {t('roomAssignment.center.none')}{' '}
          <RouterLink to="/retreat-centers">{t('roomAssignment.center.describe')}</RouterLink>
        </Text>
      )}
      <Field
        label={t('roomAssignment.center.choose')}
        validationMessage={centers.isError ? t('roomAssignment.center.failed') : undefined}
      >
        <Select
          data-testid="center-select"
          value=""
          disabled={!published || choose.isPending || centers.isPending}
          onChange={(_, d) => {
            if (published && d.value) choose.mutate({ page: published, centerId: d.value });
          }}
        >
          <option value="">{t('roomAssignment.center.placeholder')}</option>
          {(centers.data ?? []).map((c) => (
            <option key={c.id.value} value={c.id.value}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
