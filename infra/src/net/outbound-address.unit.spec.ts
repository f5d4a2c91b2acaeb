import { describe, expect, it } from 'vitest';
import {
  isOutboundAllowed,
  type Lookup,
  OutboundAddressRefused,
  outboundPolicy,
  PUBLIC_ONLY,
  resolveOutbound,
} from './outbound-address.ts';

/** A resolver answering from a table, as a DNS server an attacker controls might. */
const fakeDns =
  (table: Record<string, string[]>): Lookup =>
  async (host) =>
    (table[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const LOOPBACK_SPELLINGS = [
  '127.0.0.1',
  '127.1',
  '2130706433',
  '0x7f.1',
  '0x7f000001',
  '0177.0.0.1',
  '017700000001',
  '127.255.255.254',
  '[::ffff:127.0.0.1]',
  '::ffff:7f00:1',
  '[::1]',
  '::1',
  '0:0:0:0:0:0:0:1',
  'localhost',
];

const NON_PUBLIC = [
  '0.0.0.0',
  '0',
  '10.0.0.1',
  '172.16.5.4',
  '172.31.255.255',
  '192.168.1.1',
  '0xc0.0xa8.1.1',
  '100.64.0.1',
  '169.254.169.254',
  '[fe80::1]',
  '[fd00::1]',
  '[fc12:3456::1]',
  '[::ffff:10.0.0.1]',
  '[::ffff:169.254.169.254]',
  '224.0.0.1',
  '255.255.255.255',
];

describe('Outbound address guard', () => {
  describe('with no networks allowed', () => {
    it.each(LOOPBACK_SPELLINGS)('refuses the loopback spelling %s', async (host) => {
      await expect(resolveOutbound(host, PUBLIC_ONLY)).rejects.toBeInstanceOf(OutboundAddressRefused);
    });

    it.each(NON_PUBLIC)('refuses the non-public address %s', async (host) => {
      await expect(resolveOutbound(host, PUBLIC_ONLY)).rejects.toBeInstanceOf(OutboundAddressRefused);
    });

    it('accepts public addresses and answers the address to connect to', async () => {
      expect(await resolveOutbound('93.184.215.14', PUBLIC_ONLY)).toEqual({
        address: '93.184.215.14',
        family: 4,
      });
      expect(await resolveOutbound('[2a00:1450:4001:80b::200e]', PUBLIC_ONLY)).toEqual({
        address: '2a00:1450:4001:80b::200e',
        family: 6,
      });
      expect(await resolveOutbound('172.32.0.1', PUBLIC_ONLY)).toMatchObject({ address: '172.32.0.1' });
    });

    it('refuses a name that resolves to a private address, or to a private one among public ones', async () => {
      const dns = fakeDns({
        'smtp.evil.example': ['10.1.2.3'],
        'mixed.evil.example': ['93.184.215.14', '127.0.0.1'],
        'mapped.evil.example': ['::ffff:192.168.0.10'],
        'smtp.good.example': ['93.184.215.14', '2a00:1450:4001:80b::200e'],
      });
      for (const host of [
        'smtp.evil.example',
        'mixed.evil.example',
        'mapped.evil.example',
        'nowhere.example',
      ]) {
        await expect(resolveOutbound(host, PUBLIC_ONLY, dns)).rejects.toBeInstanceOf(OutboundAddressRefused);
      }
      expect(await resolveOutbound('smtp.good.example', PUBLIC_ONLY, dns)).toEqual({
        address: '93.184.215.14',
        family: 4,
      });
    });
  });

  describe('with networks an operator allowed', () => {
    it('lets `loopback` through in every spelling, and nothing private', async () => {
      const policy = outboundPolicy('loopback');
      for (const host of LOOPBACK_SPELLINGS) {
        const resolved = await resolveOutbound(host, policy);
        expect(['127.0.0.1', '127.255.255.254', '::1']).toContain(resolved.address);
      }
      await expect(resolveOutbound('192.168.1.1', policy)).rejects.toBeInstanceOf(OutboundAddressRefused);
    });

    it('lets `private` and CIDRs through, and only those', () => {
      const policy = outboundPolicy(' private , 169.254.10.0/24,2001:db8::/32 ');
      for (const address of [
        '10.0.0.1',
        '172.16.0.1',
        '192.168.0.1',
        '100.64.0.1',
        'fd00::1',
        '169.254.10.9',
      ]) {
        expect(isOutboundAllowed(address, policy)).toBe(true);
      }
      expect(isOutboundAllowed('2001:db8::25', policy)).toBe(true);
      for (const address of ['127.0.0.1', '::1', '169.254.169.254', 'fe80::1', '100::1']) {
        expect(isOutboundAllowed(address, policy)).toBe(false);
      }
    });

    it('refuses to start on an entry that is no network', () => {
      expect(() => outboundPolicy('loopback, intranet')).toThrow(/intranet/);
      expect(() => outboundPolicy('10.0.0.0/33')).toThrow();
      expect(outboundPolicy('').allowed).toEqual([]);
    });
  });
});
