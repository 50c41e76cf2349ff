// What the first page of the web app downloads, compressed, against its budget; and that the libraries of the
// calendar, time cards and work orders are not among it. Run after `npm run build:web`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Kilobytes of gzip-compressed JavaScript and CSS the first page may fetch (412 when the budget was set). */
const FIRST_LOAD_BUDGET_KB = 440;
const onDemandOnly = ['calendar', 'designer'];

const web = fileURLToPath(new URL('../dist/web/', import.meta.url));
const html = readFileSync(`${web}index.html`, 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] as string);
const sizes = assets.map((asset) => ({ asset, kb: gzipSync(readFileSync(`${web}${asset}`)).byteLength / 1024 }));
const totalKb = sizes.reduce((sum, { kb }) => sum + kb, 0);

for (const { asset, kb } of sizes) console.log(`${kb.toFixed(1).padStart(7)} kB  ${asset}`);
console.log(`${totalKb.toFixed(1).padStart(7)} kB  first page (budget ${FIRST_LOAD_BUDGET_KB} kB)`);

const eager = assets.filter((asset) => onDemandOnly.some((name) => asset.startsWith(`assets/${name}-`)));
if (eager.length > 0) throw new Error(`loaded with the first page but meant for their own pages only: ${eager.join(', ')}`);
if (totalKb > FIRST_LOAD_BUDGET_KB)
  throw new Error(`the first page fetches ${totalKb.toFixed(1)} kB, over its ${FIRST_LOAD_BUDGET_KB} kB budget`);
