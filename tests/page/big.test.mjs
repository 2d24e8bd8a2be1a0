// The walk page's largest board, 8000x8000 (64 million squares), in a real headless Chromium:
// its status says the memory the walk holds, a plain ordering runs to its end with the page
// answering all the while (timer ticks mid-walk, the status read, a step back at the end), and
// the wasm memory and time to the end are logged beside a 2000x2000 walk's, as ratios (logged,
// not asserted: no test asserts a time). It takes a minute or more: a file of its own.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve } from './lib.mjs';
import { whole } from './walk.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

/** Run the walk of `side` x `side` to its end; what it took and what the page did meanwhile. */
async function runToEnd(side) {
  const page = await open(chrome.context, `${server.url}?board=${side}x${side}&start=1,1&rule=ordering:12345678`);
  const squares = side * side;
  const opened = await page.evaluate(() => window.warnsdorff.wasmBytes());
  const words = await whole(page);
  await page.evaluate((n) => {
    window.gaps = { max: 0, last: performance.now(), mid: 0 };
    const len = () => Number(window.warnsdorff.page.texts().step);
    window.beat = setInterval(() => {
      const t = performance.now(); window.gaps.max = Math.max(window.gaps.max, t - window.gaps.last); window.gaps.last = t;
      const k = len();
      if (k > 1 && k < n) window.gaps.mid += 1;
    }, 10);
  }, squares);
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Run to end' }).click();
  // The status is read while the walk runs: the page answers between its frames.
  await page.waitForFunction(() => Number(window.warnsdorff.page.texts().step) > 1, null, { timeout: 600000 });
  const during = await whole(page);
  if (process.env.BIG_DEBUG) console.log('# during', during.slice(0, 80), await page.evaluate(() => [document.querySelector('#to-end').textContent, document.querySelector('#status').textContent.slice(0, 120)]));
  await page.waitForFunction(() => document.querySelector('#to-end').textContent === 'Run to end' && /Finished: /.test(document.querySelector('#status').textContent), null, { timeout: Number(process.env.BIG_WAIT ?? 600000), polling: 250 });
  const secs = (Date.now() - t0) / 1000;
  const gaps = await page.evaluate(() => { clearInterval(window.beat); return window.gaps; });
  const ended = await page.evaluate(() => window.warnsdorff.wasmBytes());
  const step = Number(await page.evaluate(() => window.warnsdorff.page.texts().step));
  const end = await whole(page);
  // A step back at the end: the page answers and draws it.
  await page.getByRole('button', { name: /Back/ }).click();
  await page.waitForFunction((s) => Number(window.warnsdorff.page.texts().step) === s - 1, step, { timeout: 60000 });
  const errors = page.errors;
  await page.close();
  return { side, squares, opened, ended, secs, gaps, words, during, end, step, errors };
}

test('8000x8000 runs to its end with the page answering; its memory and time beside 2000x2000', { timeout: 1800000 }, async () => {
  const [a, b] = (process.env.BIG_SIDES ?? '2000,8000').split(',').map(Number);
  const small = await runToEnd(a);
  const big = await runToEnd(b);
  for (const r of [small, big]) {
    console.log(`# ${r.side}x${r.side}: ${r.secs.toFixed(1)} s to the end (${r.step} steps), wasm memory ${(r.opened / 1e6).toFixed(0)} MB opened, ${(r.ended / 1e6).toFixed(0)} MB at the end (${(r.ended / r.squares).toFixed(2)} B a square), ${r.gaps.mid} timer ticks mid-walk, longest gap ${r.gaps.max.toFixed(0)} ms`);
    assert.match(r.end, /Finished: /);
    assert.ok(r.gaps.mid >= 2, `${r.side}: only ${r.gaps.mid} timer ticks came while the walk was under way`);
    assert.match(r.during, /^Step \d+ of/);
    assert.deepEqual(r.errors, []);
  }
  // The status said what the walk holds before it ran: about 5 bytes a square.
  assert.match(big.words, /The walk holds about 3[0-9]{2} MB \(5\.[0-9] bytes a square/);
  assert.ok(big.ended / big.squares <= 6.5, `${(big.ended / big.squares).toFixed(2)} bytes a square of wasm memory`);
  console.log(`# 8000x8000 / 2000x2000: ${(big.secs / small.secs).toFixed(1)}x the time, ${(big.ended / small.ended).toFixed(1)}x the wasm memory (16x the squares)`);
});

test('the memory an 8000x8000 board will take is noted beside its size as it is typed, before anything is built', async () => {
  const page = await open(chrome.context, `${server.url}?board=8x8`);
  await page.fill('#rows', '8000');
  await page.fill('#cols', '8000');
  const msg = page.locator('#cols-msg');
  await page.waitForFunction(() => /once built/.test(document.querySelector('#cols-msg').textContent));
  assert.match(await msg.textContent(), /^8000x8000: about [\d,]+ MB once built \([\d.]+ bytes a square\)\.$/);
  assert.equal(await msg.getAttribute('class'), 'msg note');
  assert.notEqual(await page.locator('#cols').getAttribute('aria-invalid'), 'true');
  // Nothing is built until Apply: the page still walks its 8x8.
  assert.equal(await page.evaluate(() => window.warnsdorff.page.texts().rows), '8');
  // A wrong size is an error again, not a note.
  await page.fill('#cols', '9000');
  await page.waitForFunction(() => !/once built/.test(document.querySelector('#cols-msg').textContent));
  assert.equal(await page.locator('#cols').getAttribute('aria-invalid'), 'true');
  assert.deepEqual(page.errors, []);
});
