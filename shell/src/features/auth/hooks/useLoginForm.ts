import { clearNotice, login, useContractForm } from '@cenacle/kit';
import { useState } from 'react';
import { loginFormSchema } from '../api/login-form-schema.ts';

export type LoginFailure = 'login.messages.error.authentication' | 'error.server.not.reachable' | null;

/** Login form (spec §7: username, password, their errors, and why signing in failed). */
export function useLoginForm(onSuccess: () => void) {
  const [failure, setFailure] = useState<LoginFailure>(null);
  const form = useContractForm({
    initial: { username: '', password: '' },
    schema: loginFormSchema,
    toInput: (values) => values,
    onValid: async (request) => {
      clearNotice();
      const result = await login(request.username, request.password);
      if (result === 'ok') onSuccess();
      else
        setFailure(
          result === 'unreachable' ? 'error.server.not.reachable' : 'login.messages.error.authentication',
        );
    },
  });
  return { form, failure };
}
