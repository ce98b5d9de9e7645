import { BYTES_PER_MB } from '../constants.ts';

/** Bytes as MB with 2 decimals: 1048576 -> '1.00 MB' (specification 03, section 9). */
export function formatFileSize(bytes: number): string {
  return `${(bytes / BYTES_PER_MB).toFixed(2)} MB`;
}

/** File kinds by extension (specification 03, section 5). */
export const IMAGE_EXTENSIONS: readonly string[] = ['gif', 'jpg', 'jpeg', 'tif', 'tiff', 'png', 'webp', 'bmp'];
export const VIDEO_EXTENSIONS: readonly string[] = ['mp4', 'webm', 'ogv'];
export const DOCUMENT_EXTENSIONS: readonly string[] = ['pdf'];

/** The lower-case extension of a file name or URL (query and hash ignored), '' when none. */
export function fileExtension(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export const isImage = (nameOrUrl: string): boolean => IMAGE_EXTENSIONS.includes(fileExtension(nameOrUrl));
export const isVideo = (nameOrUrl: string): boolean => VIDEO_EXTENSIONS.includes(fileExtension(nameOrUrl));
export const isDocument = (nameOrUrl: string): boolean => DOCUMENT_EXTENSIONS.includes(fileExtension(nameOrUrl));
