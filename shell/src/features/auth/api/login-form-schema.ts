import type { FormSchema } from '@cenacle/kit';

export interface LoginRequest {
  readonly username: string;
  readonly password: string;
}

const EMPTY = 'validation.common.emptyField';

/**
 * The identity contract's LoginForm checks (both fields non-empty, the login trimmed), written out so
 * the login page loads no zod; `tests/login-form.unit.spec.ts` proves it agrees with the contract.
 */
export const loginFormSchema: FormSchema<LoginRequest> = {
  safeParse(input) {
    const { username, password } = (input ?? {}) as Record<string, unknown>;
    const login = typeof username === 'string' ? username.trim() : '';
    const secret = typeof password === 'string' ? password : '';
    const issues = [
      ...(login ? [] : [{ path: ['username'], message: EMPTY }]),
      ...(secret ? [] : [{ path: ['password'], message: EMPTY }]),
    ];
    if (issues.length > 0) return { success: false, error: { issues } };
    return { success: true, data: { username: login, password: secret } };
  },
};
