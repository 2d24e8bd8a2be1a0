// Nothing is lost to a click on the walk page: a click that starts the walk elsewhere is a step
// in the page's history, and Back (the player's button, its key, the browser's) returns to the
// walk as it was; stepping fills no history. At a desktop's and a phone's size, in a real
// headless Chromium: node --test tests/page/history.test.mjs (after tests/tools/build.sh).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve } from './lib.mjs';
import { clickSquare, field, params, stepOf, walkPath } from './walk.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const SIZES = [[1400, 1000], [390, 844]];
const START = 'board=8x8&start=1,1&rule=ordering:12345678&step=30';

/** The page at step 30 of the walk from (1,1), then a click on (5,5): the walk before, as the
 *  page showed it. */
async function clicked(w, h) {
  const page = await open(chrome.context, `${server.url}/index.html?${START}`);
  await page.setViewportSize({ width: w, height: h });
  await page.waitForTimeout(250); // the boards laid out again for the size
  assert.equal(await stepOf(page), 30);
  const was = { url: page.url(), path: await walkPath(page), length: await page.evaluate(() => history.length) };
  await clickSquare(page, 5, 5);
  assert.equal(await field(page, 'start'), '5,5');
  assert.equal(await stepOf(page), 1, 'the click restarts the walk at step 1');
  assert.equal(await page.evaluate(() => history.length), was.length + 1, 'the click is one entry');
  return { page, was };
}

/** The walk is back as it was: its link, its step and its squares. */
async function restored(page, was, how) {
  await page.waitForFunction(() => window.warnsdorff.page.texts().start === '1,1');
  assert.equal(page.url(), was.url, `${how}: the link before the click`);
  assert.equal(await stepOf(page), 30, `${how}: at the step it was at`);
  assert.deepEqual(await walkPath(page), was.path, `${how}: the same walk`);
  assert.match(await page.locator('#status').textContent(), /^Step 30 of 64/);
}

for (const [w, h] of SIZES) {
  test(`${w}x${h}: a click, then the player's Back button, restores the walk; stepping adds no entry`, async () => {
    const { page, was } = await clicked(w, h);
    const length = await page.evaluate(() => history.length);
    await page.locator('#step').click();
    await page.locator('#step').click();
    assert.equal(await stepOf(page), 3);
    assert.equal(await page.evaluate(() => history.length), length, 'stepping fills no history');
    // Back steps back to step 1, then (enabled at the first step) to the walk before.
    await page.locator('#back').click();
    await page.locator('#back').click();
    assert.equal(await stepOf(page), 1);
    assert.equal(await page.locator('#back').isDisabled(), false, 'Back can return to the walk before');
    assert.equal(await page.locator('#reset').isDisabled(), true);
    await page.locator('#back').click();
    await restored(page, was, 'Back button');
    // The first view has no view of this page before it: Back goes no further than step 1.
    await page.locator('#reset').click();
    assert.equal(await page.locator('#back').isDisabled(), true);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test(`${w}x${h}: a click, then the Back key (←), restores the walk`, async () => {
    const { page, was } = await clicked(w, h);
    await page.locator('#status').click();
    await page.keyboard.press('ArrowLeft');
    await restored(page, was, 'Back key');
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test(`${w}x${h}: a click, then the browser's Back and Forward, move between the two walks`, async () => {
    const { page, was } = await clicked(w, h);
    await page.locator('#step').click();
    const now = { url: page.url(), path: await walkPath(page) };
    assert.equal(params(page).step, '2');
    await page.goBack();
    await restored(page, was, 'browser Back');
    assert.equal(await page.locator('#start').inputValue(), '1,1', 'the form follows');
    await page.goForward();
    await page.waitForFunction(() => window.warnsdorff.page.texts().start === '5,5');
    assert.equal(page.url(), now.url);
    assert.equal(await stepOf(page), 2, 'the later walk at the step it was at');
    assert.deepEqual(await walkPath(page), now.path);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('a board preset is a view made too; a click on the walk\'s own start adds no entry', async () => {
  const page = await open(chrome.context, `${server.url}/index.html?${START}`);
  const length = await page.evaluate(() => history.length);
  await clickSquare(page, 1, 1);
  assert.equal(await page.evaluate(() => history.length), length, 'same walk: no entry');
  await page.locator('button[data-preset="5"]').click();
  assert.equal(await field(page, 'rows'), '5');
  assert.equal(await page.evaluate(() => history.length), length + 1);
  await page.goBack();
  await page.waitForFunction(() => window.warnsdorff.page.texts().rows === '8');
  assert.equal(await stepOf(page), 30);
  assert.deepEqual(page.errors, []);
  await page.close();
});
