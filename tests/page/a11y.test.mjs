// Accessibility checked by axe-core (npm) on each of the seven pages, at the desktop (1400x1000)
// and phone (390x844) sizes, in the light and the dark colour scheme: no violation of impact
// serious or critical. A failure names each rule, its impact and the elements it found.
//
// The pages carry a strict Content-Security-Policy (script-src 'self'), so axe is not added as a
// <script>: page.evaluate runs its source outside the page's policy.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { browser, serve } from './lib.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const PAGES = [
  ['walk', 'index.html?board=8x8&step=20'],
  ['tourneys', 'tourneys.html?gen=braid&n=10'],
  ['stats', 'stats.html'],
  ['construct', 'construct.html?board=6x9'],
  ['enumerate', 'enumerate.html'],
  ['papers', 'papers.html'],
  ['experiments', 'experiments.html'],
];
const SIZES = [['desktop', 1400, 1000], ['phone', 390, 844]];
const SCHEMES = ['light', 'dark'];

/** axe's serious and critical violations on the page as it stands, one line each. */
async function violations(page) {
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ').trim()})` : ''}`),
    }));
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} [${v.impact}] ${v.help}:\n    ${v.nodes.join('\n    ')}`);
}

for (const [key, link] of PAGES) {
  for (const [size, width, height] of SIZES) {
    for (const scheme of SCHEMES) {
      test(`${key}, ${size} ${width}x${height}, ${scheme}: no serious or critical axe violation`, async () => {
        const p = await chrome.context.newPage();
        p.errors = [];
        p.on('pageerror', (e) => p.errors.push(e.message));
        await p.setViewportSize({ width, height });
        await p.emulateMedia({ colorScheme: scheme });
        await p.goto(`${server.url}${link}`);
        await p.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
        await p.waitForTimeout(200);
        const found = await violations(p);
        assert.deepEqual(found, [], `axe on ${link}:\n  ${found.join('\n  ')}`);
        assert.deepEqual(p.errors, []);
        await p.close();
      });
    }
  }
}
