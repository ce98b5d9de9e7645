import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** A tool installed in node_modules/.bin. */
export const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
