import type { DocumentType } from './tables';

/**
 * The file's type from its first bytes (magic numbers), never from its name or the type the
 * client claims: a renamed executable or HTML page must not be stored and served as a photo.
 * JPEG: FF D8 FF (JFIF, Exif and raw markers alike); PNG: its 8-byte signature; PDF: "%PDF-".
 */
const SIGNATURES: ReadonlyArray<{ type: DocumentType; magic: readonly number[] }> = [
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  const found = SIGNATURES.find(({ magic }) => magic.every((byte, at) => bytes[at] === byte));
  return found?.type ?? null;
}
