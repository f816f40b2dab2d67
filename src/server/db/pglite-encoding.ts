/**
 * How values cross into PGlite: bytea and json parameters as bytes, encoded
 * natively, instead of PGlite's character-by-character JavaScript. Shared by
 * the database (open.ts) and the import thread's engine for search vectors.
 */
import { types } from '@electric-sql/pglite';

/**
 * PGlite turns bytea to and from its hex text one byte at a time in
 * JavaScript (an array of two-character strings per byte): 30 MB of original
 * messages took seconds each way. Node's Buffer does the same hex natively.
 */
export const byteaHex = (bytes: Uint8Array) => `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;

const jsonText = types.serializers[types.JSON]!;

export const nativeEncoding = {
  serializers: {
    [types.BYTEA]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return byteaHex(value);
    },
    // Bytes given for a json parameter (db/bulk-insert.ts) go as they are, in json's binary form (its UTF-8
    // text); anything else is written as PGlite would. (PGlite's types say a serializer returns a string; it
    // sends a byte array it is given as binary.)
    [types.JSON]: ((value: unknown) => (value instanceof Uint8Array ? value : jsonText(value))) as unknown as (value: unknown) => string,
  },
  parsers: { [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex') },
};
