// The dark scheme on every page: asked for by the link (theme=dark) or by the browser
// (prefers-color-scheme: dark, emulated), the page's text and background and a board's squares
// are dark; the header's switch writes its choice in the link (auto removes it), the choice
// survives a reload and goes with the header's links to the other pages, and on auto the page
// follows the browser when its preference changes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, serve } from './lib.mjs';

const PAGES = [
  ['walk', 'index.html', true],
  ['tourneys', 'tourneys.html', true],
  ['stats', 'stats.html', false],
  ['construct', 'construct.html', true],
  ['enumerate', 'enumerate.html', true],
  ['papers', 'papers.html', false],
  ['experiments', 'experiments.html', false],
];

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

async function load(link, scheme = 'light') {
  const p = await chrome.context.newPage();
  p.errors = [];
  p.on('pageerror', (e) => p.errors.push(e.message));
  p.on('console', (m) => { if (m.type() === 'error') p.errors.push(m.text()); });
  await p.emulateMedia({ colorScheme: scheme });
  await p.goto(`${server.url}${link}`);
  await p.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  await settle(p);
  return p;
}

/** Two frames: the painter has drawn what the page shows. */
const settle = (p) => p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** What the page looks like: its scheme attribute, the switch, the link, the relative luminance
 *  (WCAG) of the body's text and background, and the median of the board's bottom layer (the
 *  squares, under lines and marks) over a grid of 15 x 15 pixels (null without a board). */
function look(p) {
  return p.evaluate(() => {
    const lum = (rgb) => {
      const lin = (v) => { const s = v / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2]);
    };
    const parse = (css) => css.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
    const body = getComputedStyle(document.body);
    const board = document.querySelector('[data-view="board"] canvas');
    let square = null;
    if (board && board.width > 2) {
      const ctx = board.getContext('2d');
      const seen = [];
      for (let i = 0; i < 15; i += 1) {
        for (let j = 0; j < 15; j += 1) {
          const [x, y] = [Math.floor((i + 0.5) * board.width / 15), Math.floor((j + 0.5) * board.height / 15)];
          seen.push(lum([...ctx.getImageData(x, y, 1, 1).data]));
        }
      }
      square = seen.sort((a, b) => a - b)[Math.floor(seen.length / 2)];
    }
    return {
      theme: document.documentElement.dataset.theme,
      choice: document.getElementById('theme')?.value,
      search: location.search,
      text: lum(parse(body.color)),
      paper: lum(parse(body.backgroundColor)),
      square,
    };
  });
}

function assertDark(l, where, board) {
  assert.equal(l.theme, 'dark', where);
  assert.ok(l.paper < 0.05, `${where}: background luminance ${l.paper}`);
  assert.ok(l.text > 0.6, `${where}: text luminance ${l.text}`);
  if (board) assert.ok(l.square !== null && l.square < 0.1, `${where}: board square luminance ${l.square}`);
}

function assertLight(l, where, board) {
  assert.equal(l.theme, 'light', where);
  assert.ok(l.paper > 0.8, `${where}: background luminance ${l.paper}`);
  assert.ok(l.text < 0.05, `${where}: text luminance ${l.text}`);
  if (board) assert.ok(l.square !== null && l.square > 0.3, `${where}: board square luminance ${l.square}`);
}

for (const [key, file, board] of PAGES) {
  test(`${key}: dark from the link in a light browser, and from the browser on auto`, async () => {
    let p = await load(`${file}?theme=dark`, 'light');
    let l = await look(p);
    assertDark(l, `${file}?theme=dark`, board);
    assert.equal(l.choice, 'dark');
    // The entry is the frame's: no message about the link, and it stays in the link.
    assert.match(l.search, /(^\?|&)theme=dark(&|$)/);
    assert.equal(await p.locator('text=not settings this page').count(), 0);
    assert.deepEqual(p.errors, []);
    await p.close();

    p = await load(file, 'dark');
    l = await look(p);
    assertDark(l, `${file} in a dark browser`, board);
    assert.equal(l.choice, 'auto');
    assert.doesNotMatch(l.search, /theme=/);
    assert.deepEqual(p.errors, []);
    await p.close();

    p = await load(file, 'light');
    assertLight(await look(p), `${file} in a light browser`, board);
    await p.close();
  });
}

test('the switch writes the link, survives a reload, goes with the header links, and auto follows the browser', async () => {
  const p = await load('index.html?board=8x8&step=5', 'light');
  assertLight(await look(p), 'at first', true);
  // The legend's swatches are the board's colours of the scheme on show.
  const swatch = () => p.$eval('[data-out="legend"] .swatch', (s) => getComputedStyle(s).backgroundColor);
  const lightSwatch = await swatch();
  await p.selectOption('#theme', 'dark');
  await settle(p);
  let l = await look(p);
  assertDark(l, 'switched to dark', true);
  assert.notEqual(await swatch(), lightSwatch);
  assert.match(l.search, /step=5/);
  assert.match(l.search, /theme=dark/);
  const href = await p.getAttribute('header[data-frame] a[data-page="tourneys"]', 'href');
  assert.match(href, /theme=dark/);
  await p.reload();
  await p.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  await settle(p);
  l = await look(p);
  assertDark(l, 'after a reload', true);
  assert.equal(l.choice, 'dark');
  // Auto: the link loses the entry and the page follows the browser, light now, then dark.
  await p.selectOption('#theme', 'auto');
  await settle(p);
  l = await look(p);
  assertLight(l, 'back on auto in a light browser', true);
  assert.doesNotMatch(l.search, /theme=/);
  await p.emulateMedia({ colorScheme: 'dark' });
  await p.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await settle(p);
  assertDark(await look(p), 'the browser turned dark', true);
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('a theme the link gets wrong is said, and the page follows the browser', async () => {
  const p = await load('tourneys.html?theme=night', 'dark');
  assertDark(await look(p), 'theme=night in a dark browser', true);
  assert.ok(await p.locator('text=is no colour scheme').count() > 0);
  await p.close();
});
