// The board pictures drawn in memory (issue 13 item 1), in a real headless Chromium:
// node --test tests/page/draw.test.mjs (after tests/tools/build.sh).
//   - the walk's labels, blended from glyphs the browser drew once, are the digits the
//     reference drawing (rectangles and text shapes, filled as canvas calls) shows on every square;
//   - the tourney cover drawn in memory matches its canvas-stroke drawing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve } from './lib.mjs';
import { field, layer, numbers } from './walk.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

/** A board canvas's pixels (the walk's board layer, or a canvas by its id). */
const boardPixels = (page, id = null) => page.evaluate((sel) => {
  const c = document.querySelector(sel);
  return { w: c.width, h: c.height, data: [...c.getContext('2d').getImageData(0, 0, c.width, c.height).data] };
}, id ? `#${id}` : layer('board'));

/** Mean absolute difference (0-255) of square (r, c) (0-based) of `a` and square (r2, c2) of `b`. */
function squareDiff(a, b, cell, [r, c], [r2, c2] = [r, c]) {
  let sum = 0; let n = 0;
  for (let y = 0; y < cell; y++) {
    for (let x = 0; x < cell; x++) {
      const i = ((r * cell + y) * a.w + c * cell + x) * 4;
      const j = ((r2 * cell + y) * b.w + c2 * cell + x) * 4;
      for (let k = 0; k < 3; k++) { sum += Math.abs(a.data[i + k] - b.data[j + k]); n += 1; }
    }
  }
  return sum / n;
}

/** The ink of square (r, c) of `img`: each pixel's distance from the square's own colour,
 *  blurred over 3x3 pixels (so half a pixel's shift of a glyph counts little). */
function ink(img, cell, r, c) {
  const at = (x, y) => ((r * cell + y) * img.w + c * cell + x) * 4;
  const bg = img.data.slice(at(1, 1), at(1, 1) + 3);
  const raw = new Float64Array(cell * cell);
  for (let y = 0; y < cell; y++) {
    for (let x = 0; x < cell; x++) {
      const i = at(x, y);
      raw[y * cell + x] = Math.abs(img.data[i] - bg[0]) + Math.abs(img.data[i + 1] - bg[1]) + Math.abs(img.data[i + 2] - bg[2]);
    }
  }
  const out = new Float64Array(cell * cell);
  for (let y = 1; y < cell - 1; y++) {
    for (let x = 1; x < cell - 1; x++) {
      let s = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) s += raw[(y + dy) * cell + x + dx];
      out[y * cell + x] = s;
    }
  }
  return out;
}

/** How far apart two inks are: 0 (the same) to 1 (nothing in common). */
function inkDistance(p, q) {
  let d = 0; let t = 0;
  for (let i = 0; i < p.length; i++) { d += Math.abs(p[i] - q[i]); t += p[i] + q[i]; }
  return t === 0 ? 0 : d / t;
}

/** The label each square shows: its move number, or its degree (its unvisited neighbours),
 *  from the lab's matrix of move numbers (the walks here are not at a dead end). */
async function labels(page) {
  const n = await numbers(page);
  const [rows, cols] = [n.length, n[0].length];
  const jumps = [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]];
  const out = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const free = jumps.filter(([dr, dc]) => n[r + dr]?.[c + dc] === 0).length;
      out.push(String(n[r][c] || free));
    }
  }
  return out;
}

// Draw the board again from the glyphs or with text shapes (the reference).
async function redraw(page, glyphs) {
  await page.evaluate((glyphs) => {
    window.warnsdorff.page.useGlyphs(glyphs);
    window.warnsdorff.act({ do: 'redraw' });
  }, glyphs);
}

for (const [board, step] of [['12x12', 90], ['30x30', 400]]) {
  test(`walk ${board}: every square's label from the atlas matches fillText's, and differs from other labels'`, async () => {
    const page = await open(chrome.context, `${server.url}?board=${board}&step=${step}`);
    const lab = { rows: Number(await field(page, 'rows')), cols: Number(await field(page, 'cols')) };
    // Every picture compared is an explicit redraw, after the page has settled (a first paint
    // may come before the window's layout does).
    await page.waitForTimeout(300);
    await redraw(page, true);
    const atlas = await boardPixels(page);
    const cell = Math.round(atlas.w / lab.cols);
    assert.ok(cell >= 14, `labels are on (${cell} px squares)`);
    await redraw(page, false);
    const ref = await boardPixels(page);
    await redraw(page, true);
    const again = await boardPixels(page);
    assert.deepEqual(again.data, atlas.data, 'the atlas draws the same pixels every time');
    const text = await labels(page);
    // Each square against its own reference: the same digits, at most half a pixel apart.
    let worst = 0;
    for (let r = 0; r < lab.rows; r++) {
      for (let c = 0; c < lab.cols; c++) worst = Math.max(worst, inkDistance(ink(atlas, cell, r, c), ink(ref, cell, r, c)));
    }
    // Each square against a square with another label (the test's own check that a wrong
    // digit shows): always further apart than any square from its own.
    let nearestWrong = Infinity; let pairs = 0;
    for (let r = 0; r < lab.rows; r++) {
      for (let c = 0; c < lab.cols; c++) {
        const r2 = (r + 1) % lab.rows;
        if (text[r * lab.cols + c] === text[r2 * lab.cols + c]) continue;
        nearestWrong = Math.min(nearestWrong, inkDistance(ink(atlas, cell, r, c), ink(ref, cell, r2, c)));
        pairs += 1;
      }
    }
    assert.ok(pairs > 20, `${pairs} pairs compared`);
    assert.ok(worst < nearestWrong, `own label ${worst.toFixed(3)} against another label ${nearestWrong.toFixed(3)}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('tourney: the cover drawn in memory matches its canvas strokes', async () => {
  const page = await open(chrome.context, `${server.url}tourneys.html?gen=divide-tourney&n=22&seed=1`);
  // The board's first layer: the cover.
  const cover = () => page.evaluate(() => {
    const c = document.querySelector('#board canvas');
    return { w: c.width, h: c.height, data: [...c.getContext('2d').getImageData(0, 0, c.width, c.height).data] };
  });
  const strokes = (on) => page.evaluate((on) => window.warnsdorff.act({ do: 'strokes', on }), on);
  const mem = await cover();
  await strokes(true);
  const ref = await cover();
  assert.equal(mem.w, ref.w);
  // Line edges are anti-aliased differently; the pictures agree on average and nearly
  // everywhere.
  let sum = 0; let far = 0;
  for (let i = 0; i < mem.data.length; i += 4) {
    const d = (Math.abs(mem.data[i] - ref.data[i]) + Math.abs(mem.data[i + 1] - ref.data[i + 1]) + Math.abs(mem.data[i + 2] - ref.data[i + 2])) / 3;
    sum += d;
    if (d > 96) far += 1;
  }
  const px = mem.data.length / 4;
  assert.ok(sum / px < 6, `mean difference ${(sum / px).toFixed(2)}`);
  assert.ok(far / px < 0.03, `${((100 * far) / px).toFixed(2)} % of pixels far apart`);
  // And a different cover is far from it (the comparison can fail).
  await strokes(false);
  await page.evaluate(() => document.querySelector('#join').click());
  await page.waitForFunction(() => window.warnsdorff.page.status().play.len > 0 && !window.warnsdorff.page.busy(), null, { timeout: 20000 });
  await page.evaluate(() => document.querySelector('#to-end').click());
  await page.waitForFunction(() => { const p = window.warnsdorff.page.status().play; return p.pos === p.len && document.querySelector('#play').textContent === 'Play'; }, null, { timeout: 20000 });
  const joined = await cover();
  let sumJ = 0;
  for (let i = 0; i < mem.data.length; i += 4) sumJ += (Math.abs(joined.data[i] - ref.data[i]) + Math.abs(joined.data[i + 1] - ref.data[i + 1]) + Math.abs(joined.data[i + 2] - ref.data[i + 2])) / 3;
  assert.ok(sumJ / px > 2 * (sum / px), `joined ${(sumJ / px).toFixed(2)} against ${(sum / px).toFixed(2)}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
