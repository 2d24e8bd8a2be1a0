// The walk page on any board and with any leaper: the leaper, edges and shape fields, in the
// link and from the form; removed squares drawn as holes; the walk's record names its region
// and the refusals name their field. node --test tests/page/leaper.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve, shot } from './lib.mjs';
import { field, msg, params, pixel, record } from './walk.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

test('a link with a shape, a leaper and a torus walks there, and the record says so', async () => {
  const page = await open(chrome.context, `${server.url}?board=7x7&shape=centre&leaper=camel&wrap=torus&rule=random&start=1,1&step=5`);
  assert.equal(await field(page, 'leaper'), 'camel');
  assert.equal(await field(page, 'wrap'), 'torus');
  assert.equal(await page.locator('#wrap').inputValue(), 'torus');
  assert.equal(await page.locator('#shape').inputValue(), 'centre');
  const r = await record(page);
  assert.equal(r.leaper, '1,3');
  assert.equal(r.wrap, 'torus');
  assert.deepEqual(r.removed, [[4, 4]]);
  // The centre is a hole: the paper shows through, unlike an unvisited square.
  const hole = await pixel(page, 'board', 4, 4, 0.15, 0.15);
  const square = await pixel(page, 'board', 1, 2, 0.15, 0.15);
  assert.notDeepEqual(hole, square);
  await shot(page, 'leaper-7x7-centre-camel-torus');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('typing a leaper, choosing the edges and a shape preset take effect with Apply, in the link', async () => {
  const page = await open(chrome.context, `${server.url}?board=8x8&rule=nineteen`);
  await page.fill('#leaper', '2,3');
  await page.selectOption('#wrap', 'cylinder');
  await page.fill('#shape', 'rounded');
  // (1,1) is removed by the rounded corners: a start there is refused, by its field.
  await page.locator('#shape').press('Enter');
  assert.match(await msg(page, 'start'), /removed/);
  await page.fill('#start', '3,3');
  await page.locator('#start').press('Enter');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('shape') === 'rounded');
  const p = params(page);
  assert.equal(p.leaper, '2,3');
  assert.equal(p.wrap, 'cylinder');
  assert.equal((await record(page)).removed.length, 12);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('refusals name the leaper and the shape fields', async () => {
  const page = await open(chrome.context, `${server.url}?board=8x8&rule=ordering`);
  await page.fill('#leaper', '2,2');
  await page.locator('#leaper').press('Enter');
  assert.match(await msg(page, 'leaper'), /not a leaper|different/);
  await page.fill('#leaper', 'knight');
  await page.fill('#shape', '..#');
  await page.locator('#shape').press('Enter');
  assert.match(await msg(page, 'shape'), /8x8/);
  await page.close();
});
