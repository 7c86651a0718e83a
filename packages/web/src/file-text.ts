/**
 * A chosen file's text, whichever encoding a club's computer saved it in: UTF-8 (with or without
 * a byte-order mark), else Windows-1252, which Excel on a Nordic Windows writes for "CSV
 * (semicolon separated)" and older dealing programs for PBN. Read as UTF-8 regardless, such a
 * file's Æ Ø Å Ä Ö became U+FFFD and were stored so.
 */
export function decodeFileText(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** {@link decodeFileText} of a file the user picked. */
export async function readFileText(file: Blob): Promise<string> {
  return decodeFileText(await file.arrayBuffer());
}
