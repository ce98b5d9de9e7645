import { describe, expect, it } from 'vitest';
import { sniffAttachmentType } from './attachments.ts';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const pad = (head: Uint8Array, length = 64): Uint8Array => {
  const out = new Uint8Array(Math.max(length, head.length));
  out.set(head);
  return out;
};

describe('sniffAttachmentType: allowed types by content', () => {
  const allowed: Array<[string, Uint8Array]> = [
    ['image/png', pad(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
    ['image/jpeg', pad(bytes([0xff, 0xd8, 0xff, 0xe0]))],
    ['image/gif', pad(bytes('GIF89a'))],
    ['image/webp', pad(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))],
    ['image/bmp', pad(bytes('BM'))],
    ['image/tiff', pad(bytes([0x49, 0x49, 0x2a, 0x00]))],
    ['application/pdf', pad(bytes('%PDF-1.7'))],
    ['video/mp4', pad(bytes([0, 0, 0, 0x20], 'ftypisom'))],
    ['video/webm', pad(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'))],
    ['video/ogg', pad(bytes('OggS'))],
  ];
  for (const [mime, content] of allowed) {
    it(`recognises ${mime}`, () => expect(sniffAttachmentType(content)?.mime).toBe(mime));
  }

  it('refuses anything else, whatever it would be called', () => {
    for (const content of [
      bytes('<html><script>alert(1)</script></html>'),
      bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('PK', [3, 4]),
      pad(bytes([0, 0, 0, 0x18], 'ftypheic')),
      pad(bytes([0, 0, 0, 0x14], 'ftypqt  ')),
      pad(bytes([0x1a, 0x45, 0xdf, 0xa3], 'matroska')),
      bytes(),
    ]) {
      expect(sniffAttachmentType(content)).toBeNull();
    }
  });
});
