/**
 * Commerce errors as the storefront sees them: GraphQL errors carry `extensions.code` and
 * `extensions.messageKey` (e.g. `errors.outOfStock`); the UI translates the key.
 */
export interface CommerceErrorShape {
  message: string;
  extensions?: { code?: string; messageKey?: string; fields?: string[] };
}

/**
 * Thrown by the commerce clients when a response has errors. `messageKey` is the back end's key
 * (`errors.*`), or `errors.generic` when it sent none; translate it with `useCommerceErrorMessage`.
 */
export class CommerceError extends Error {
  readonly code: string;
  readonly messageKey: string;
  readonly fields: string[];

  constructor(errors: CommerceErrorShape[]) {
    const first = errors[0];
    super(first?.message ?? 'Commerce request failed');
    this.name = 'CommerceError';
    this.code = first?.extensions?.code ?? 'UNKNOWN';
    this.messageKey = first?.extensions?.messageKey ?? 'errors.generic';
    this.fields = first?.extensions?.fields ?? [];
  }
}
