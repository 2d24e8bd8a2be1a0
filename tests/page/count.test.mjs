// The count of every tour on the enumeration page (www/enumerate.html) in headless Chromium:
// 5×5 counted across the pool of Workers to 1,728 open tours, 320 of them Warnsdorff tours;
// Cancel on 6×6 stops the Workers promptly and the page keeps answering; the count's fields in
// the link and back; a board past the limit refused beside its field; screenshots.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve, shot } from './lib.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const page_ = (q = '') => `${server.url}enumerate.html${q}`;
const state = (page) => page.locator('#count-status').getAttribute('data-state');
const settled = (page, s) => page.waitForFunction((want) => document.querySelector('#count-status').dataset.state === want, s, { timeout: 120000 });
/** The 53 pairs the page counts on load, over: the pool is the count's alone. */
const tableDone = (page) => page.waitForFunction(() => document.querySelector('#all-status').dataset.solutions && !document.querySelector('#run-all').disabled, null, { timeout: 120000 });

test('count: 5×5 open in the Workers gives 1,728 tours, 320 of them Warnsdorff tours', async () => {
  const page = await open(chrome.context, page_());
  await tableDone(page);
  assert.equal(await state(page), 'idle');
  assert.equal(await page.locator('#count-board').inputValue(), '5x5');
  await page.locator('#count-start').click();
  await settled(page, 'done');
  assert.equal(await page.locator('#count-status').getAttribute('data-tours'), '1728');
  assert.equal(await page.locator('#count-status').getAttribute('data-warnsdorff'), '320');
  assert.match(await page.locator('#count-status').textContent(), /1,728, 320 of them Warnsdorff tours \(18\.52%\)/);
  const row = await page.locator('#count-results tbody tr').first().locator('td').allTextContents();
  assert.deepEqual(row.slice(0, 4), ['open tours of 5x5, knight (1,2)', '1,728', '320', '18.52%']);
  assert.equal(await page.locator('#count-start').isDisabled(), false);
  assert.equal(await page.locator('#count-cancel').isDisabled(), true);
  // The counted board is drawn.
  assert.ok(await page.locator('#count-board-view canvas').count() > 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('count: Cancel on 6×6 stops every Worker promptly and the page keeps answering', async () => {
  const page = await open(chrome.context, page_());
  await tableDone(page);
  await page.locator('#count-board').fill('6x6');
  await page.locator('#count-start').click();
  await settled(page, 'running');
  // Under way: the tasks and positions move.
  await page.waitForFunction(() => Number(document.querySelector('#count-status').dataset.done) > 0, null, { timeout: 60000 });
  assert.match(await page.locator('#count-status').textContent(), /^Counting the open tours of 6x6, knight \(1,2\) on \d Workers?: [\d,]+ of [\d,]+ tasks, [\d,]+ positions searched/);
  // The page answers while the Workers count: a round trip into the page, and typing.
  const t0 = Date.now();
  await page.evaluate(() => 1);
  await page.locator('#leaper').fill('1,3');
  assert.ok(Date.now() - t0 < 1000, `the page took ${Date.now() - t0} ms to answer`);
  await page.locator('#leaper').fill('1,2');
  const asked = Date.now();
  await page.locator('#count-cancel').click();
  await settled(page, 'cancelled');
  const ms = Date.now() - asked;
  assert.ok(ms < 2000, `Cancel took ${ms} ms`);
  assert.match(await page.locator('#count-status').textContent(), /^Cancelled after .*no count/);
  // Nothing given as a count, no progress row left, Start usable again.
  assert.equal(await page.locator('#count-status').getAttribute('data-tours'), '');
  await page.waitForFunction(() => !document.querySelector('[data-job] .job'), null, { timeout: 5000 });
  assert.equal(await page.locator('#count-start').isDisabled(), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('count: the fields go into the link and come back; a board past the limit is refused by its field', async () => {
  const page = await open(chrome.context, page_());
  await page.locator('#count-board').fill('4x5');
  await page.locator('#count-kind').selectOption('closed');
  await page.locator('#leaper').fill('1,2');
  await page.locator('#wrap').selectOption('cylinder');
  await page.locator('#shape').fill('.....\n.#...\n.....\n.....');
  await page.locator('#count-start').click();
  await settled(page, 'done');
  const q = Object.fromEntries(new URL(page.url()).searchParams);
  assert.deepEqual(q, { 'count-board': '4x5', 'count-kind': 'closed', wrap: 'cylinder', shape: '.....\n.#...\n.....\n.....' });
  assert.match(await page.locator('#count-board-words').textContent(), /closed tours of 4x5 with 1 square removed, knight \(1,2\), on a cylinder \(19 squares\)/);
  const again = await open(chrome.context, page.url());
  assert.equal(await again.locator('#count-board').inputValue(), '4x5');
  assert.equal(await again.locator('#count-kind').inputValue(), 'closed');
  assert.equal(await again.locator('#wrap').inputValue(), 'cylinder');
  assert.equal(await again.locator('#shape').inputValue(), '.....\n.#...\n.....\n.....');
  await again.close();
  // 7×7: refused beside the board's field, nothing started.
  await page.locator('#shape').fill('');
  await page.locator('#count-board').fill('7x7');
  await page.locator('#count-start').click();
  assert.match(await page.locator('#count-board-msg').textContent(), /49 squares: the page counts boards of at most 36 squares/);
  assert.equal(await state(page), 'done');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('count: screenshots at three sizes', async () => {
  const page = await open(chrome.context, page_('?count-board=5x6&shape=......%0A..%23...%0A......%0A......%0A......'));
  await tableDone(page);
  await page.locator('#count-start').click();
  await settled(page, 'done');
  for (const [w, h] of [[1400, 1000], [1024, 768], [390, 844]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(300);
    await page.locator('#count-panel').scrollIntoViewIfNeeded();
    await shot(page, `count-${w}x${h}`);
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
    assert.ok(fits, `the page scrolls sideways at ${w}x${h}`);
  }
  await page.close();
});
