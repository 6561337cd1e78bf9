import { ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { CommerceError } from '@/lib/commerce/errors';

describe('CommerceError.from (translated messages for failed calls)', () => {
  it('keeps the typed error of a refused request, so a rate limit says so', () => {
    const body = JSON.stringify({
      errors: [
        { message: 'Too many requests', extensions: { code: 'RATE_LIMITED', messageKey: 'errors.rateLimited' } },
      ],
    });
    const refused = new ServerError('Response not successful', {
      response: new Response(body, { status: 429 }),
      bodyText: body,
    });
    expect(CommerceError.from(refused)).toMatchObject({
      code: 'RATE_LIMITED',
      messageKey: 'errors.rateLimited',
      status: 429,
    });
  });

  it('treats a server error without typed errors as a network failure', () => {
    const broken = new ServerError('Response not successful', {
      response: new Response('<html>', { status: 502 }),
      bodyText: '<html>',
    });
    expect(CommerceError.from(broken)).toMatchObject({ code: 'NETWORK', messageKey: 'errors.generic', status: 502 });
    // No answer at all: no status to pass on (the page answers 500).
    expect(CommerceError.from(new TypeError('Failed to fetch'))).toMatchObject({ code: 'NETWORK', status: undefined });
  });
});
