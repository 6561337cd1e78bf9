import type { NextRequest } from 'next/server';

/**
 * The origin the shopper visited, from the Host header (in route handlers `request.url` carries the
 * server's listening host, e.g. `localhost`, not `be.localhost`). Only for building URLs back to the
 * same host; never for deciding which store or host is allowed.
 */
export function visitedOrigin(request: NextRequest): string {
  return `${request.nextUrl.protocol}//${request.headers.get('host') ?? request.nextUrl.host}`;
}
