import { describe, expect, it } from 'vitest';
import { fileExtension, formatFileSize, isDocument, isImage, isVideo } from './files.ts';

describe('formatFileSize (MB, 2 decimals, bytes / 1048576)', () => {
  it.each([
    [0, '0.00 MB'],
    [1048576, '1.00 MB'],
    [1572864, '1.50 MB'],
    [5242, '0.00 MB'],
    [5243, '0.01 MB'],
  ])('%d -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('file kinds by extension (specification 03, section 5)', () => {
  it('recognises every image extension, any case', () => {
    for (const ext of ['gif', 'jpg', 'jpeg', 'tif', 'tiff', 'png', 'webp', 'bmp', 'PNG']) expect(isImage(`a.${ext}`), ext).toBe(true);
    expect(isImage('a.svg')).toBe(false);
  });

  it('recognises videos and documents', () => {
    for (const ext of ['mp4', 'webm', 'ogv']) expect(isVideo(`clip.${ext}`), ext).toBe(true);
    expect(isVideo('clip.mov')).toBe(false);
    expect(isDocument('invoice.pdf')).toBe(true);
    expect(isDocument('invoice.docx')).toBe(false);
  });

  it('reads the extension of a URL, ignoring query and hash', () => {
    expect(fileExtension('https://cdn.example.com/a/b.photo.JPG?sig=1#x')).toBe('jpg');
    expect(isImage('https://cdn.example.com/png?x=1')).toBe(false);
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('README')).toBe('');
  });
});
