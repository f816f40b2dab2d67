/**
 * A message's pairs of neighbouring words, made from its search vector as
 * the database's mail_search_pairs makes them (migration 0032): for every two
 * lexemes at positions p and p + 1, hashtext(first || ' ' || second).
 *
 * An import makes them here, on its parse thread, from the vector's text: the
 * same in SQL costs the embedded engine about 0.15 ms a message on the one
 * thread that runs the database. The hash is PostgreSQL's hash of a text, so
 * a phrase's pairs, worked out by the database at search time, meet these.
 *
 * Talks to: nothing.
 */

/** The pairs of `vector` (tsvector text, as `::text` prints it), each hash once. */
export function searchPairs(vector: string): number[] {
  // A position holds one lexeme, save where a long text's positions were all clamped to the last one.
  const at: string[] = [];
  const more = new Map<number, string[]>();
  for (const { lexeme, positions } of readVector(vector)) {
    for (const position of positions) {
      if (at[position] === undefined) at[position] = lexeme;
      else more.set(position, [...(more.get(position) ?? []), lexeme]);
    }
  }
  const all = (position: number) => (at[position] === undefined ? [] : [at[position], ...(more.get(position) ?? [])]);
  const pairs = new Set<number>();
  for (let position = 0; position < at.length - 1; position++) {
    const first = at[position];
    const second = at[position + 1];
    if (first === undefined || second === undefined) continue;
    if (more.size === 0) pairs.add(hashText(`${first} ${second}`));
    else for (const a of all(position)) for (const b of all(position + 1)) pairs.add(hashText(`${a} ${b}`));
  }
  return [...pairs];
}

/**
 * The lexemes of tsvector text and their positions: `'word':1A,4 'it''s':2`. A quote inside a lexeme is
 * doubled and a backslash escapes the character after it; a position may carry a weight letter.
 */
function readVector(vector: string): { lexeme: string; positions: number[] }[] {
  const entries: { lexeme: string; positions: number[] }[] = [];
  let i = 0;
  while (i < vector.length) {
    if (vector[i] !== "'") {
      i++;
      continue;
    }
    let lexeme = '';
    for (i++; i < vector.length; i++) {
      const char = vector[i]!;
      if (char === '\\') lexeme += vector[++i] ?? '';
      else if (char === "'" && vector[i + 1] === "'") lexeme += vector[i++];
      else if (char === "'") break;
      else lexeme += char;
    }
    i++;
    const positions: number[] = [];
    if (vector[i] === ':') {
      let position = 0;
      for (i++; i < vector.length && vector[i] !== ' '; i++) {
        const code = vector.charCodeAt(i);
        if (code >= 48 && code <= 57) position = position * 10 + code - 48;
        else if (vector[i] === ',') {
          positions.push(position);
          position = 0;
        }
      }
      positions.push(position);
    }
    entries.push({ lexeme, positions });
  }
  return entries;
}

const rotate = (x: number, k: number) => (x << k) | (x >>> (32 - k));

/** Where a text's UTF-8 bytes are written to be hashed: a message hashes some hundred pairs, and a fresh buffer each was most of the time. */
let scratch = new Uint8Array(256);
const encoder = new TextEncoder();

/**
 * PostgreSQL's hashtext for a deterministic collation: Bob Jenkins' lookup3 hash of the text's UTF-8
 * bytes, with PostgreSQL's starting value, read as a signed 32-bit integer as SQL returns it.
 */
export function hashText(text: string): number {
  // Three bytes a UTF-16 unit at most.
  if (scratch.length < text.length * 3) scratch = new Uint8Array(text.length * 3);
  const bytes = scratch;
  let length = 0;
  // Most lexemes are ASCII, whose bytes are their code units: copied here, faster than the encoder's call.
  for (; length < text.length; length++) {
    const code = text.charCodeAt(length);
    if (code > 127) break;
    bytes[length] = code;
  }
  if (length < text.length) length = encoder.encodeInto(text, bytes).written;
  let a = (0x9e3779b9 + length + 3923095) | 0;
  let b = a;
  let c = a;
  let i = 0;
  let left = length;
  for (; left >= 12; i += 12, left -= 12) {
    // Little-endian words, written out: a helper for them made each hash several times slower.
    a = (a + (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24))) | 0;
    b = (b + (bytes[i + 4]! | (bytes[i + 5]! << 8) | (bytes[i + 6]! << 16) | (bytes[i + 7]! << 24))) | 0;
    c = (c + (bytes[i + 8]! | (bytes[i + 9]! << 8) | (bytes[i + 10]! << 16) | (bytes[i + 11]! << 24))) | 0;
    a = (a - c) | 0; a ^= rotate(c, 4); c = (c + b) | 0;
    b = (b - a) | 0; b ^= rotate(a, 6); a = (a + c) | 0;
    c = (c - b) | 0; c ^= rotate(b, 8); b = (b + a) | 0;
    a = (a - c) | 0; a ^= rotate(c, 16); c = (c + b) | 0;
    b = (b - a) | 0; b ^= rotate(a, 19); a = (a + c) | 0;
    c = (c - b) | 0; c ^= rotate(b, 4); b = (b + a) | 0;
  }
  // The last 11 bytes at most, little-endian into a, b and c; c's lowest byte is left for the length.
  for (let j = 0; j < left; j++) {
    const byte = bytes[i + j]!;
    if (j < 4) a = (a + (byte << (8 * j))) | 0;
    else if (j < 8) b = (b + (byte << (8 * (j - 4)))) | 0;
    else c = (c + (byte << (8 * (j - 7)))) | 0;
  }
  c ^= b; c = (c - rotate(b, 14)) | 0;
  a ^= c; a = (a - rotate(c, 11)) | 0;
  b ^= a; b = (b - rotate(a, 25)) | 0;
  c ^= b; c = (c - rotate(b, 16)) | 0;
  a ^= c; a = (a - rotate(c, 4)) | 0;
  b ^= a; b = (b - rotate(a, 14)) | 0;
  c ^= b; c = (c - rotate(b, 24)) | 0;
  return c;
}
