/**
 * The chunks of a streamed body as one byte array of `total` bytes. A single chunk backed by a plain
 * `ArrayBuffer` is returned as it is (the common small body costs no copy); otherwise the chunks are copied in
 * order into a new array, which WebCrypto accepts.
 *
 * @example
 * ```ts
 * const body = concatBytes([new Uint8Array([1]), new Uint8Array([2, 3])], 3); // Uint8Array [1, 2, 3]
 * ```
 */
export function concatBytes(chunks: readonly Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const only = chunks.length === 1 ? chunks[0] : undefined;
  if (only?.buffer instanceof ArrayBuffer) return only as Uint8Array<ArrayBuffer>;
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
