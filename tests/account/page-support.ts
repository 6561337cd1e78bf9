import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from 'next/dist/client/components/http-access-fallback/http-access-fallback';
import { getURLFromRedirectError } from 'next/dist/client/components/redirect';
import { isRedirectError } from 'next/dist/client/components/redirect-error';

/**
 * How a server page ended when it threw: Next's `redirect()` (its URL) or `notFound()` (its status),
 * else the error itself is thrown on.
 */
export async function outcomeOf(
  page: Promise<unknown>,
): Promise<{ redirect: string } | { status: number } | { element: React.ReactElement }> {
  try {
    return { element: (await page) as React.ReactElement };
  } catch (caught) {
    if (isRedirectError(caught)) return { redirect: getURLFromRedirectError(caught)! };
    if (isHTTPAccessFallbackError(caught)) return { status: getAccessFallbackHTTPStatus(caught) };
    throw caught;
  }
}

/** The page's element, failing the test when the page redirected or answered 404. */
export async function elementOf(page: Promise<unknown>): Promise<React.ReactElement> {
  const outcome = await outcomeOf(page);
  if (!('element' in outcome)) throw new Error(`expected a page, got ${JSON.stringify(outcome)}`);
  return outcome.element;
}
