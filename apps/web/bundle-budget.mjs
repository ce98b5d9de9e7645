/**
 * The bundle budgets (issue 21 item 4), checked by `npm test` after the web build: what the first
 * page load downloads (index.html's scripts, preloads and styles, gzip), the largest chunk loaded
 * later, and that the chart library is not part of the first load. Exits 1 naming what is over.
 * Budgets and why they are what they are: bundle-budgets.json.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = join(HERE, 'dist');
const budgets = JSON.parse(readFileSync(join(HERE, 'bundle-budgets.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const initialSet = new Set(initial);
const initialGzip = initial.reduce((sum, file) => sum + gz(file), 0);
const later = readdirSync(join(DIST, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => `assets/${f}`)
  .filter((f) => !initialSet.has(f));
const largestLater = later.map((file) => ({ file, bytes: gz(file) })).sort((a, b) => b.bytes - a.bytes)[0] ?? { file: '-', bytes: 0 };
const chartsInFirstLoad = initial.filter((f) => new RegExp(budgets.chartChunkPattern).test(f));

const problems = [];
if (initialGzip > budgets.firstLoadGzipBytes)
  problems.push(`first load ${kb(initialGzip)} gzip is over its budget of ${kb(budgets.firstLoadGzipBytes)}`);
if (largestLater.bytes > budgets.laterChunkGzipBytes)
  problems.push(`${largestLater.file} ${kb(largestLater.bytes)} gzip is over the later-chunk budget of ${kb(budgets.laterChunkGzipBytes)}`);
if (chartsInFirstLoad.length > 0) problems.push(`the chart library is in the first load: ${chartsInFirstLoad.join(', ')}`);

console.log(
  `bundle: first load ${kb(initialGzip)} gzip in ${initial.length} files (budget ${kb(budgets.firstLoadGzipBytes)}); ` +
    `largest later chunk ${largestLater.file} ${kb(largestLater.bytes)} (budget ${kb(budgets.laterChunkGzipBytes)})`,
);
for (const problem of problems) console.error(`bundle budget: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
