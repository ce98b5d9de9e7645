/**
 * Allowed attachment types, recognised by their content (magic bytes), never by the name or the
 * declared MIME type a client sends. Pure TS so the browser can pre-check a file before upload.
 * The list follows the spec's file helper (section 5): images, video mp4/webm/ogv, document pdf.
 */
export type AttachmentKind = 'image' | 'video' | 'document';

export interface AttachmentType {
  mime: string;
  extension: string;
  kind: AttachmentKind;
}

const ascii = (bytes: Uint8Array, offset: number, text: string): boolean => {
  if (bytes.length < offset + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  return true;
};
const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/** WebM is Matroska whose DocType is "webm"; the DocType sits in the first header bytes. */
const isWebm = (bytes: Uint8Array): boolean => {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return false;
  const head = bytes.subarray(0, Math.min(bytes.length, 64));
  for (let i = 4; i + 4 <= head.length; i++) if (ascii(head, i, 'webm')) return true;
  return false;
};

/** ISO base media (MP4): a `ftyp` box at offset 4 with an MP4-family brand (not HEIC/AVIF images, not QuickTime). */
const MP4_BRANDS = ['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'MSNV'];
const isMp4 = (bytes: Uint8Array): boolean => ascii(bytes, 4, 'ftyp') && MP4_BRANDS.some((brand) => ascii(bytes, 8, brand));

const SIGNATURES: readonly { type: AttachmentType; test: (bytes: Uint8Array) => boolean }[] = [
  {
    type: { mime: 'image/png', extension: 'png', kind: 'image' },
    test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { type: { mime: 'image/jpeg', extension: 'jpg', kind: 'image' }, test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: { mime: 'image/gif', extension: 'gif', kind: 'image' }, test: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a') },
  { type: { mime: 'image/webp', extension: 'webp', kind: 'image' }, test: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') },
  { type: { mime: 'image/bmp', extension: 'bmp', kind: 'image' }, test: (b) => ascii(b, 0, 'BM') && b.length >= 26 },
  {
    type: { mime: 'image/tiff', extension: 'tiff', kind: 'image' },
    test: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]),
  },
  { type: { mime: 'application/pdf', extension: 'pdf', kind: 'document' }, test: (b) => ascii(b, 0, '%PDF-') },
  { type: { mime: 'video/mp4', extension: 'mp4', kind: 'video' }, test: isMp4 },
  { type: { mime: 'video/webm', extension: 'webm', kind: 'video' }, test: isWebm },
  { type: { mime: 'video/ogg', extension: 'ogv', kind: 'video' }, test: (b) => ascii(b, 0, 'OggS') },
];

/** How many leading bytes sniffAttachmentType needs at most. */
export const ATTACHMENT_SNIFF_BYTES = 64;

/** The allowed type the content is, or null when it is none of them. */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}
