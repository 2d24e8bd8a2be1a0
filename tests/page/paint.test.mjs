// Painting the walk page's board: a stroke of the mouse, of a touch (pointer events) and the
// keyboard remove squares or put them back, the shape in the link; the puzzles' end square
// checked when the walk finishes; exists' verdict for the region on show.
// node --test --test-concurrency=1 tests/page/paint.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve, shot } from './lib.mjs';
import { field, params, pixel } from './walk.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

/** The page point at the centre of square (row, col). */
async function at(page, row, col) {
  const box = await page.locator('#board').boundingBox();
  const [rows, cols] = [Number(await field(page, 'rows')), Number(await field(page, 'cols'))];
  return { x: box.x + ((col - 0.5) * box.width) / cols, y: box.y + ((row - 0.5) * box.height) / rows };
}

const rowsOf = (shape) => shape.split('/');

test('a mouse stroke removes the squares it passes; a stroke from a hole puts them back; the link keeps the shape', async () => {
  const page = await open(chrome.context, `${server.url}?board=8x8&start=1,1`);
  await page.locator('#paint').click();
  assert.equal(await page.locator('#paint').getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator('#board').getAttribute('data-drag'), 'on');
  const a = await at(page, 4, 2);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (const c of [3, 4, 5, 6]) {
    const p = await at(page, 4, c);
    await page.mouse.move(p.x, p.y, { steps: 3 });
  }
  await page.mouse.up();
  assert.equal(rowsOf(await field(page, 'shape'))[3], '.#####..');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('shape')?.includes('#####'));
  assert.equal(await field(page, 'start'), '1,1', 'painting does not move the start');
  const hole = await pixel(page, 'board', 4, 3, 0.15, 0.15);
  const square = await pixel(page, 'board', 5, 3, 0.15, 0.15);
  assert.notDeepEqual(hole, square, 'a removed square is drawn as a hole');
  await shot(page, 'paint-stroke');
  // From a hole: the stroke puts squares back.
  const b = await at(page, 4, 5);
  await page.mouse.move(b.x, b.y);
  await page.mouse.down();
  const c = await at(page, 4, 6);
  await page.mouse.move(c.x, c.y, { steps: 3 });
  await page.mouse.up();
  assert.equal(rowsOf(await field(page, 'shape'))[3], '.###....');
  // The link opens the same board.
  const link = page.url();
  const again = await open(chrome.context, link);
  assert.equal(rowsOf(await field(again, 'shape'))[3], '.###....');
  assert.equal(params(again).paint, 'on');
  await again.close();
  // Leaving the mode: a click walks from that square again.
  await page.locator('#paint').click();
  const d = await at(page, 6, 6);
  await page.mouse.click(d.x, d.y);
  assert.equal(await field(page, 'start'), '6,6');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a touch stroke (pointer events of a finger) paints as the mouse does', async () => {
  const page = await open(chrome.context, `${server.url}?board=8x8&paint=on`);
  const points = [];
  for (const col of [2, 3, 4]) points.push(await at(page, 6, col));
  await page.evaluate((pts) => {
    const board = document.getElementById('board');
    const send = (type, p) => board.dispatchEvent(new PointerEvent(type, {
      pointerType: 'touch', pointerId: 7, isPrimary: true, button: type === 'pointermove' ? -1 : 0,
      buttons: type === 'pointerup' ? 0 : 1, clientX: p.x, clientY: p.y, bubbles: true, cancelable: true,
    }));
    send('pointerdown', pts[0]);
    for (const p of pts.slice(1)) send('pointermove', p);
    send('pointerup', pts[pts.length - 1]);
  }, points);
  assert.equal(rowsOf(await field(page, 'shape'))[5], '.###....');
  assert.equal(await page.locator('#board').evaluate((el) => getComputedStyle(el).touchAction), 'none');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the keyboard paints: arrows move the cursor, Space removes and puts back', async () => {
  const page = await open(chrome.context, `${server.url}?board=6x6&start=1,1&paint=on`);
  await page.locator('#board').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  assert.equal(rowsOf(await field(page, 'shape'))[1], '.#....');
  assert.equal(await field(page, 'step'), '1', 'Space paints rather than plays');
  await page.keyboard.press('Space');
  assert.equal(await field(page, 'shape'), '');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a puzzle sets its shape, start and end, and the status says whether the walk ended there', async () => {
  const page = await open(chrome.context, `${server.url}`);
  await page.getByRole('button', { name: 'Diamond' }).click();
  assert.equal(await field(page, 'start'), '1,4');
  assert.equal(await field(page, 'end'), '8,4');
  assert.match(await page.locator('#goal').textContent(), /from \(1,4\) ending on \(8,4\)/);
  await page.locator('#to-end').click();
  await page.waitForFunction(() => /puzzle/.test(document.getElementById('status').textContent));
  const status = await page.locator('#status').textContent();
  const last = (await page.evaluate(() => window.warnsdorff.page.act({ do: 'export', format: 'json' }).file.text));
  const path = JSON.parse(last).path;
  const [r, c] = path[path.length - 1];
  if (path.length === 40 && r === 8 && c === 4) assert.match(status, /ended on the puzzle's end square \(8,4\): solved/);
  else if (path.length === 40) assert.match(status, new RegExp(`ending on \\(8,4\\); this one ended on \\(${r},${c}\\), not there`));
  else assert.match(status, /before covering the board/);
  await shot(page, 'paint-puzzle-diamond');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("exists' verdict: the camel's colour argument on 8x8, a disconnected shape, and unknown", async () => {
  const page = await open(chrome.context, `${server.url}?board=8x8&leaper=camel`);
  assert.match(await page.locator('#exists').textContent(), /Open tour: no tour can exist: colour/);
  assert.equal(await page.locator('#exists').getAttribute('data-open'), 'no');
  await shot(page, 'paint-exists-camel');
  const cut = '......../......../......../......../########/########/......../........';
  const split = await open(chrome.context, `${server.url}?board=8x8&shape=${encodeURIComponent(cut)}`);
  assert.match(await split.locator('#exists').textContent(), /no tour can exist: disconnected/);
  const zebra = await open(chrome.context, `${server.url}?board=8x8&leaper=zebra`);
  assert.match(await zebra.locator('#exists').textContent(), /Open tour: unknown/);
  for (const p of [page, split, zebra]) { assert.deepEqual(p.errors, []); await p.close(); }
});
