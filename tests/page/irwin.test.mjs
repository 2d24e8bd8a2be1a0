// Irwin's trouble, termination and cut-off squares on the walk page: the board's colours are the
// core's marks, step by step, and the legend quotes Irwin. node --test tests/page/irwin.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve, shot } from './lib.mjs';
import { layer, record, whole } from './walk.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

// src/page/theme.rs: TROUBLE, TERMINATION, CUT_OFF.
const COLOURS = { trouble: '255,179,71', termination: '229,75,75', cut_off: '154,143,168' };

/** The board layer's colour of every square, sampled inside its top-left corner (clear of the
 * number drawn in the middle), as `r,g,b` strings, row-major. */
function squareColours(page) {
  return page.evaluate((sel) => {
    const t = window.warnsdorff.page.texts();
    const canvas = document.querySelector(sel);
    const ctx = canvas.getContext('2d');
    const [rows, cols] = [Number(t.rows), Number(t.cols)];
    const [w, h] = [canvas.width / cols, canvas.height / rows];
    const out = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const d = ctx.getImageData(Math.floor(c * w + w * 0.15), Math.floor(r * h + h * 0.15), 1, 1).data;
        out.push(`${d[0]},${d[1]},${d[2]}`);
      }
    }
    return out;
  }, layer('board'));
}

/** The core's marks of the position, counted, and whether the walk goes on (its record). */
async function summary(page) {
  const r = await record(page);
  return { trouble: r.trouble.length, termination: r.termination.length, cut_off: r.cut_off.length, running: r.outcome.kind === 'running' };
}

async function countsAgree(page, where) {
  const colours = await squareColours(page);
  const marks = await summary(page);
  for (const [kind, rgb] of Object.entries(COLOURS)) {
    const drawn = colours.filter((c) => c === rgb).length;
    assert.equal(drawn, marks[kind], `${where}: ${kind} drawn ${drawn}, core says ${marks[kind]}`);
  }
  return { colours, summary: marks };
}

test('from the centre of 8x8 the four corners are trouble: two ways each, not next to the knight', async () => {
  const page = await open(chrome.context, `${server.url}?board=8x8&start=4,4&rule=ordering:12345678&seed=1&step=1`);
  const { colours, summary } = await countsAgree(page, 'start');
  assert.equal(summary.trouble, 4);
  for (const i of [0, 7, 56, 63]) assert.equal(colours[i], COLOURS.trouble, `square ${i}`);
  assert.match(await whole(page), / 4 trouble squares \(one way in, one way out\)\.$/);
  const legend = await page.locator('#legend').textContent();
  assert.match(legend, /"only one entry point and one exit point"/);
  assert.match(legend, /"only one entry point and no exit square"/);
  assert.match(legend, /cut off: no way left/);
  await shot(page, 'irwin-8x8-start');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('5x5 into its dead end: at every step the colours are the core\'s marks', async () => {
  const page = await open(chrome.context, `${server.url}?board=5x5&start=1,3&rule=ordering:36875124&seed=1&step=1`);
  const seen = { trouble: 0, termination: 0, cut_off: 0 };
  for (let k = 1; ; k++) {
    const { summary } = await countsAgree(page, `step ${k}`);
    for (const kind of Object.keys(seen)) seen[kind] += summary[kind];
    if (!summary.running) break;
    await page.getByRole('button', { name: 'Step ▶' }).click();
  }
  assert.ok(seen.trouble > 0 && seen.termination > 0, JSON.stringify(seen));
  // And back: taking steps back repaints the squares around the knight's old and new squares.
  for (let k = 0; k < 5; k++) {
    await page.keyboard.press('ArrowLeft');
    await countsAgree(page, `back ${k + 1}`);
  }
  await shot(page, 'irwin-5x5-back');
  assert.deepEqual(page.errors, []);
  await page.close();
});
