import { type Authority, mayActOnBranch } from '@cenacle/shared-domain';

/** Who is calling, resolved from the session cookie on every request. */
export interface CurrentUser {
  readonly id: string;
  readonly login: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly authorities: readonly Authority[];
  readonly branchIds: readonly string[];
  /** Some branch was ever the account's own: it chooses no first branch any more (decision 014). */
  readonly everHadBranch: boolean;
  readonly langKey: string;
  readonly activated: boolean;
  /** The server-side login session this request came with (revocable; not a retreat session). */
  readonly loginSessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}

export const hasAuthority = (
  user: Pick<CurrentUser, 'authorities'>,
  ...wanted: readonly Authority[]
): boolean => user.authorities.some((a) => wanted.includes(a));

/** Admins act on every branch; others only on the branches their account lists (the shared rule). */
export const canActOnBranch = (
  user: Pick<CurrentUser, 'authorities' | 'branchIds'>,
  branchId: string,
): boolean => mayActOnBranch(user, branchId);
