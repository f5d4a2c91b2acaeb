import { guardedMailAccountTransport } from '@cenacle/infra/mail/mail-account-transport.ts';
import { createSecretBox } from '@cenacle/infra/secrets/secret-box.ts';
import { mailAccountDecider, mailAccountStream } from '@cenacle/shared-domain/mail';
import type { Transporter } from 'nodemailer';
import type { WorkerDeps } from '../context.ts';

export interface MailRoute {
  readonly transport: Transporter;
  readonly from: string;
}

/**
 * Which server a mail leaves through: the mail account of its branch when the branch has one
 * (password opened here, at the last moment), the default SMTP_URL transport otherwise. One pooled
 * transport per branch, replaced when the branch saves another account.
 */
export function branchTransports(deps: WorkerDeps, fallback: MailRoute) {
  const box = createSecretBox(deps.secretsKey);
  const cache = new Map<string, { readonly sealed: string; readonly route: MailRoute }>();
  return {
    async routeFor(branchId: string | null | undefined): Promise<MailRoute> {
      if (!branchId) return fallback;
      // A few seconds of cache spare a read per mail; an account saved meanwhile is used from then on.
      const { state } = await deps.bus.load(mailAccountDecider, mailAccountStream(branchId), {
        maxAgeMs: 5000,
      });
      if (state.status !== 'configured') return fallback;
      const known = cache.get(branchId);
      // The envelope changes with every save (fresh IV), so it tells a new account from the cached one.
      if (known?.sealed === state.encryptedPassword) return known.route;
      known?.route.transport.close();
      // Connects only where the outbound guard lets it (decision 015); a refused host fails the attempt.
      const account = { ...state, password: box.open(state.encryptedPassword) };
      const transport = await guardedMailAccountTransport(account, deps.outboundPolicy, true);
      // Servers of mail accounts refuse a sender other than the account; a login that is no address keeps ours.
      const from = state.username.includes('@') ? state.username : deps.mailFrom;
      const route = { transport, from };
      cache.set(branchId, { sealed: state.encryptedPassword, route });
      return route;
    },
    close(): void {
      for (const { route } of cache.values()) route.transport.close();
      cache.clear();
    },
  };
}
