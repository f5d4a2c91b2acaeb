import { isApiError, translateDynamic } from '@cenacle/kit';
import { useParams } from '@cenacle/kit/router';
import { Body1, Button, Card, MessageBar, MessageBarBody, RouterLink, Title2 } from '@cenacle/kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmEmailChange } from '../api/accounts.api.ts';
import { useAccountCardStyles } from './account-card.styles.ts';

/** The server's message key (an unknown, used, superseded or expired link). */
const messageOf = (error: unknown): string =>
  isApiError(error) ? error.messageKey : 'error.passwordLink.invalid';

/**
 * `/confirm-email/:userId/:token`: confirms an address change through its mailed link. Opening the
 * page changes nothing (a mail scanner may open links); the button POSTs.
 */
export default function ConfirmEmailPage() {
  const styles = useAccountCardStyles();
  const { t } = useTranslation();
  const { userId = '', token = '' } = useParams();
  const confirm = useMutation({ mutationFn: () => confirmEmailChange(userId, token) });
  const refusal = confirm.isError ? messageOf(confirm.error) : null;
  return (
    <Card className={styles.card}>
      <Title2 as="h1" block>
        {t('account.confirmEmail.title')}
      </Title2>
      {confirm.isSuccess ? (
        <MessageBar intent="success" data-testid="confirm-email-success">
          <MessageBarBody>
            {t('account.confirmEmail.success')}{' '}
            <RouterLink to="/log-in">{t('account.confirmEmail.toLogin')}</RouterLink>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <Body1>{t('account.confirmEmail.lead')}</Body1>
          {refusal && (
            <MessageBar intent="error" data-testid="confirm-email-error">
              <MessageBarBody>{translateDynamic(refusal)}</MessageBarBody>
            </MessageBar>
          )}
          <Button
            appearance="primary"
            data-testid="confirm-email"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate()}
          >
            {t('account.confirmEmail.button')}
          </Button>
        </>
      )}
    </Card>
  );
}
