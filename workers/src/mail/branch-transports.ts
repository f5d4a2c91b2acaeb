import { mailAccountTransport } from '@cenacle/infra/mail/mail-account-transport.ts';
import { resolveOutbound } from '@cenacle/infra/net/outbound-address.ts';
import { createSecretBox } from '@cenacle/infra/secrets/secret-box.ts';
import { mailAccountDecider, mailAccountStream } from '@cenacle/shared-domain/mail';
import type { Transporter } from 'nodemailer';
import type { WorkerDeps } from '../context.ts';

/** How long the address a branch's host resolved to is used before the host is resolved (and checked) again. */
const RESOLVE_AGAIN_MS = 10 * 60_000;

export interface MailRoute {
  readonly transport: Transporter;
  readonly from: string;
}

/**
 * Which server a mail leaves through: the mail account of its branch when the branch has one
 * (password opened here, at the last moment), the default SMTP_URL transport otherwise. One pooled
 * transport per branch, on the address the outbound guard checked (decision 015): replaced when the
 * branch saves another account, or when its host, resolved again every RESOLVE_AGAIN_MS, has moved.
 */
export function branchTransports(deps: WorkerDeps, fallback: MailRoute) {
  const box = createSecretBox(deps.secretsKey);
  const cache = new Map<string, { sealed: string; address: string; route: MailRoute; at: number }>();
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
      const same = known?.sealed === state.encryptedPassword;
      const now = deps.clock().getTime();
      if (known && same && now - known.at < RESOLVE_AGAIN_MS) return known.route;
      // Connects only where the outbound guard lets it; a refused host fails the attempt.
      const target = await resolveOutbound(state.host, deps.outboundPolicy);
      if (known && same && known.address === target.address) {
        known.at = now;
        return known.route;
      }
      known?.route.transport.close();
      const account = { ...state, password: box.open(state.encryptedPassword) };
      const transport = mailAccountTransport(account, target, true);
      // Servers of mail accounts refuse a sender other than the account; a login that is no address keeps ours.
      const from = state.username.includes('@') ? state.username : deps.mailFrom;
      const route = { transport, from };
      cache.set(branchId, { sealed: state.encryptedPassword, address: target.address, route, at: now });
      return route;
    },
    close(): void {
      for (const { route } of cache.values()) route.transport.close();
      cache.clear();
    },
  };
}
