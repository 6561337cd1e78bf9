/**
 * How many proxies in front of the shop append to `X-Forwarded-For` (`TRUSTED_PROXY_HOPS`, default
 * 1: one load balancer or Next itself). The client address is the entry that many places from the
 * right; entries further left are whatever the client sent and are never trusted.
 */
export function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 1);
  return Number.isInteger(hops) && hops >= 1 ? hops : 1;
}

/**
 * The client's IP address for rate limiting, from `X-Forwarded-For` (Next sets it to the socket's
 * address when no proxy did). 'unknown' when absent: those requests share one bucket.
 */
export function clientIp(forwardedFor: string | null, hops = trustedProxyHops()): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'unknown';
  return entries[Math.max(0, entries.length - hops)]!;
}
