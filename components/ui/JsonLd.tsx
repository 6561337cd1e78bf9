/**
 * JSON for a `<script type="application/ld+json">` body: `<`, `>` and `&` are written as `\u003c`,
 * `\u003e`, `\u0026` and the line and paragraph separators as `\u2028`, `\u2029`, so content text such
 * as `</script><script>…` cannot close the element or start markup. The JSON value is unchanged.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Structured data (schema.org JSON-LD) as a script element, serialised safely by {@link serializeJsonLd}. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
