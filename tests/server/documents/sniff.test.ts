import { describe, expect, it } from 'vitest';
import { sniffDocumentType } from '../../../server/modules/documents/sniff';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

// Signatures: JPEG (ISO/IEC 10918-1 SOI marker FF D8 then a marker FF xx), PNG (RFC 2083 3.1),
// PDF (ISO 32000-1 7.5.2 header "%PDF-").
describe('sniffDocumentType: the type from the first bytes, whatever the name or claim', () => {
  it.each([
    ['a JFIF JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46), 'image/jpeg'],
    ['an Exif JPEG', bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34), 'image/jpeg'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'image/png'],
    ['a PDF', text('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
    ['HTML', text('<!doctype html><script>alert(1)</script>'), null],
    ['a GIF', text('GIF89a\x01\x00'), null],
    ['a WebP', text('RIFF\x00\x00\x00\x00WEBPVP8 '), null],
    ['a ZIP (or an Office file)', bytes(0x50, 0x4b, 0x03, 0x04), null],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47), null],
    ['a JPEG start without its marker', bytes(0xff, 0xd8), null],
    ['"%PDF" without the dash', text('%PDF'), null],
    ['a PDF header after a byte', text(' %PDF-1.4'), null],
    ['nothing', bytes(), null],
  ])('%s is %s', (_case, input, expected) => {
    expect(sniffDocumentType(input)).toBe(expected);
  });
});
