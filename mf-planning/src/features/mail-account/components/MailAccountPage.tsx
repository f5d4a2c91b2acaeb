import { useHasAuthority } from '@cenacle/kit';
import {
  Body1,
  Button,
  Field,
  FormLayout,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  QueryView,
  Title2,
  tokens,
} from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import type { MailAccount } from '@cenacle/shared-domain/mail/contracts';
import {
  INCOMING_PROTOCOLS,
  type IncomingProtocol,
  isGmailAddress,
  keepsStoredPasswordAt,
  MAIL_ACCOUNT_KEEPERS,
  OUTGOING_PROTOCOLS,
  type OutgoingProtocol,
} from '@cenacle/shared-domain/mail/rules';
import { roles } from '@cenacle/shared-domain/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMailAccount, useMailAccountForm } from '../hooks/useMailAccount.ts';

const useStyles = makeStyles({
  page: { maxWidth: '560px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

function Preview(props: { readonly account: MailAccount | null; readonly onEdit: (() => void) | null }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const { account } = props;
  return (
    <>
      {account ? (
        <dl className={styles.list} data-testid="mail-account-preview">
          <dt>{t('mailAccount.field.username')}</dt>
          <dd>{account.username}</dd>
          <dt>{t('mailAccount.field.password')}</dt>
          <dd>{t('mailAccount.passwordStored')}</dd>
          <dt>{t('mailAccount.field.outgoingProtocol')}</dt>
          <dd>{account.outgoingProtocol}</dd>
          <dt>{t('mailAccount.field.incomingProtocol')}</dt>
          <dd>{account.incomingProtocol}</dd>
          <dt>{t('mailAccount.field.host')}</dt>
          <dd>{account.host}</dd>
          <dt>{t('mailAccount.field.port')}</dt>
          <dd>{account.port}</dd>
        </dl>
      ) : (
        <Body1>{t('mailAccount.none')}</Body1>
      )}
      {props.onEdit && (
        <div>
          <Button appearance="primary" onClick={props.onEdit} data-testid="mail-account-edit">
            {t('mailAccount.edit')}
          </Button>
        </div>
      )}
    </>
  );
}

function EditForm(props: { readonly account: MailAccount | null; readonly onDone: () => void }) {
  const { t } = useTranslation('planning');
  const { form, result, failed } = useMailAccountForm(props.account, props.onDone);
  const v = form.values;
  const text = (field: 'username' | 'host' | 'port', type: 'text' | 'email' | 'number' = 'text') => (
    <Field label={t(`mailAccount.field.${field}`)} required validationMessage={form.error(field)}>
      <Input name={field} type={type} value={v[field]} onChange={(_, d) => form.set(field, d.value)} />
    </Field>
  );
  const refused = result === 'AUTHENTICATION_FAILED' || result === 'ERROR';
  // The stored password serves only the server, port, login and protocol it was saved for.
  const keepsPassword =
    props.account !== null &&
    keepsStoredPasswordAt(props.account, {
      host: v.host,
      port: Number(v.port.trim()),
      username: v.username,
      outgoingProtocol: v.outgoingProtocol,
    });
  const passwordHint = props.account
    ? t(keepsPassword ? 'mailAccount.field.passwordKept' : 'mailAccount.field.passwordAgain')
    : undefined;
  return (
    <>
      {refused && (
        <MessageBar intent="error" role="alert" data-testid="mail-account-result">
          <MessageBarBody>
            {t(`mailAccount.result.${result}`)}
            {result === 'AUTHENTICATION_FAILED' && isGmailAddress(v.username) && (
              <> {t('mailAccount.gmailHint')}</>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      {failed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('mailAccount.internalError')}</MessageBarBody>
        </MessageBar>
      )}
      <FormLayout form={form} submitLabel={t('mailAccount.save')} testId="mail-account-form">
        {text('username', 'email')}
        <Field
          label={t('mailAccount.field.password')}
          required={!keepsPassword}
          hint={passwordHint}
          validationMessage={form.error('password')}
        >
          <Input
            name="password"
            type="password"
            autoComplete="new-password"
            value={v.password}
            onChange={(_, d) => form.set('password', d.value)}
          />
        </Field>
        <Field
          label={t('mailAccount.field.outgoingProtocol')}
          validationMessage={form.error('outgoingProtocol')}
        >
          <Select
            value={v.outgoingProtocol}
            onChange={(_, d) => form.set('outgoingProtocol', d.value as OutgoingProtocol)}
          >
            {OUTGOING_PROTOCOLS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('mailAccount.field.incomingProtocol')}
          validationMessage={form.error('incomingProtocol')}
        >
          <Select
            value={v.incomingProtocol}
            onChange={(_, d) => form.set('incomingProtocol', d.value as IncomingProtocol)}
          >
            {INCOMING_PROTOCOLS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </Select>
        </Field>
        {text('host')}
        {text('port', 'number')}
      </FormLayout>
      <div>
        <Button onClick={props.onDone}>{t('mailAccount.cancel')}</Button>
      </div>
    </>
  );
}

/** `/config/mail-account` (branch admin): preview → edit → save, which tests the connection first. */
export function MailAccountPage() {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const account = useMailAccount();
  const [editing, setEditing] = useState(false);
  // Admins see the account; only a branch admin configures it (spec §6), as the API enforces.
  const canEdit = useHasAuthority(roles(MAIL_ACCOUNT_KEEPERS));
  return (
    <section className={styles.page} data-testid="mail-account-page">
      <Title2 as="h1" block>
        {t('mailAccount.title')}
      </Title2>
      <Body1>{t('mailAccount.intro')}</Body1>
      <QueryView query={account}>
        {(data) =>
          editing ? (
            <EditForm account={data} onDone={() => setEditing(false)} />
          ) : (
            <Preview account={data} onEdit={canEdit ? () => setEditing(true) : null} />
          )
        }
      </QueryView>
    </section>
  );
}
