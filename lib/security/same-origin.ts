/**
 * Whether a state-changing request comes from the shop's own pages: the browser's `Sec-Fetch-Site`
 * says `same-origin`, or, from a browser that does not send it, the `Origin` header names the host
 * the request was sent to. A cross-site form or script gets false, so it cannot end a visit or start
 * a session on somebody's tablet.
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = headers.get('origin');
  const host = headers.get('host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
