// The built site (`make dist`, tests/tools/dist.py) as a host would serve it: copied under a
// sub-path (/some/path/) of a plain static server (python's http.server, no special headers),
// every page opened and one of its actions run (those of the statistics, enumeration and
// experiments pages in Workers); then, with the service worker installed by that visit, a new
// deploy replaces the cache, and with the network off and the server gone every page opens and
// works again from the cache.
//
// The site tested is dist/ (`make dist`), or the folder DIST names: `make test` assembles one
// from the page tests' own module (tests/tools/test.sh), so as not to build the wasm twice.
// Without either, the tests are skipped, saying so.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, browser, serve } from './lib.mjs';

const DIST = process.env.DIST ? resolve(ROOT, process.env.DIST) : join(ROOT, 'dist');
const MISSING = existsSync(join(DIST, 'sw.js')) ? false
  : `${DIST.startsWith(ROOT) ? relative(ROOT, DIST) : DIST}/ is missing: run \`make dist\` (or give DIST=folder) to test the built site`;
const SUB = 'some/path/';
const PAGES = ['index.html', 'tourneys.html', 'stats.html', 'construct.html', 'enumerate.html', 'papers.html', 'experiments.html'];

/** Every file under `dir`, as paths relative to it. */
const files = (dir) => readdirSync(dir, { recursive: true })
  .filter((f) => statSync(join(dir, f)).isFile()).map((f) => f.split('\\').join('/')).sort();

/** python3 -m http.server on a free port, serving `root`; resolves to { url, close }. */
async function plainServer(root) {
  const proc = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', root], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const url = await new Promise((ok, fail) => {
    let buf = '';
    proc.stdout.on('data', (d) => {
      buf += d;
      const m = buf.match(/port (\d+)/);
      if (m) ok(`http://127.0.0.1:${m[1]}/`);
    });
    proc.on('exit', (code) => fail(new Error(`http.server exited with ${code}`)));
  });
  const exited = new Promise((r) => proc.once('exit', r));
  return { url, close: () => { proc.kill(); return exited; } };
}

// What each page does to show it works: the link to open, the action and what shows it is done.
const STATUS = (page) => page.locator('#status').textContent();
const ACTIONS = {
  'index.html': {
    query: '?board=8x8&start=1,1',
    async run(page) {
      assert.match(await STATUS(page), /^Step 1 of 64: /);
      await page.getByRole('button', { name: 'Step ▶' }).click();
      assert.match(await STATUS(page), /^Step 2 of 64: /);
      await page.waitForFunction(() => new URLSearchParams(location.search).get('step') === '2');
    },
  },
  'tourneys.html': {
    query: '?gen=braid&n=10&seed=2',
    async run(page) {
      await page.getByRole('button', { name: 'Join' }).click();
      await page.waitForFunction(() => !window.warnsdorff.page.busy(), null, { timeout: 20000 });
      await page.getByRole('button', { name: 'Run to end' }).click();
      await page.waitForFunction(() => document.querySelector('#cycles').dataset.count === '1', null, { timeout: 20000 });
    },
  },
  'stats.html': {
    query: '?gens=warnsdorff-open&board=8x8&tours=20&seed=1',
    async run(page) {
      await page.getByRole('button', { name: 'Start' }).click();
      await page.waitForFunction(() => document.querySelector('#runs')?.dataset.state === 'done', null, { timeout: 60000 });
      assert.equal(await page.locator('#runs li[data-k="0"]').getAttribute('data-tours'), '20');
    },
  },
  'construct.html': {
    query: '?board=3x22',
    async run(page) {
      await page.getByRole('button', { name: 'Reset' }).click();
      await page.getByRole('button', { name: 'Step ▶' }).click();
      assert.match(await STATUS(page), /^Step 1 of 3: horizontal merge/);
    },
  },
  'enumerate.html': {
    query: '',
    async run(page) {
      await page.getByRole('button', { name: 'Count', exact: true }).click();
      await page.waitForFunction(() => document.querySelector('#status').dataset.solutions && !document.querySelector('#next').disabled, null, { timeout: 60000 });
      assert.equal(await page.locator('#status').getAttribute('data-solutions'), '14258');
    },
  },
  'papers.html': {
    query: '',
    async run(page) {
      await page.locator('#claim-sc-8x8-tour').getByRole('button', { name: 'Run', exact: true }).click();
      await page.waitForFunction(() => document.querySelector('#claim-sc-8x8-tour').dataset.verdict, null, { timeout: 30000 });
      assert.equal(await page.locator('#claim-sc-8x8-tour').getAttribute('data-verdict'), 'reproduced');
    },
  },
  'experiments.html': {
    query: '?sizes=5..8&trials=10&seed=1&start=corner',
    async run(page) {
      await page.getByRole('button', { name: 'Run', exact: true }).first().click();
      await page.waitForFunction(() => document.querySelector('#status').dataset.figure2 === 'done', null, { timeout: 60000 });
      assert.match(await STATUS(page), /Done: 4 sizes, 40 walks/);
    },
  },
};

/** Open `url` in a fresh tab that records console errors; wait until the page is ready. */
async function visit(context, url) {
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => page.errors.push(`pageerror: ${e.message}`));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  return page;
}

let site; // the copy served: {dir, server, base}
let chrome;
before(async () => {
  chrome = await browser();
  if (MISSING) return;
  const dir = mkdtempSync(join(tmpdir(), 'warnsdorff-site-'));
  cpSync(DIST, join(dir, SUB), { recursive: true });
  const server = await plainServer(dir);
  site = { dir, server, base: `${server.url}${SUB}` };
});
after(async () => {
  await chrome?.close();
  await site?.server.close();
  if (site) rmSync(site.dir, { recursive: true, force: true });
});

test('dist holds the seven pages, one versioned folder of scripts, styles and the module, the data, the manifest and the service worker, and nothing else', { skip: MISSING }, () => {
  const all = files(DIST);
  const folders = [...new Set(all.filter((f) => f.includes('/')).map((f) => f.split('/')[0]))].sort();
  const version = folders.find((f) => /^v-[0-9a-f]{12}$/.test(f));
  assert.ok(version, `a versioned folder among ${folders}`);
  assert.deepEqual(folders, ['data', version]);
  assert.deepEqual(all.filter((f) => !f.includes('/')), [...PAGES, 'icon.svg', 'manifest.webmanifest', 'sw.js'].sort());
  // Only what the pages load: no maps, type declarations, tests, images the pages do not use.
  for (const f of all.filter((x) => x.startsWith(`${version}/`))) {
    assert.match(f, /\.(js|css|wasm)$/, f);
  }
  assert.ok(all.includes(`${version}/pkg/warnsdorff_bg.wasm`));
  assert.ok(all.includes(`${version}/shell/worker.js`));
  // No reference in a page starts at the host's root, and every script and style one is in the
  // folder.
  for (const p of PAGES) {
    const html = readFileSync(join(DIST, p), 'utf8');
    for (const [, attr, ref] of html.matchAll(/\b(src|href)="([^"]*)"/g)) {
      assert.doesNotMatch(ref, /^\//, `${p}: ${attr}="${ref}"`);
      if (/\.(js|css)$/.test(ref)) assert.ok(ref.startsWith(`${version}/`) && all.includes(ref), `${p}: ${ref}`);
    }
    assert.match(html, /<link rel="manifest" href="manifest.webmanifest">/);
  }
  // The service worker keeps exactly the files of this deploy, under its version.
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  // Its version: the folder's, and a hash of the rest (a page changed alone changes sw.js too).
  assert.match(sw, new RegExp(`^const VERSION = "${version}-[0-9a-f]{8}";$`, 'm'));
  const kept = JSON.parse(sw.match(/^const FILES = (.*);$/m)[1]);
  assert.deepEqual(kept.filter((f) => f !== './').sort(), all.filter((f) => f !== 'sw.js').sort());
  const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.start_url, 'index.html');
  assert.equal(manifest.scope, './');
});

test('the module of `make dist` carries no benchmark code', {
  skip: MISSING || (process.env.DIST && `DIST=${process.env.DIST} is assembled from the page tests' module, built with the bench feature`),
}, () => {
  const version = readdirSync(DIST).find((f) => f.startsWith('v-'));
  const glue = readFileSync(join(DIST, version, 'pkg', 'warnsdorff.js'), 'utf8');
  assert.doesNotMatch(glue, /useGlyphs/, 'the glue exports the bench-only Page.useGlyphs');
});

test('every page of the site served from a sub-path opens, works and logs no error', { skip: MISSING }, async () => {
  for (const file of PAGES) {
    const page = await visit(chrome.context, `${site.base}${file}${ACTIONS[file].query}`);
    await ACTIONS[file].run(page);
    assert.deepEqual(page.errors, [], file);
    await page.close();
  }
});

test('every page of the site is dark when its link says so and when the browser prefers it', { skip: MISSING }, async () => {
  const look = (page) => page.evaluate(() => {
    const rgb = getComputedStyle(document.body).backgroundColor.match(/[0-9.]+/g).slice(0, 3).map(Number);
    const lin = (c) => { const v = c / 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    const [r, g, b] = rgb.map(lin);
    return { theme: document.documentElement.dataset.theme, paper: 0.2126 * r + 0.7152 * g + 0.0722 * b };
  });
  for (const file of PAGES) {
    const query = ACTIONS[file].query;
    const linked = await visit(chrome.context, `${site.base}${file}${query}${query ? '&' : '?'}theme=dark`);
    const l = await look(linked);
    assert.equal(l.theme, 'dark', `${file}: by the link`);
    assert.ok(l.paper < 0.05, `${file}: background luminance ${l.paper}`);
    assert.deepEqual(linked.errors, [], `${file} dark by the link`);
    await linked.close();
    const page = await chrome.context.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${site.base}${file}${query}`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    assert.equal((await look(page)).theme, 'dark', `${file}: by the browser`);
    await page.close();
  }
});

test('the service worker keeps the site; a new deploy replaces the cache; offline, every page opens and works', { skip: MISSING }, async () => {
  const page = await visit(chrome.context, `${site.base}index.html`);
  const cacheNames = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('warnsdorff ')));
  const version = readdirSync(join(site.dir, SUB)).find((f) => f.startsWith('v-'));
  const deployOf = () => readFileSync(join(site.dir, SUB, 'sw.js'), 'utf8').match(/^const VERSION = "(.*)";$/m)[1];
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  assert.deepEqual(await cacheNames(), [`warnsdorff ${site.base} ${deployOf()}`]);

  // A new deploy: the same files under another version, as a changed script would give.
  const next = 'v-0123456789ab';
  assert.notEqual(next, version);
  const root = join(site.dir, SUB);
  renameSync(join(root, version), join(root, next));
  for (const f of [...PAGES, 'sw.js']) {
    writeFileSync(join(root, f), readFileSync(join(root, f), 'utf8').split(version).join(next));
  }
  await page.goto(`${site.base}index.html`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.evaluate(async () => { await (await navigator.serviceWorker.getRegistration()).update(); });
  assert.ok(deployOf().startsWith(`${next}-`));
  const want = `warnsdorff ${site.base} ${deployOf()}`;
  for (let t = 0; JSON.stringify(await cacheNames()) !== JSON.stringify([want]); t += 200) {
    assert.ok(t < 20000, `the caches after the new deploy: ${JSON.stringify(await cacheNames())}`);
    await page.waitForTimeout(200);
  }
  // The new worker has taken the page over.
  await page.waitForFunction((v) => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js')
    && document.querySelector('script[type="module"]').getAttribute('src').startsWith(v), next);
  assert.deepEqual(page.errors, []);
  await page.close();

  // No network: the browser offline and the server gone.
  await chrome.context.setOffline(true);
  await site.server.close();
  try {
    for (const file of PAGES) {
      const p = await visit(chrome.context, `${site.base}${file}${ACTIONS[file].query}`);
      assert.ok(await p.evaluate(() => navigator.serviceWorker.controller !== null), `${file}: served by the service worker`);
      await ACTIONS[file].run(p);
      assert.deepEqual(p.errors, [], `${file} offline`);
      await p.close();
    }
    // The folder's own address, as people bookmark it, opens the walk page.
    const home = await visit(chrome.context, site.base);
    assert.equal(await home.evaluate(() => document.body.dataset.page), 'walk');
    assert.deepEqual(home.errors, [], 'the folder offline');
    await home.close();
  } finally {
    await chrome.context.setOffline(false);
  }
});

test('the pages of www/ (`make serve`) link no manifest and install no service worker', {
  skip: !existsSync(join(ROOT, 'www', 'pkg', 'warnsdorff.js')) && 'www/pkg is missing: build the wasm first',
}, async () => {
  const server = await serve();
  try {
    const page = await visit(chrome.context, `${server.url}index.html`);
    assert.equal(await page.locator('link[rel="manifest"]').count(), 0);
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
    assert.deepEqual(page.errors, []);
    await page.close();
  } finally { server.close(); }
});
