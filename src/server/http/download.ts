/**
 * The Content-Disposition of a file the browser should save, for any name a
 * mail may carry. Header values must be Latin-1 (a name in another script
 * would make the response itself fail), so the plain `filename` gets an
 * ASCII stand-in and the real name travels in RFC 6266's `filename*`.
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // encodeURIComponent leaves these, but RFC 5987 does not allow them bare.
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
