/**
 * A request body as text, or null when it is larger than `maxBytes` (UTF-8 bytes, not characters):
 * refused by its declared Content-Length before reading, else by the bytes read.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > maxBytes) return null;
  return new TextDecoder().decode(bytes);
}
