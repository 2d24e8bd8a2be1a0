// Zoom and pan on the walk page's board: a 1000x1000 walk run to its end shows one pixel a
// square (or a pixel of the screen's each, on a smaller screen), and zoomed in with the keys and the wheel its squares carry their move numbers (ink
// on the board layer); a drag pans without starting a walk; 0 and the Fit button show the whole
// board again; the zoom is kept in the link; on a phone a pinch zooms.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, serve, shot } from './lib.mjs';
import { field, layer, params } from './walk.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

async function load(query, [w, h]) {
  const page = await chrome.context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.setViewportSize({ width: w, height: h });
  await page.goto(`${server.url}index.html${query}`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  await page.waitForFunction(() => !window.warnsdorff.page.busy(), null, { timeout: 60000 });
  await frames(page);
  return page;
}

const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const zoom = (page) => page.evaluate(() => window.warnsdorff.page.zoom());

/** The board layer's bitmap size and the share of its pixels in the move numbers' ink. */
const board = (page) => page.evaluate((sel) => {
  const c = document.querySelector(sel);
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let ink = 0;
  // The light scheme's ink, #10243f, give or take its edges' blend.
  for (let i = 0; i < d.length; i += 4) {
    if (Math.abs(d[i] - 0x10) + Math.abs(d[i + 1] - 0x24) + Math.abs(d[i + 2] - 0x3f) < 40) ink += 1;
  }
  return { width: c.width, height: c.height, ink: ink / (d.length / 4) };
}, layer('board'));

const centre = async (page) => {
  const box = await page.locator('#board').boundingBox();
  return { x: box.x + Math.min(box.width, 300) / 2, y: box.y + Math.min(box.height, 300) / 2, box };
};

test('1000x1000 run to its end: zoomed in with keys and the wheel it shows numbers; a drag pans; 0 and Fit show it whole', async () => {
  for (const size of [[1400, 1000], [1024, 768], [390, 844]]) {
    const page = await load('?board=1000x1000&step=1000000', size);
    const end = await field(page, 'step');
    assert.ok(Number(end) > 500000, `${size}: run to its end (${end})`);
    const fit = await board(page);
    // One pixel a square when fitted, or a pixel of the screen's each where the board's box
    // has fewer device pixels than the board squares (the picture is sized to the screen).
    const px = await page.evaluate(() => {
      const b = document.querySelector('#board').getBoundingClientRect();
      return [b.width, b.height].map((v) => Math.round(v * devicePixelRatio));
    });
    const want = px.map((p) => Math.min(1000, p));
    assert.ok(Math.abs(fit.width - want[0]) <= 1 && Math.abs(fit.height - want[1]) <= 1, `${size}: the fitted picture is ${fit.width}x${fit.height}, not ${want}`);
    assert.ok(fit.ink < 0.001, `${size}: no numbers when fitted (${fit.ink})`);
    // Keys: + five times (1.5^5), then the wheel over the board.
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('+');
    await frames(page);
    assert.ok(Math.abs(await zoom(page) - 1.5 ** 5) < 1e-9, `${size}: + zooms`);
    const { x, y } = await centre(page);
    await page.mouse.move(x, y);
    for (let i = 0; i < 6; i += 1) { await page.mouse.wheel(0, -400); await frames(page); }
    await frames(page);
    assert.ok(await zoom(page) > 30, `${size}: the wheel zooms (${await zoom(page)})`);
    const zoomed = await board(page);
    assert.notEqual(zoomed.width, 1000, `${size}: a numbered picture of the squares in view`);
    assert.ok(zoomed.ink > 0.01, `${size}: numbers in ink (${zoomed.ink})`);
    assert.match(params(page).zoom ?? '', /^\d+(\.\d+)?,0\.\d+,0\.\d+$/, `${size}: the zoom in the link`);
    await shot(page, `zoom-walk-${size[0]}`);
    // A drag pans: the view's centre moves against the drag; no square was pressed.
    const [z0, x0, y0] = params(page).zoom.split(',').map(Number);
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 5; i += 1) { await page.mouse.move(x - i * 20, y - i * 10); await frames(page); }
    await page.mouse.up();
    await frames(page);
    const [z1, x1, y1] = params(page).zoom.split(',').map(Number);
    assert.equal(z1, z0, `${size}: a drag keeps the zoom`);
    assert.ok(x1 > x0 && y1 > y0, `${size}: a drag pans (${x0},${y0} -> ${x1},${y1})`);
    assert.equal(await field(page, 'step'), end, `${size}: a pan presses no square`);
    // Reloaded, the link shows the same window.
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await page.waitForFunction(() => !window.warnsdorff.page.busy(), null, { timeout: 60000 });
    await frames(page);
    assert.equal(await zoom(page), z1, `${size}: the zoom kept across a reload`);
    assert.ok((await board(page)).ink > 0.01, `${size}: numbers after the reload`);
    // 0 shows the whole board again.
    await page.keyboard.press('0');
    await frames(page);
    assert.equal(await zoom(page), 1);
    assert.equal(params(page).zoom, undefined);
    assert.equal((await board(page)).width, fit.width, `${size}: fitted again`);
    // The buttons: zoom in, then Fit.
    await page.locator('[data-zoom-in]').click();
    await frames(page);
    assert.equal(await zoom(page), 1.5);
    await page.locator('[data-zoom-fit]').click();
    await frames(page);
    assert.equal(await zoom(page), 1);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('a pinch zooms the board about the fingers (touch pointers), a drag with one finger pans', async () => {
  const page = await load('?board=200x200&step=40000', [390, 844]);
  const { x, y } = await centre(page);
  const touch = (type, id, px, py) => page.evaluate(([t, i, cx, cy]) => {
    document.getElementById('board').dispatchEvent(new PointerEvent(t, {
      pointerId: i, pointerType: 'touch', isPrimary: i === 1, clientX: cx, clientY: cy, button: 0, bubbles: true,
    }));
  }, [type, id, px, py]);
  await touch('pointerdown', 1, x - 10, y);
  await touch('pointerdown', 2, x + 10, y);
  for (let i = 1; i <= 6; i += 1) {
    await touch('pointermove', 1, x - 10 - i * 15, y);
    await touch('pointermove', 2, x + 10 + i * 15, y);
  }
  await touch('pointerup', 1, x - 100, y);
  await touch('pointerup', 2, x + 100, y);
  await frames(page);
  const z = await zoom(page);
  assert.ok(z > 4, `a pinch from 20 px to 200 px zooms about tenfold (${z})`);
  const before = params(page).zoom;
  await touch('pointerdown', 3, x, y);
  for (let i = 1; i <= 5; i += 1) await touch('pointermove', 3, x + i * 20, y + i * 20);
  await touch('pointerup', 3, x + 100, y + 100);
  await frames(page);
  assert.notEqual(params(page).zoom, before, 'one finger pans');
  assert.equal(await zoom(page), z);
  await shot(page, 'zoom-pinch-390');
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** Pixels of `sel`'s canvas within 40 of `rgb`, as a share of all. */
const share = (page, sel, rgb) => page.evaluate(([sel, rgb]) => {
  const c = document.querySelector(sel);
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) {
    if (d[i + 3] > 200 && Math.abs(d[i] - rgb[0]) + Math.abs(d[i + 1] - rgb[1]) + Math.abs(d[i + 2] - rgb[2]) < 40) n += 1;
  }
  return n / (d.length / 4);
}, [sel, rgb]);

/** The zoom that makes the squares of a `side` x `side` board about `cell` CSS px. */
const zoomFor = async (page, side, cell) => {
  const box = await page.locator('#board').boundingBox();
  return cell / (Math.min(box.width, box.height) / side);
};

test('zoomed, each label appears once it fits: the degrees of a 200x200 walk before its 5-digit move numbers', async () => {
  for (const size of [[1400, 1000], [1024, 768], [390, 844]]) {
    const page = await load('?board=200x200&step=100', size);
    // The light scheme's quieter ink (#5a4b3c): the degrees of unvisited squares.
    assert.ok(await share(page, layer('board'), [0x5a, 0x4b, 0x3c]) < 0.0005, `${size}: no degrees fitted`);
    // Squares of about 22 px: room for 1-3 characters, not for 40000.
    const z = await zoomFor(page, 200, 22);
    await page.goto(`${page.url()}&zoom=${z.toFixed(3)},0.5,0.5`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await frames(page);
    const degrees = await share(page, layer('board'), [0x5a, 0x4b, 0x3c]);
    assert.ok(degrees > 0.001, `${size}: at x${z.toFixed(1)} the degrees are drawn (${degrees})`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('the keyboard cursor leaving a zoomed view pans the view along', async () => {
  for (const size of [[1400, 1000], [1024, 768], [390, 844]]) {
    const page = await load('?board=200x200&step=100', size);
    const z = await zoomFor(page, 200, 40);
    // The window at the board's far corner; the knight (and the cursor, from it) far off.
    await page.goto(`${page.url()}&zoom=${z.toFixed(3)},0.9,0.9`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await frames(page);
    const centre = () => params(page).zoom.split(',').map(Number);
    const [, x0, y0] = centre();
    const cursorInk = () => share(page, layer('overlay'), [0xd1, 0x00, 0x1f]);
    await page.focus('#board');
    await page.keyboard.press('ArrowRight');
    await frames(page);
    const [, x1, y1] = centre();
    assert.ok(Math.hypot(x1 - x0, y1 - y0) > 0.3, `${size}: the view went to the cursor (${x0},${y0} -> ${x1},${y1})`);
    assert.ok(await cursorInk() > 0, `${size}: the cursor is drawn in view`);
    // Within the view the cursor moves alone; past its edge the view follows.
    await page.keyboard.press('ArrowDown');
    await frames(page);
    // (The board's box may grow a few px as the status under it changes: the window with it.)
    const [, xa, ya] = centre();
    assert.ok(Math.abs(xa - x1) < 0.01 && Math.abs(ya - y1) < 0.01, `${size}: a cursor in view does not move the view (${x1},${y1} -> ${xa},${ya})`);
    for (let i = 0; i < 40; i += 1) await page.keyboard.press('ArrowDown');
    await frames(page);
    const [, x2, y2] = centre();
    assert.ok(y2 > ya + 0.05 && Math.abs(x2 - xa) < 0.01, `${size}: the view follows the cursor down (${ya} -> ${y2})`);
    assert.ok(await cursorInk() > 0, `${size}: the cursor still in view`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('the zoom buttons stand over no square: clear of the board on the walk, tourney and Lin & Wei pages, full and class view, at three sizes', async () => {
  const pages = [['index.html', '?board=8x8&step=64'], ['tourneys.html', '?gen=braid&n=8'], ['construct.html', '?board=8x8']];
  for (const [w, h] of [[1400, 1000], [1024, 768], [390, 844]]) {
    for (const [file, query] of pages) {
      for (const view of ['', '&view=class']) {
        const page = await chrome.context.newPage();
        page.errors = [];
        page.on('pageerror', (e) => page.errors.push(e.message));
        await page.setViewportSize({ width: w, height: h });
        await page.goto(`${server.url}${file}${query}${view}`);
        await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
        await page.waitForFunction(() => !window.warnsdorff.page.busy(), null, { timeout: 60000 });
        await frames(page);
        const m = await page.evaluate(() => {
          const box = (el) => { const r = el.getBoundingClientRect(); return { x: r.left, y: r.top, w: r.width, h: r.height }; };
          return {
            board: box(document.querySelector('#board canvas')),
            buttons: [...document.querySelectorAll('.zoom-bar button')].map(box),
            scrollW: document.documentElement.scrollWidth,
          };
        });
        const at = `${file}${view} ${w}x${h}: ${JSON.stringify(m)}`;
        assert.equal(m.buttons.length, 3, at);
        for (const b of m.buttons) {
          assert.ok(b.w > 0 && b.h > 0 && b.x >= 0 && b.x + b.w <= w, `a button off the screen; ${at}`);
          const over = b.x < m.board.x + m.board.w && m.board.x < b.x + b.w && b.y < m.board.y + m.board.h && m.board.y < b.y + b.h;
          assert.ok(!over, `a zoom button over the board; ${at}`);
        }
        assert.equal(m.scrollW, w, `scrolls sideways; ${at}`);
        if (file === 'index.html') await shot(page, `zoom-buttons-${view ? 'class' : 'full'}-${w}x${h}`);
        assert.deepEqual(page.errors, []);
        await page.close();
      }
    }
  }
});
