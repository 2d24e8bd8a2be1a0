// The class view of the three board pages (walk, tourneys, Lin & Wei) in headless Chromium, at
// phone, tablet, laptop, desktop and 4K sizes: the board fills at least 80% of the smaller free
// dimension of its area, the short panel (Step, Back, Play, the speed, the next step's sentence,
// the keys) is on screen and clear of the board, nothing scrolls sideways, one click returns
// to the full page, the link keeps the view through a reload, and the keys work in it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve, shot } from './lib.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const SIZES = [[390, 844], [768, 1024], [1024, 768], [1920, 1080], [3840, 2160]];
const PAGES = [['index.html', 'walk'], ['tourneys.html', 'tourneys'], ['construct.html', 'construct']];

/** Where the board, its free area and the panel's parts are. */
function measure() {
  const box = (el) => { const r = el.getBoundingClientRect(); return { x: r.left, y: r.top, w: r.width, h: r.height }; };
  const shown = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const canvas = document.querySelector('#board canvas');
  const stage = document.querySelector('.stage');
  const side = document.querySelector('main.frame > .side');
  const portrait = matchMedia('(orientation: portrait)').matches;
  const sideBox = box(side);
  const stageBox = box(stage);
  // The free area: the stage's width; its height down to the window's bottom, less the panel
  // below it when the panel is under the board.
  const freeW = stageBox.w;
  const freeH = innerHeight - stageBox.y - (portrait ? sideBox.h : 0);
  const parts = {};
  for (const [name, sel] of [['step', '#step'], ['back', '#back'], ['play', '#play'], ['speed', '#speed'],
    ['sentence', '#status'], ['keys', '[data-player] .keys'], ['leave', '#class-view']]) {
    const el = document.querySelector(sel);
    parts[name] = shown(el) ? box(el) : null;
  }
  return {
    board: box(canvas), freeW, freeH, parts, portrait,
    scrollW: document.documentElement.scrollWidth, width: innerWidth, height: innerHeight,
    hidden: ['#setup', '.more', 'header[data-frame]'].map((s) => document.querySelector(s)).filter(shown).length,
  };
}

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

for (const [file, key] of PAGES) {
  test(`${key}: the class view fills the screen at every size, beside or above a short panel`, async () => {
    const page = await open(chrome.context, `${server.url}/${file}`);
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`${server.url}/${file}?view=class`);
      await page.waitForSelector('body[data-ready="true"]');
      await page.waitForTimeout(300);
      const m = await page.evaluate(measure);
      const at = `${key} ${w}x${h}: ${JSON.stringify(m)}`;
      const side = Math.max(m.board.w, m.board.h);
      assert.ok(side >= 0.8 * Math.min(m.freeW, m.freeH), `board ${side} px < 80% of ${Math.min(m.freeW, m.freeH)}; ${at}`);
      assert.ok(m.board.x >= 0 && m.board.x + m.board.w <= w + 0.5, `board off the screen sideways; ${at}`);
      for (const [name, r] of Object.entries(m.parts)) {
        assert.ok(r, `${name} hidden; ${at}`);
        assert.ok(r.y + r.h <= h + 1 && r.x + r.w <= w + 1, `${name} off the screen; ${at}`);
        assert.ok(!overlap(r, m.board), `${name} over the board; ${at}`);
      }
      assert.equal(m.scrollW, w, `scrolls sideways; ${at}`);
      assert.equal(m.hidden, 0, `the full page's header, form or panels show; ${at}`);
      if (w === 1024 || w === 390) await shot(page, `classview-${key}-${w}x${h}`);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('one click, C and Esc go between the full page and the class view; the link and a reload keep it', async () => {
  const page = await open(chrome.context, `${server.url}/index.html`);
  await page.setViewportSize({ width: 1024, height: 768 });
  const full = await page.evaluate(() => document.querySelector('#board canvas').getBoundingClientRect().width);
  await page.getByRole('button', { name: 'Class view' }).click();
  assert.equal(new URL(page.url()).searchParams.get('view'), 'class');
  const big = await page.evaluate(() => document.querySelector('#board canvas').getBoundingClientRect().width);
  assert.ok(big > full, `class view board ${big} px, full page ${full} px`);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.evaluate(() => document.body.dataset.layout), 'class');
  // The keys work in the class view: → steps, Space plays and pauses.
  await page.locator('body').press('ArrowRight');
  assert.match(await page.locator('#status').textContent(), /^Step 2 of 64: a8 to c7 in direction 3/);
  assert.equal(new URL(page.url()).searchParams.get('step'), '2');
  await page.getByRole('button', { name: 'Full page' }).click();
  assert.equal(await page.evaluate(() => document.body.dataset.layout), 'full');
  assert.equal(new URL(page.url()).searchParams.get('view'), null);
  assert.ok(await page.locator('#setup').isVisible());
  await page.locator('body').press('c');
  assert.equal(await page.evaluate(() => document.body.dataset.layout), 'class');
  await page.locator('body').press('Escape');
  assert.equal(await page.evaluate(() => document.body.dataset.layout), 'full');
  // The walk page's older projector link opens the class view.
  await page.goto(`${server.url}/index.html?view=projector`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.evaluate(() => document.body.dataset.layout), 'class');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the status line is short and its details are one click away', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?step=5`);
  const line = await page.locator('#status').textContent();
  assert.ok(line.split(/\s+/).length <= 20, line);
  const details = page.locator('#status-details');
  assert.ok(await details.isVisible());
  assert.ok(!(await page.locator('#status-more').isVisible()));
  await details.locator('summary').click();
  assert.match(await page.locator('#status-more').textContent(), /candidates|only square/);
  assert.deepEqual(page.errors, []);
  await page.close();
});
