// Zoom and pan on the tourney page's and the Lin & Wei page's boards, at 1400x1000, 1024x768 and
// 390x844, through the walk page's zoom (the core keeps it, views.js wires it): + and the wheel
// zoom; a 400x400 cover's cycle numbers and a 2000x2000 construction's piece names appear when
// zoomed where the fitted board has no room for them; the board's pictures are of the window,
// not of the whole board; a drag pans and presses nothing; hovering a rail on the zoomed
// tourney board names the rail drawn under the pointer; the zoom is in the link and kept on
// reload; 0 and the Fit button show the whole board again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, serve, shot } from './lib.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const SIZES = [[1400, 1000], [1024, 768], [390, 844]];
const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const zoom = (page) => page.evaluate(() => window.warnsdorff.page.zoom());
const params = (page) => Object.fromEntries(new URL(page.url()).searchParams);
const idle = (page, timeout = 60000) => page.waitForFunction(() => !window.warnsdorff.page.busy(), null, { timeout });
const settled = async (page) => { await frames(page); await idle(page); await frames(page); };

async function load(path, [w, h]) {
  const page = await chrome.context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(`console: ${m.text()}`); });
  await page.setViewportSize({ width: w, height: h });
  await page.goto(`${server.url}${path}`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  await settled(page);
  return page;
}

/** Canvas `k` of the board: its bitmap's size and how many opaque pixels are within 40 of
 *  `rgb`, leaving out the locator's corner (top right, 130 CSS px) and the zoom buttons'. */
const ink = (page, k, rgb) => page.evaluate(([k, rgb]) => {
  const c = document.querySelectorAll('#board canvas')[k];
  const dpr = c.width / c.getBoundingClientRect().width || 1;
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) {
    const x = (i / 4) % c.width;
    const y = Math.floor(i / 4 / c.width);
    if (y < 130 * dpr && (x > c.width - 130 * dpr || x < 150 * dpr)) continue;
    if (d[i + 3] > 200 && Math.abs(d[i] - rgb[0]) + Math.abs(d[i + 1] - rgb[1]) + Math.abs(d[i + 2] - rgb[2]) < 40) n += 1;
  }
  return { width: c.width, height: c.height, n, shown: getComputedStyle(c).display !== 'none' && !c.hidden };
}, [k, rgb]);

/** A point of the board (CSS px of the page) a fraction (fx, fy) across its box. */
const at = async (page, fx, fy) => {
  const box = await page.locator('#board').boundingBox();
  return { x: box.x + box.width * fx, y: box.y + box.height * fy, box };
};

async function wheelIn(page, x, y, until) {
  await page.mouse.move(x, y);
  for (let i = 0; i < 20 && await zoom(page) < until; i += 1) { await page.mouse.wheel(0, -400); await frames(page); }
  await settled(page);
}

async function drag(page, x, y, dx, dy) {
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i += 1) { await page.mouse.move(x + (dx * i) / 5, y + (dy * i) / 5); await frames(page); }
  await page.mouse.up();
  await settled(page);
}

async function reload(page) {
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  await settled(page);
}

// The tourney page's number ink (the palette's knight, #111111) on the top layer.
const KNIGHT = [0x11, 0x11, 0x11];
const HOVER = 3;

test('tourneys 400x400: + and the wheel zoom; cycle numbers appear; the pictures are of the window; drag pans; hover names the rail under the pointer; reload keeps the zoom; 0 and Fit restore', async () => {
  for (const size of SIZES) {
    const page = await load('tourneys.html?gen=divide-tourney&n=400&seed=1', size);
    const cycles = async () => Number(await page.locator('#cycles').getAttribute('data-count'));
    const fit = await ink(page, 0, KNIGHT);
    const numbersFitted = (await ink(page, HOVER, KNIGHT)).n;
    assert.equal(numbersFitted, 0, `${size}: no cycle numbers on the fitted 400x400 board`);
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('+');
    await settled(page);
    assert.ok(Math.abs(await zoom(page) - 1.5 ** 3) < 1e-9, `${size}: + zooms (${await zoom(page)})`);
    const p = await at(page, 0.45, 0.55);
    await wheelIn(page, p.x, p.y, 20);
    assert.ok(await zoom(page) >= 20, `${size}: the wheel zooms (${await zoom(page)})`);
    // The cover's picture is the view's size, not the zoomed board's (400 squares of 20+ px).
    const cover = await ink(page, 0, KNIGHT);
    const dpr = await page.evaluate(() => window.devicePixelRatio);
    assert.ok(cover.width <= Math.ceil(p.box.width * dpr) && cover.height <= Math.ceil(p.box.height * dpr),
      `${size}: the cover's picture is of the window (${cover.width}x${cover.height}, view ${p.box.width}x${p.box.height})`);
    const numbers = await ink(page, HOVER, KNIGHT);
    assert.ok(numbers.shown && numbers.n > 40, `${size}: cycle numbers when zoomed (${numbers.n} px)`);
    assert.match(params(page).zoom ?? '', /^\d+(\.\d+)?,0\.\d+,0\.\d+$/, `${size}: the zoom in the link`);
    await shot(page, `zoom-tourneys-${size[0]}`);

    // Hovering: a rail in the middle of the view (found by its centre in the view, rails
    // being numbered from the top-left), pointed at, is named, and drawn under the pointer
    // (the top layer has ink there).
    const box = (await at(page, 0, 0)).box;
    const k = await page.evaluate(([w, h]) => {
      const p = window.warnsdorff.page;
      const n = Number(document.querySelector('#counts').dataset.rails);
      const of = (k) => p.act({ do: 'rail', k }).value;
      let [lo, hi] = [0, n - 1];
      while (lo < hi) { const m = (lo + hi) >> 1; if (of(m).y < h * 0.45) lo = m + 1; else hi = m; }
      for (let k = lo; k < Math.min(n, lo + 5000); k += 1) {
        const r = of(k);
        if (r.picked && r.x > w * 0.3 && r.x < w * 0.7 && r.y > h * 0.45 && r.y < h * 0.75) return k;
      }
      return -1;
    }, [box.width, box.height]);
    assert.ok(k >= 0, `${size}: a rail in the middle of the zoomed view`);
    const centre = await page.evaluate((k) => window.warnsdorff.page.act({ do: 'rail', k }).value, k);
    const h = { x: box.x + centre.x, y: box.y + centre.y, box };
    await page.mouse.move(h.x, h.y);
    await page.waitForFunction(() => document.querySelector('#explain').textContent.startsWith('Rail '), null, { timeout: 5000 });
    const named = Number((await page.locator('#explain').textContent()).match(/^Rail (\d+):/)[1]);
    assert.equal(named, k + 1, `${size}: the rail under the pointer is named`);
    const cell = box.width / 400 * (await zoom(page));
    const [vx, vy] = [centre.x, centre.y];
    const drawn = await page.evaluate(([vx, vy, r]) => {
      const c = document.querySelectorAll('#board canvas')[3];
      const dpr = c.width / c.getBoundingClientRect().width;
      const d = c.getContext('2d').getImageData(Math.round((vx - r) * dpr), Math.round((vy - r) * dpr), Math.round(2 * r * dpr), Math.round(2 * r * dpr)).data;
      let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i] > 100) n += 1;
      return n;
    }, [vx, vy, cell]);
    assert.ok(drawn > 20, `${size}: the rail named is drawn under the pointer (${drawn} px)`);

    // A drag pans and switches nothing.
    const before = await cycles();
    const [z0, x0, y0] = params(page).zoom.split(',').map(Number);
    await drag(page, h.x, h.y, -120, -60);
    const [z1, x1, y1] = params(page).zoom.split(',').map(Number);
    assert.equal(z1, z0, `${size}: a drag keeps the zoom`);
    assert.ok(x1 > x0 && y1 > y0, `${size}: a drag pans (${x0},${y0} -> ${x1},${y1})`);
    assert.equal(await cycles(), before, `${size}: a pan switches no rail`);

    // Reloaded, the same window with the same numbers (the pointer off the board).
    await page.mouse.move(0, 0);
    await settled(page);
    const panned = (await ink(page, HOVER, KNIGHT)).n;
    await reload(page);
    assert.equal(await zoom(page), z1, `${size}: the zoom kept across a reload`);
    // (The link keeps the centre to 4 decimals, and the board's box may differ by a few px:
    // a number at the window's edge may come or go.)
    const again = (await ink(page, HOVER, KNIGHT)).n;
    assert.ok(again >= 0.5 * panned, `${size}: the numbers after the reload (${again} px, ${panned} before)`);
    await page.keyboard.press('0');
    await settled(page);
    assert.equal(await zoom(page), 1);
    assert.equal(params(page).zoom, undefined);
    assert.deepEqual([(await ink(page, 0, KNIGHT)).width, (await ink(page, 0, KNIGHT)).height], [fit.width, fit.height], `${size}: 0 shows the whole board`);
    await page.locator('[data-zoom-in]').click();
    await settled(page);
    assert.equal(await zoom(page), 1.5);
    await page.locator('[data-zoom-fit]').click();
    await settled(page);
    assert.equal(await zoom(page), 1);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('tourneys: a click on the zoomed board switches the rail under the pointer', async () => {
  const page = await load('tourneys.html?gen=divide-tourney&n=40&seed=1', [1024, 768]);
  const cycles = async () => Number(await page.locator('#cycles').getAttribute('data-count'));
  const p = await at(page, 0.4, 0.5);
  await wheelIn(page, p.x, p.y, 4);
  const before = await cycles();
  await page.mouse.move(p.x, p.y);
  await page.waitForFunction(() => document.querySelector('#explain').textContent.startsWith('Rail '), null, { timeout: 5000 });
  const named = Number((await page.locator('#explain').textContent()).match(/^Rail (\d+):/)[1]);
  await page.mouse.click(p.x, p.y);
  await settled(page);
  assert.notEqual(await cycles(), before, 'the click switched a rail');
  assert.match(await page.locator('#status').textContent(), new RegExp(`^Switched rail ${named} `));
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The construction page's ink (the palette's ink, #10243f): move numbers; and its moves'
// colour (#193c8c), drawn as lines on squares big enough for them.
const INK = [0x10, 0x24, 0x3f];
const PATH = [25, 60, 140];

test('Lin & Wei 2000x2000: + and the wheel zoom; the moves are drawn as lines in the window; drag pans; reload keeps the zoom; 0 and Fit restore', async () => {
  for (const size of SIZES) {
    const page = await load('construct.html?board=2000x2000', size);
    const fit = await ink(page, 0, PATH);
    assert.ok(fit.n < 100, `${size}: the fitted 2000x2000 board is a texture (${fit.n} px of lines)`);
    for (let i = 0; i < 2; i += 1) await page.keyboard.press('+');
    await settled(page);
    assert.ok(Math.abs(await zoom(page) - 2.25) < 1e-9, `${size}: + zooms`);
    const p = await at(page, 0.45, 0.55);
    await wheelIn(page, p.x, p.y, 40);
    assert.ok(await zoom(page) >= 40, `${size}: the wheel zooms (${await zoom(page)})`);
    const lines = await ink(page, 0, PATH);
    assert.ok(lines.n > 2000, `${size}: the moves drawn as lines when zoomed (${lines.n} px)`);
    assert.ok(lines.width <= Math.ceil(p.box.width * 3) && lines.height <= Math.ceil(p.box.height * 3), `${size}: a picture of the view's size`);
    assert.match(params(page).zoom ?? '', /^\d+(\.\d+)?,0\.\d+,0\.\d+$/, `${size}: the zoom in the link`);
    await shot(page, `zoom-construct-${size[0]}`);
    const start = await page.locator('#start').inputValue();
    const [z0, x0, y0] = params(page).zoom.split(',').map(Number);
    await drag(page, p.x, p.y, -100, -80);
    const [z1, x1, y1] = params(page).zoom.split(',').map(Number);
    assert.equal(z1, z0, `${size}: a drag keeps the zoom`);
    assert.ok(x1 > x0 && y1 > y0, `${size}: a drag pans (${x0},${y0} -> ${x1},${y1})`);
    assert.equal(await page.locator('#start').inputValue(), start, `${size}: a pan picks no start`);
    await reload(page);
    assert.equal(await zoom(page), z1, `${size}: the zoom kept across a reload`);
    assert.ok((await ink(page, 0, PATH)).n > 2000, `${size}: lines after the reload`);
    await page.keyboard.press('0');
    await settled(page);
    assert.equal(await zoom(page), 1);
    assert.equal(params(page).zoom, undefined);
    assert.ok((await ink(page, 0, PATH)).n < 100, `${size}: 0 shows the whole board`);
    await page.locator('[data-zoom-in]').click();
    await settled(page);
    assert.equal(await zoom(page), 1.5);
    await page.locator('[data-zoom-fit]').click();
    await settled(page);
    assert.equal(await zoom(page), 1);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('Lin & Wei 2000x2000 from a start (no plan, so no pieces\' names): move numbers appear once zoomed squares hold them; a click on the zoomed board starts the tour on the square under it', async () => {
  for (const size of SIZES) {
    const page = await load('construct.html?board=2000x2000&start=1,1', size);
    const fitted = await ink(page, 0, INK);
    assert.ok(fitted.n < 100, `${size}: no numbers fitted (${fitted.n})`);
    const p = await at(page, 0.3, 0.4);
    // Squares of some 30-45 px: no room yet for 7-digit numbers; from 60 px, numbers.
    const fittedCell = Math.min(p.box.width, p.box.height) / 2000;
    await wheelIn(page, p.x, p.y, 30 / fittedCell);
    const early = await ink(page, 0, INK);
    assert.ok(early.n < 100, `${size}: at x${(await zoom(page)).toFixed(1)} the 7-digit numbers do not fit yet (${early.n} px)`);
    await wheelIn(page, p.x, p.y, 75 / fittedCell);
    const numbers = await ink(page, 0, INK);
    assert.ok(numbers.n > 800, `${size}: move numbers when zoomed (${numbers.n} px)`);
    // A click starts the tour on the square under the pointer, through the zoomed window: the
    // start's disc and number (the palette's chosen, #0f7a31) are drawn round the pointer.
    const q = await at(page, 0.5, 0.5);
    const start = await page.locator('#start').inputValue();
    await page.mouse.click(q.x, q.y);
    await settled(page);
    assert.notEqual(await page.locator('#start').inputValue(), start, `${size}: the click picked a start`);
    const cell = Math.min(q.box.width, q.box.height) / 2000 * (await zoom(page));
    const found = await page.evaluate(([x, y, r]) => {
      const c = document.querySelector('#board canvas');
      const dpr = c.width / c.getBoundingClientRect().width;
      const [x0, y0, s] = [Math.round((x - r) * dpr), Math.round((y - r) * dpr), Math.round(2 * r * dpr)];
      const d = c.getContext('2d').getImageData(x0, y0, s, s).data;
      let [n, sx, sy] = [0, 0, 0];
      for (let i = 0; i < d.length; i += 4) {
        if (Math.abs(d[i] - 0x0f) + Math.abs(d[i + 1] - 0x7a) + Math.abs(d[i + 2] - 0x31) < 30) {
          n += 1; sx += (i / 4) % s; sy += Math.floor(i / 4 / s);
        }
      }
      return { n, x: (x0 + sx / n) / dpr, y: (y0 + sy / n) / dpr };
    }, [q.x - q.box.x, q.y - q.box.y, cell * 1.5]);
    assert.ok(found.n > 20, `${size}: the start drawn near the pointer (${found.n} px)`);
    assert.ok(Math.hypot(found.x - (q.x - q.box.x), found.y - (q.y - q.box.y)) < cell * 0.75,
      `${size}: the start drawn on the square under the pointer (${found.x},${found.y} vs ${q.x - q.box.x},${q.y - q.box.y}; square ${cell} px)`);
    await shot(page, `zoom-construct-start-${size[0]}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
