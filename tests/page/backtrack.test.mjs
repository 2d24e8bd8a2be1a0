// The walk page's search with backtracking, in a real headless Chromium: the Search menu and
// the Budget field with the rule's, stepped and played to the end (a retreat counted, a tour
// found where the plain rule dead-ends), and a long search stopped while the page keeps
// answering (the run, and a walk to a far step, go to a Worker), its status saying it was
// stopped (or, for a far walk, cancelled). node --test tests/page/backtrack.test.mjs (after tests/tools/build.sh).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve } from './lib.mjs';
import { params, stepOf, text, whole } from './walk.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const FIVE = 'board=5x5&start=1,3&ordering=36875124';

/** The number before `word` in the status line. */
async function count(page, word) {
  const line = await text(page, 'status');
  const m = line.match(new RegExp(`(\\d+) ${word}`));
  assert.ok(m, `no ${word} in: ${line}`);
  return Number(m[1]);
}

test('the 5x5 the rule misses: stepped to a retreat, then played to the tour', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?${FIVE}&search=open`);
  assert.equal(await page.locator('#search').inputValue(), 'open');
  assert.equal(await page.locator('#budget-field').isVisible(), true);
  assert.match(await text(page, 'status'), /^Searching/);
  let retreated = false;
  for (let i = 0; i < 60 && !retreated; i += 1) {
    await page.keyboard.press('ArrowRight');
    retreated = /retreated/.test(await text(page, 'status'));
  }
  assert.ok(retreated, 'a retreat within 60 steps');
  assert.equal(await count(page, 'backtracks'), 1);
  assert.match(await whole(page), /one step enters a square or retreats from one/);
  // You try has no one next step to guess in a search, and says so by its button.
  await page.locator('#try').click();
  await page.waitForFunction(() => /set Search to the rule alone/.test(document.querySelector('#try-msg').textContent));
  await page.locator('#to-end').click();
  await page.waitForFunction(() => /^Tour found/.test(document.querySelector('#status').textContent), null, { timeout: 20000 });
  assert.ok(await count(page, 'backtracks') > 0);
  assert.equal(await count(page, 'nodes') >= 25, true);
  assert.equal(await page.locator('#step').isDisabled(), true, 'nothing left to step');
  assert.equal(params(page).search, 'open');
});

test('the Search menu and Budget are reached by keyboard and go into the link', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=6x6`);
  assert.equal(await page.locator('#budget-field').isVisible(), false, 'no budget for the rule alone');
  await page.locator('#search').focus();
  await page.locator('#search').selectOption('closed');
  assert.equal(await page.locator('#budget-field').isVisible(), true);
  await page.locator('#budget').fill('zero');
  await page.locator('#budget').press('Enter');
  assert.match(await text(page, 'budget-msg'), /budget 'zero'/);
  await page.locator('#budget').fill('200000');
  await page.locator('#budget').press('Enter');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('budget') === '200000');
  assert.equal(params(page).search, 'closed');
  await page.locator('#to-end').click();
  await page.waitForFunction(() => /^Closed tour found/.test(document.querySelector('#status').textContent), null, { timeout: 20000 });
});

// 7×7 has no closed tour: the search runs until its budget (minutes in a browser).
test('a long search is stopped, and the page answers while it runs and after', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=7x7&start=1,1&search=closed&budget=100000000`);
  await page.locator('#to-end').click();
  await page.waitForTimeout(600);
  const a = await count(page, 'nodes');
  // The page answers while the search runs: a click on a button is taken at once.
  const t0 = Date.now();
  await page.locator('#search').focus();
  assert.ok(Date.now() - t0 < 1000, 'the page answers');
  await page.waitForTimeout(300);
  const b = await count(page, 'nodes');
  assert.ok(b > a, `the search goes on: ${a} then ${b}`);
  // The run goes on in a Worker, its progress row with Cancel beside the board.
  assert.match(await page.locator('[data-job]').textContent(), /Searching to the end/);
  await page.locator('#to-end').click(); // Stop
  // The status says the search was stopped where the Worker stopped it, not that it is
  // searching, until it steps again.
  await page.waitForFunction(() => /^Search stopped;/.test(document.querySelector('#status').textContent), null, { timeout: 5000 });
  const c = await count(page, 'nodes');
  await page.waitForTimeout(400);
  assert.equal(await count(page, 'nodes'), c, 'stopped');
  assert.equal(await page.locator('[data-job]').isHidden(), true, 'no job left');
  assert.match(await whole(page), /The search was stopped here; play or step to go on/);
  const step = await stepOf(page);
  await page.locator('#step').click();
  assert.equal(await stepOf(page), step + 1, 'a step after the stop');
  assert.match(await text(page, 'status'), /^Searching/);
});

test('a link far into a search goes there in a Worker, with Cancel', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=7x7&start=1,1&search=closed&budget=100000000&step=50000000`);
  const cancel = page.locator('[data-job] button');
  await cancel.waitFor({ timeout: 10000 });
  await cancel.click();
  await page.waitForFunction(() => document.querySelector('[data-job]').hidden, null, { timeout: 10000 });
  await page.waitForFunction(() => /Stopped at step \d+ on the way to step 50000000/.test(document.querySelector('#apply-msg').textContent), null, { timeout: 5000 });
  const step = await stepOf(page);
  assert.ok(step > 1 && step < 50000000, `stopped on the way: ${step}`);
  assert.match(await text(page, 'apply-msg'), new RegExp(`Stopped at step ${step} on the way`));
  assert.match(await text(page, 'status'), /^Search cancelled;/);
});

test('under nineteen a restart is one step, said as such, and Back across it returns', async () => {
  // 5x6 from (3,4): none of the nineteen orderings' walks tours; 950 nodes give each 50.
  const page = await open(chrome.context, `${server.url}/index.html?board=5x6&start=3,4&rule=nineteen&search=open&budget=950`);
  await page.waitForFunction(() => /^Searching/.test(document.querySelector('#status').textContent), null, { timeout: 20000 });
  let before = null;
  let restarted = false;
  for (let i = 0; i < 400 && !restarted; i += 1) {
    before = await whole(page);
    await page.keyboard.press('ArrowRight');
    restarted = /^Started again under ordering #2, 21345678/.test(await text(page, 'status'));
  }
  assert.ok(restarted, 'a restart within 400 steps');
  const at = await whole(page);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => !/^Started again/.test(document.querySelector('#status').textContent), null, { timeout: 5000 });
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => /^Started again/.test(document.querySelector('#status').textContent), null, { timeout: 5000 });
  assert.equal(await whole(page), at, 'Back to the restart');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => !/^Started again/.test(document.querySelector('#status').textContent), null, { timeout: 5000 });
  assert.equal(await whole(page), before, 'Back across the restart');
  await page.locator('#to-end').click();
  await page.waitForFunction(() => /^Tour found/.test(document.querySelector('#status').textContent), null, { timeout: 20000 });
  assert.match(await whole(page), /under ordering #3 of the nineteen \(31245678\), 3 tried/);
});

// 000 §2: none of the nineteen orderings' walks tours 289×54 from (1,1); the search, run to
// its end in a Worker, finds a tour under the second. The page answers throughout.
test('289x54 under the nineteen: the run to the end finds a tour in a Worker', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?board=289x54&start=1,1&rule=nineteen&search=open&budget=1000000`);
  await page.waitForFunction(() => /^Searching/.test(document.querySelector('#status').textContent), null, { timeout: 60000 });
  await page.locator('#to-end').click();
  await page.waitForFunction(() => /^Tour found/.test(document.querySelector('#status').textContent), null, { timeout: 120000 });
  assert.match(await whole(page), /under ordering #2 of the nineteen \(21345678\), 2 tried/);
  assert.ok(await count(page, 'backtracks') > 0);
  assert.equal(await page.locator('#step').isDisabled(), true, 'nothing left to step');
  assert.deepEqual(page.errors, []);
  // Back one step from the end is a step back in the search, made here at once.
  const end = await stepOf(page);
  await page.locator('#back').click();
  assert.equal(await stepOf(page), end - 1);
});
