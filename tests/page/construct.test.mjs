// The construction page (www/construct.html) in headless Chromium: node --test tests/page/
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve, shot } from './lib.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const text = (page, id) => page.locator(`#${id}`).textContent();
const params = (page) => Object.fromEntries(new URL(page.url()).searchParams);
const url = (q) => `${server.url}/construct.html${q}`;

async function setBoard(page, rows, cols) {
  await page.fill('#rows', String(rows));
  await page.fill('#cols', String(cols));
  await page.locator('#cols').press('Enter');
}

test('3x10: a closed tour at once; play the construction step by step; URL state', async () => {
  const page = await open(chrome.context, url('?board=3x10'));
  assert.match(await text(page, 'exists'), /^closed — 3x10 has a closed tour \(Theorem 1/);
  assert.match(await text(page, 'status'), /^Partition of 3x10 into 1 piece: closed 3x10/);
  await setBoard(page, 3, 22);
  assert.match(await text(page, 'status'), /^Step 3 of 3: horizontal merge/);
  assert.equal(await text(page, 'scrub-out'), '3 of 3');
  await page.getByRole('button', { name: '|◀ Partition' }).click();
  assert.match(await text(page, 'status'), /^Partition of 3x22 into 4 pieces: closed 3x10, 3 × stretched 3x4\./);
  await page.getByRole('button', { name: 'Step ▶' }).click();
  assert.match(await text(page, 'status'), /^Step 1 of 3: horizontal merge \(Figs\. 6, 10\): removed \(1,9\)–\(3,10\); added \(3,10\)–\(1,11\), \(1,9\)–\(2,11\); 3 parts left\./);
  assert.deepEqual(params(page), { board: '3x22', step: '1' });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  assert.match(await text(page, 'status'), /^Step 1 of 3/);
  await shot(page, 'construct-3x22-step-1');

  // A copied link opens the same view.
  const copy = await open(chrome.context, page.url());
  assert.equal(await text(copy, 'status'), await text(page, 'status'));
  // Play to the end.
  await copy.getByRole('button', { name: 'Play' }).click();
  await copy.waitForFunction(() => document.querySelector('#play').textContent === 'Play', null, { timeout: 10000 });
  assert.match(await text(copy, 'status'), /^Step 3 of 3: .* 1 part left\./);
  assert.deepEqual([...page.errors, ...copy.errors], []);
  await copy.close();
  await page.close();
});

test('7x7, 4x4, bad input, 999x1000 and a board too big for a plan', async () => {
  const page = await open(chrome.context, url('?board=7x7'));
  assert.match(await text(page, 'exists'), /^corner-missed — /);
  assert.match(await text(page, 'status'), /^Partition of 7x7 into 1 piece: corner-missed 7x7/);
  await setBoard(page, 4, 4);
  assert.match(await text(page, 'exists'), /^none — .*Theorem 3/);
  assert.match(await text(page, 'status'), /^No tour on 4x4/);
  await page.selectOption('#kind', 'closed');
  await setBoard(page, 4, 9);
  assert.match(await text(page, 'kind-msg'), /no closed tour on 4x9: .*Theorem 1/);
  await page.fill('#rows', 'abc');
  assert.match(await text(page, 'rows-msg'), /'abc' is not a whole number/);
  await page.selectOption('#kind', 'best');
  const t0 = Date.now();
  await setBoard(page, 999, 1000);
  const ms = Date.now() - t0;
  assert.match(await text(page, 'exists'), /^closed — 999x1000/);
  assert.match(await text(page, 'status'), /^Step \d+ of \d+: vertical merge/);
  await shot(page, 'construct-999x1000');
  await setBoard(page, 1500, 1400);
  assert.match(await text(page, 'exists'), /^closed — 1500x1400 has a closed tour/);
  assert.match(await text(page, 'status'), /closed tour on 1500x1400 built; the step-by-step plan is kept/);
  assert.ok(ms < 5000, `999x1000 took ${ms} ms`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Fig. 5 on the page: every cell clickable, letters as in the paper', async () => {
  const page = await open(chrome.context, url('?board=8x8'));
  const letters = await page.$$eval('#fig5 tr', (rows) => rows.slice(1).map((r) => [...r.querySelectorAll('button')].map((b) => b.textContent).join('')));
  assert.deepEqual(letters, [
    'XXXXXXXXXXXX', 'XXXXXXXXXXXX', 'XXXOXXOOECEC', 'XXOXOOOOOOOO', 'XXXOECECECEC', 'XXXOCCCCCCCC',
    'XXOOECECECEC', 'XXOOCCCCCCCC', 'XXEOECECECEC', 'XXCOCCCCCCCC', 'XXEOECECECEC', 'XXCOCCCCCCCC',
  ]);
  await page.getByRole('button', { name: '3 by 7: open only' }).click();
  assert.equal(await page.locator('#rows').inputValue(), '3');
  assert.equal(await page.locator('#cols').inputValue(), '7');
  assert.match(await text(page, 'exists'), /^open — /);
  assert.equal(params(page).board, '3x7');
  await page.getByRole('button', { name: '4 by 12: open only' }).click();
  await page.getByRole('button', { name: '|◀ Partition' }).click();
  assert.match(await text(page, 'status'), /^Partition of 4x12 into 2 pieces: stretched 4x7, double-loop 4x5\./);
  await page.getByRole('button', { name: 'Step ▶' }).click();
  assert.match(await text(page, 'status'), /^Step 1 of 1: double-loop merge \(Fig\. 16\)/);
  await shot(page, 'construct-4x12-double-loop');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('phone-sized view', async () => {
  const page = await open(chrome.context, url('?board=16x18&step=3'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  assert.match(await text(page, 'status'), /^Step 3 of /);
  const box = await page.locator('#board').boundingBox();
  assert.ok(box.width <= 390, `canvas ${box.width}px wide`);
  await shot(page, 'construct-phone');
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.waitForTimeout(400);
  await shot(page, 'construct-16x18-step-3');
  assert.deepEqual(page.errors, []);
  await page.close();
});
