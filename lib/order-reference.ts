/**
 * The encoded order reference of `/checkout/success/?order=…` and `/checkout/payment/?order=…`
 * (spec §2): base64url of `<orderId>.<deepLinkCode>`. The deep link code authorizes reading that
 * one order, so the finish page works even without the session cookie.
 */
export function encodeOrderReference(orderId: string, deepLinkCode: string): string {
  return btoa(`${orderId}.${deepLinkCode}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes {@link encodeOrderReference}; null for anything malformed. */
export function decodeOrderReference(
  reference: string | undefined | null,
): { orderId: string; deepLinkCode: string } | null {
  if (!reference || reference.length > 200 || !/^[A-Za-z0-9_-]+$/.test(reference)) return null;
  try {
    const decoded = atob(reference.replace(/-/g, '+').replace(/_/g, '/'));
    const match = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9]{16,64})$/.exec(decoded);
    return match ? { orderId: match[1]!, deepLinkCode: match[2]! } : null;
  } catch {
    return null;
  }
}
