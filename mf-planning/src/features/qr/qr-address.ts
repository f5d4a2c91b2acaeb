/** Spec §9: QR codes are 256 px. */
export const QR_SIZE = 256;

/** The longest address the generator encodes (a QR code holds it at level M, version 40). */
export const QR_URL_MAX_LENGTH = 2_000;

type QrAddressProblem = 'tooLong' | 'notWeb';

/** Why an address cannot become a code, or null: only http(s) addresses, within the length. */
export function qrAddressProblem(address: string): QrAddressProblem | null {
  if (address.length > QR_URL_MAX_LENGTH) return 'tooLong';
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'notWeb';
  } catch {
    return 'notWeb';
  }
}
