// The walk page as a teacher projects it and a student uses it on a phone (issue 14), in a real
// headless Chromium: node --test tests/page/teach.test.mjs (after tests/tools/build.sh).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve, shot } from './lib.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const text = (page, id) => page.locator(`#${id}`).textContent();
const preview = (page) => page.evaluate(() => window.warnsdorff.lab().preview('squirrel'));

/** The overlay's colour [r, g, b, a] at a point `fx`, `fy` (fractions of a square) of square (row, col). */
async function overlayAt(page, row, col, fx, fy) {
  return page.evaluate(([r, c, x, y]) => {
    const cv = document.getElementById('overlay');
    const lab = window.warnsdorff.lab();
    const cell = cv.width / lab.cols();
    const px = Math.floor((c - 1 + x) * cell);
    const py = Math.floor((r - 1 + y) * cell);
    return [...cv.getContext('2d').getImageData(px, py, 1, 1).data];
  }, [row, col, fx, fy]);
}
/** Whether square (row, col) has the blue candidate frame on its left edge. */
async function framed(page, row, col) {
  const [r, g, b, a] = await overlayAt(page, row, col, 0.02, 0.5);
  return a > 200 && b > 180 && r < 80 && g < 130;
}

test('preview, then step: from a1 on 8x8 both candidates with their degrees before Step, the chosen one after', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=8x8&start=a1&rule=ordering:12345678`);
  const p = await preview(page);
  assert.deepEqual(p.candidates.map((c) => [c.name, c.degree, c.value, c.best]), [['b3', 5, 5, true], ['c2', 5, 5, true]]);
  assert.equal(p.valueName, 'degree');
  const next = await text(page, 'next-text');
  assert.match(next, /Degrees: b3 5, c2 5; the lowest wins\./);
  assert.match(next, /b3 and c2 tie at 5; ordering 12345678 prefers move 1 \(b3\) over move 2 \(c2\)\./);
  // Marked on the board before the step: both framed, nothing else.
  assert.ok(await framed(page, 6, 2), 'b3 framed');
  assert.ok(await framed(page, 7, 3), 'c2 framed');
  assert.ok(!(await framed(page, 6, 3)), 'c3 not framed');
  assert.match(await text(page, 'status'), /^Step 1 of 64: the knight starts on \(8,1\) a1\./);
  // Step reveals it.
  await page.getByRole('button', { name: 'Step ▶' }).click();
  assert.match(await text(page, 'status'), /^Step 2 of 64: \(8,1\) a1 to \(6,2\) b3 by move 1, degree 5/);
  assert.ok(!(await framed(page, 7, 3)), 'c2 is no longer a candidate');
  const after = await preview(page);
  assert.equal(after.step, 3);
  for (const c of after.candidates) assert.ok(await framed(page, c.square[0], c.square[1]), `${c.name} framed`);
  assert.match(await text(page, 'next-text'), /^Step 3: /);
  // The marks can be switched off.
  await page.locator('#show-next').uncheck();
  assert.ok(!(await framed(page, after.candidates[0].square[0], after.candidates[0].square[1])));
  assert.deepEqual(page.errors, []);
  await shot(page, 'teach-preview');
  await page.close();
});

test('look-ahead: the board and the panel show Irwin\'s scores, named as such', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=8x8&start=4,4&rule=lookahead`);
  const p = await preview(page);
  assert.equal(p.valueName, 'look-ahead score');
  assert.ok(p.candidates.some((c) => c.value !== c.degree));
  assert.match(await text(page, 'next-text'), /Look-ahead scores \(degree plus the neighbours' degrees\): /);
  assert.deepEqual(page.errors, []);
  await page.close();
});
