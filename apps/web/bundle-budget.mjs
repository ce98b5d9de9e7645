/**
 * The bundle budgets (issue 21 item 4), checked by `npm test` after the web build: what the first
 * load of /login downloads (index.html's scripts, preloads and styles, and the sign-in page's own
 * chunk with what it imports, gzip), the largest chunk loaded later, and that the chart library is not
 * part of the first load. Exits 1 naming what is over.
 * Budgets and why they are what they are: bundle-budgets.json.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HERE = dirname(fileURLToPath(import.meta.url));
// WEB_DIST_DIR: a build elsewhere (vite build --outDir), as the browser tests take it.
const DIST = process.env.WEB_DIST_DIR ?? join(HERE, 'dist');
const budgets = JSON.parse(readFileSync(join(HERE, 'bundle-budgets.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const fromHtml = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const assets = readdirSync(join(DIST, 'assets'));
/** A chunk and the chunks it imports statically (`import ... from "./x.js"`), as the browser fetches them. */
function withImports(file, into) {
  if (into.has(file)) return into;
  into.add(file);
  const code = readFileSync(join(DIST, file), 'utf8');
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) withImports(`assets/${m[1]}`, into);
  return into;
}
const loginPage = assets.filter((f) => /^LoginPage-[^.]+\.(js|css)$/.test(f)).map((f) => `assets/${f}`);
const initial = [...new Set([...fromHtml, ...loginPage.flatMap((f) => (f.endsWith('.js') ? [...withImports(f, new Set())] : [f]))])];
const initialSet = new Set(initial);
const initialGzip = initial.reduce((sum, file) => sum + gz(file), 0);
const later = assets
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => `assets/${f}`)
  .filter((f) => !initialSet.has(f));
const largestLater = later.map((file) => ({ file, bytes: gz(file) })).sort((a, b) => b.bytes - a.bytes)[0] ?? { file: '-', bytes: 0 };
// By name or by content: a chunk can be named after what it imports first (a stylesheet), recharts' class names stay.
const chartsInFirstLoad = initial.filter(
  (f) =>
    new RegExp(budgets.chartChunkPattern).test(f) ||
    (f.endsWith('.js') && readFileSync(join(DIST, f), 'utf8').includes('recharts-wrapper')),
);
/**
 * What a table route (/users) downloads beyond the first load: the signed-in area, the page registry
 * (the chunk named registry that loads the table screen; the contract's registries are chunks of that
 * name too), the table screen and the users screen's definition (its area of the contract, which the
 * page registry's chunk loads as `users: () => …import("./users-….js")`).
 */
const chunkOf = (name) => assets.filter((f) => new RegExp(`^${name}-[^.]+\\.js$`).test(f)).map((f) => `assets/${f}`);
function tableRouteChunks() {
  const pages = chunkOf('registry').filter((f) => readFileSync(join(DIST, f), 'utf8').includes('ResourceTablePage-'));
  const area = pages.flatMap((f) => [
    ...readFileSync(join(DIST, f), 'utf8').matchAll(/\busers:\(\)=>[\w$]+\(\(\)=>import\([`"']\.\/(users-[^`"']+\.js)/g),
  ]);
  if (pages.length !== 1 || area.length !== 1) {
    console.error(`bundle budget: cannot find the page registry's chunk (${pages.length}) or the users area in it (${area.length})`);
    process.exit(1);
  }
  return ['SignedInArea', 'ResourceTablePage'].flatMap(chunkOf).concat(pages, `assets/${area[0][1]}`);
}
const tableRoute = new Set(tableRouteChunks().flatMap((f) => [...withImports(f, new Set())]));
const tableRouteGzip = [...tableRoute].filter((f) => !initialSet.has(f)).reduce((sum, file) => sum + gz(file), 0);

const problems = [];
if (initialGzip > budgets.firstLoadGzipBytes)
  problems.push(`first load ${kb(initialGzip)} gzip is over its budget of ${kb(budgets.firstLoadGzipBytes)}`);
if (largestLater.bytes > budgets.laterChunkGzipBytes)
  problems.push(`${largestLater.file} ${kb(largestLater.bytes)} gzip is over the later-chunk budget of ${kb(budgets.laterChunkGzipBytes)}`);
if (tableRouteGzip > budgets.tableRouteGzipBytes)
  problems.push(`a table route adds ${kb(tableRouteGzip)} gzip, over its budget of ${kb(budgets.tableRouteGzipBytes)}`);
if (chartsInFirstLoad.length > 0) problems.push(`the chart library is in the first load: ${chartsInFirstLoad.join(', ')}`);

console.log(
  `bundle: first load ${kb(initialGzip)} gzip in ${initial.length} files (budget ${kb(budgets.firstLoadGzipBytes)}); ` +
    `a table route ${kb(tableRouteGzip)} more (budget ${kb(budgets.tableRouteGzipBytes)}); ` +
    `largest later chunk ${largestLater.file} ${kb(largestLater.bytes)} (budget ${kb(budgets.laterChunkGzipBytes)})`,
);
for (const problem of problems) console.error(`bundle budget: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
