import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

/**
 * Which non-public networks the server may still connect to on a user's say-so (a branch's mail
 * server): `OUTBOUND_ALLOWED_NETWORKS`, empty by default (decision 015).
 */
export interface OutboundPolicy {
  readonly allowed: readonly Range[];
}

/** Names an operator may write instead of the ranges they stand for. */
const PRESETS: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
};

/** Nothing but public unicast addresses. */
export const PUBLIC_ONLY: OutboundPolicy = { allowed: [] };

/**
 * Reads `OUTBOUND_ALLOWED_NETWORKS`: comma-separated CIDRs, single addresses or the presets
 * `loopback`, `private` (RFC 1918, CGNAT, unique-local) and `linklocal`. A wrong entry throws, so a
 * process with a mistyped setting does not start.
 */
export function outboundPolicy(spec: string): OutboundPolicy {
  const entries = spec
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const allowed = entries.flatMap((entry) => (PRESETS[entry.toLowerCase()] ?? [entry]).map(parseRange));
  return { allowed };
}

function parseRange(entry: string): Range {
  if (entry.includes('/')) return ipaddr.parseCIDR(entry);
  if (!ipaddr.isValid(entry)) throw new Error(`OUTBOUND_ALLOWED_NETWORKS: "${entry}" is no network`);
  const address = ipaddr.parse(entry);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

/** Why an address was refused: thrown before any connection is made. */
export class OutboundAddressRefused extends Error {
  constructor(readonly host: string) {
    super(`The address ${host} is not a public one and is not allowed by OUTBOUND_ALLOWED_NETWORKS`);
    this.name = 'OutboundAddressRefused';
  }
}

/** True when the server may connect to this address: public unicast, or in a range the operator allowed. */
export function isOutboundAllowed(address: string, policy: OutboundPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  // `::ffff:127.0.0.1` is 127.0.0.1: mapped addresses are judged as the IPv4 address they carry.
  const parsed = ipaddr.process(address);
  if (parsed.range() === 'unicast') return true;
  return policy.allowed.some(
    ([network, bits]) =>
      network.kind() === parsed.kind() && (parsed as ipaddr.IPv4).match(network as ipaddr.IPv4, bits),
  );
}

export interface ResolvedAddress {
  /** The checked address to connect to (never the name again: no second resolution to rebind). */
  readonly address: string;
  readonly family: 4 | 6;
}

/** `dns.lookup` with every answer: the resolver `net.connect` itself would use, /etc/hosts included. */
export type Lookup = (host: string) => Promise<readonly { address: string; family: number }[]>;

const systemLookup: Lookup = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Resolves a host a user gave and refuses it unless every address it stands for may be connected to.
 * Literal addresses in any spelling the system would accept (`127.1`, `2130706433`, `0x7f.1`,
 * `0177.0.0.1`, `[::ffff:127.0.0.1]`) are read as the address they mean; names (`localhost`
 * included) are resolved, and one private answer among public ones refuses the name.
 */
export async function resolveOutbound(
  host: string,
  policy: OutboundPolicy,
  resolve: Lookup = systemLookup,
): Promise<ResolvedAddress> {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  const answers = ipaddr.isValid(bare) ? [bare] : (await resolve(bare)).map((a) => a.address);
  if (answers.length === 0 || !answers.every((address) => isOutboundAllowed(address, policy))) {
    throw new OutboundAddressRefused(host);
  }
  // The canonical spelling, an IPv4-mapped address as the IPv4 address it carries.
  const address = ipaddr.process(answers[0] as string);
  return { address: address.toString(), family: address.kind() === 'ipv4' ? 4 : 6 };
}
