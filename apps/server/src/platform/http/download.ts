/**
 * `Content-Disposition` value for a file download (API.md "Downloads"):
 * `attachment; filename*=UTF-8''<percent-encoded name>` (RFC 6266 / RFC 8187), so Chinese names survive
 * and no quote or line break from the name can break the header.
 */
export function contentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}
