import { clearNotice, login } from '@cenacle/kit';
import { type FormEvent, useState } from 'react';

type Field = 'username' | 'password';
export type LoginFieldErrors = Partial<Record<Field, 'validation.common.emptyField'>>;
export type LoginFailure = 'login.messages.error.authentication' | 'error.server.not.reachable' | null;

/** Login form state (spec §7: username, password and their errors). */
export function useLoginForm(onSuccess: () => void) {
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [failure, setFailure] = useState<LoginFailure>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: LoginFieldErrors = {};
    if (!values.username.trim()) next.username = 'validation.common.emptyField';
    if (!values.password) next.password = 'validation.common.emptyField';
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    clearNotice();
    const result = await login(values.username.trim(), values.password);
    setBusy(false);
    if (result === 'ok') onSuccess();
    else
      setFailure(
        result === 'unreachable' ? 'error.server.not.reachable' : 'login.messages.error.authentication',
      );
  };

  return { values, errors, failure, busy, change, submit };
}
