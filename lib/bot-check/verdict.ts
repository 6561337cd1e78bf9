/**
 * What the BFF concluded about a request's bot check: passed, or why not (logged, never shown: the
 * shopper sees one translated message, `errors.botCheckFailed`).
 */
export type BotCheckVerdict =
  | { ok: true }
  | {
      ok: false;
      reason:
        | 'missing'
        | 'malformed'
        | 'expired'
        | 'invalid'
        | 'replayed'
        | 'wrong-action'
        | 'wrong-site'
        | 'low-score'
        | 'unavailable';
    };
