import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { type PasswordLinkIssued, passwordLinkDecider } from './password-link.ts';

const tokenHash = 'a'.repeat(64);
const at = (now: string) => ({ userId: 'u1', now });
const issued: PasswordLinkIssued = {
  type: 'PasswordLinkIssued',
  data: {
    tokenHash,
    userId: 'u1',
    purpose: 'activation',
    expiresAt: '2026-11-28T10:00:00.000Z',
    issuedAt: '2026-11-21T10:00:00.000Z',
  },
};
const use = (now: string) => ({ type: 'UsePasswordLink' as const, data: { tokenHash }, metadata: at(now) });

describe('Password link', () => {
  describe('when a link is issued', () => {
    it('records its hash, purpose, expiry and the time it was made', () => {
      const { issuedAt: _made, ...data } = issued.data;
      deciderSpec(passwordLinkDecider)
        .given([])
        .when({ type: 'IssuePasswordLink', data, metadata: at('2026-11-21T10:00:00.000Z') })
        .then([issued]);
    });
    it('refuses a second link with the same hash', () => {
      const { issuedAt: _made, ...data } = issued.data;
      deciderSpec(passwordLinkDecider)
        .given([issued])
        .when({ type: 'IssuePasswordLink', data, metadata: at('2026-11-21T10:00:00.000Z') })
        .thenThrows('ALREADY_EXISTS');
    });
  });
  describe('when a link is used', () => {
    it('uses it up before it expires', () => {
      deciderSpec(passwordLinkDecider)
        .given([issued])
        .when(use('2026-11-28T10:00:00.000Z'))
        .then([{ type: 'PasswordLinkUsed', data: { tokenHash, userId: 'u1' } }]);
    });
    it('refuses it a second time', () => {
      deciderSpec(passwordLinkDecider)
        .given([issued, { type: 'PasswordLinkUsed', data: { tokenHash, userId: 'u1' } }])
        .when(use('2026-11-22T10:00:00.000Z'))
        .thenThrows('PASSWORD_LINK_USED', 'error.passwordLink.used');
    });
    it('refuses it after its expiry', () => {
      deciderSpec(passwordLinkDecider)
        .given([issued])
        .when(use('2026-11-28T10:00:00.001Z'))
        .thenThrows('PASSWORD_LINK_EXPIRED', 'error.passwordLink.expired');
    });
    it('refuses a link that was never issued', () => {
      deciderSpec(passwordLinkDecider)
        .given([])
        .when(use('2026-11-22T10:00:00.000Z'))
        .thenThrows('PASSWORD_LINK_INVALID', 'error.passwordLink.invalid');
    });
  });
});
