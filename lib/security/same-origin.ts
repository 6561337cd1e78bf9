/** Whether the `Origin` header names the host the request was sent to (false without one or for `null`). */
function originIsHost(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host === headers.get('host');
  } catch {
    return false;
  }
}

/**
 * Whether a state-changing request comes from the shop's own pages: the browser's `Sec-Fetch-Site`
 * says `same-origin`, or, from a browser that does not send it, the `Origin` header names the host
 * the request was sent to. A cross-site form or script gets false, so it cannot end a visit or start
 * a session on somebody's tablet; so does a caller that sends neither header.
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site');
  return site ? site === 'same-origin' : originIsHost(headers);
}

/**
 * Whether a request comes from a browser page of another site (spec-free hardening against cross-site
 * writes): the browser's `Sec-Fetch-Site` says anything but `same-origin` (or `none`, the shopper's own
 * navigation), or, from a browser that does not send it, the `Origin` header names another host than
 * the request was sent to. A request with neither header is not a browser's cross-site request (a
 * server, a script, a test client) and is not refused here: those are limited by trusted documents and
 * rate limits instead.
 */
export function isCrossSiteRequest(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  return headers.has('origin') && !originIsHost(headers);
}
