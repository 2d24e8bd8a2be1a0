// Positions on the walk page: a partial path pasted or read from a file opens at its last
// square and the rule goes on from there; the Position menu's papers' positions open at their
// step and square; Back steps into the loaded path; a reload keeps the position; the papers
// page's "Open in the lab" lands on the exact position. node --test tests/page/positions.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve } from './lib.mjs';
import { whole } from './walk.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const texts = (page) => page.evaluate(() => window.warnsdorff.page.texts());
const params = (page) => Object.fromEntries(new URL(page.url()).searchParams);

// 000 §2's 5×5 path as printed, with dots for the unvisited squares.
const DEAD_END = '11 6 1 . 13\n. . 12 7 2\n5 10 . 14 .\n. . 16 3 8\n17 4 9 . 15\n';

/** The matrix with the squares numbered after `k` unvisited: the position after k squares. */
const prefix = (m, k) => m.split('\n').map((l) => l.split(' ').map((x) => (/^\d+$/.test(x) && Number(x) > k ? '.' : x)).join(' ')).join('\n');

async function paste(page, text) {
  await page.locator('#import').click();
  await page.locator('#import-text').fill(text);
  await page.locator('#import-load').click();
}

test('a pasted partial path opens at its end; Step goes on by the rule, Back steps into the path; reload keeps it', async () => {
  const page = await open(chrome.context, `${server.url}?rule=ordering:36875124`);
  await paste(page, prefix(DEAD_END, 12));
  // Squares 1..12 loaded: shown at 12, the rule goes on to the printed dead end at 17.
  let t = await texts(page);
  assert.equal(t.step, '12');
  assert.match(await page.locator('#import-done').textContent(), /path of 12 squares .*Step goes on by ordering:36875124/);
  await page.keyboard.press('End');
  await page.waitForFunction(() => window.warnsdorff.page.texts().step === '17');
  assert.match(await page.locator('#status').textContent(), /dead end after 17 of 25/);
  await page.locator('#status').click();
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => window.warnsdorff.page.texts().step === '9');
  const url = page.url();
  assert.match(url, /tour=1%2C3%3A|tour=1,3:/);
  const again = await open(chrome.context, url);
  assert.equal((await texts(again)).step, '9');
  assert.equal((await texts(again)).tour, t.tour);
  assert.deepEqual([...page.errors, ...again.errors], []);
  await again.close();
  await page.close();
});

test('a position read from a file; a bad matrix names its line and square', async () => {
  const page = await open(chrome.context, `${server.url}?rule=pohl`);
  await page.locator('#import').click();
  await page.locator('#import-file').setInputFiles({ name: 'dead-end.txt', mimeType: 'text/plain', buffer: Buffer.from(DEAD_END) });
  await page.waitForFunction(() => window.warnsdorff.page.texts().step === '17');
  const t = await texts(page);
  assert.deepEqual([t.rows, t.cols, t.start, t.rule, t.position], ['5', '5', '1,3', 'pohl', '']);
  await page.locator('#import').click();
  await page.locator('#import-text').fill('1 . .\n. . 2\n. 3 .\n');
  await page.locator('#import-load').click();
  assert.match(await page.locator('#import-text-msg').textContent(), /line 3, square \(3,2\): 2 at \(2,3\) to 3 at \(3,2\) is not a knight's move/);
  await page.locator('#import-close').click();
  assert.equal((await texts(page)).step, '17');
  assert.deepEqual(page.errors, []);
  await page.close();
});

const PRESETS = [
  // id, step, knight's square, what the status or note says
  ['ir-figure-2', '12', '3,4', /Figure 2.*8 is missing; it is placed on \(6,3\)/],
  ['ir-figure-4', '1', '5,5', /Figure 4.*\(5,5\)/],
  ['sc-5x5-dead-end', '17', '5,1', /dead end after 17 of 25/],
  ['sc-8x8-tour', '64', '6,5', /Squirrel & Cull's 8×8 tour/],
];

test('each preset position opens at its step and square, with its note', async () => {
  const page = await open(chrome.context, server.url);
  for (const [id, step, square, words] of PRESETS) {
    await page.locator('#position').selectOption(id);
    await page.waitForFunction((s) => window.warnsdorff.page.texts().step === s, step);
    const r = await page.evaluate(() => JSON.parse(window.warnsdorff.page.act({ do: 'export', format: 'json' }).file.text));
    const last = r.path[r.path.length - 1];
    assert.equal(`${last.row ?? last[0]},${last.col ?? last[1]}`, square, id);
    const said = `${await page.locator('#status').textContent()} ${await page.locator('#position-note').textContent()}`;
    assert.match(said, words, id);
    assert.equal((await texts(page)).position, id);
    // The form shows the position's board, start and rule, nothing marked pending.
    const t = await texts(page);
    assert.deepEqual([await page.locator('#rows').inputValue(), await page.locator('#start').inputValue(), await page.locator('#rule').inputValue()], [t.rows, t.start, t.rule], id);
    assert.equal(await page.locator('#setup').getAttribute('data-edited'), 'false', id);
  }
  // Irwin's marks are on show at Figure 2's position; its note is on screen beside the board
  // at 1024x768, with the status.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.locator('#position').selectOption('ir-figure-2');
  await page.waitForFunction(() => window.warnsdorff.page.texts().step === '12');
  assert.match(await whole(page), /trouble square/);
  await page.evaluate(() => window.scrollTo(0, 0));
  const note = await page.locator('#position-note').boundingBox();
  assert.ok(note && note.height > 0 && note.y + note.height <= 768, JSON.stringify(note));
  // None: the rule's own walk from the start.
  await page.locator('#position').selectOption('');
  await page.waitForFunction(() => window.warnsdorff.page.texts().tour === '');
  assert.equal((await texts(page)).step, '1');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the papers page's Open in the lab lands on the exact position", async () => {
  const page = await open(chrome.context, `${server.url}papers.html`);
  for (const [card, id, step] of [['ir-figure-2-a-c', 'ir-figure-2', '12'], ['sc-5x5-dead-end', 'sc-5x5-dead-end', '17'], ['ir-figure-4', 'ir-figure-4', '1']]) {
    const c = page.locator(`#claim-${card}`);
    await c.getByRole('button', { name: 'Run', exact: true }).click();
    await page.waitForFunction((i) => document.querySelector(`#claim-${i}`)?.dataset.verdict, card);
    const href = await c.locator('a.lab').getAttribute('href');
    const lab = await open(chrome.context, new URL(href, page.url()).href);
    const t = await texts(lab);
    assert.deepEqual([t.position, t.step], [id, step], card);
    assert.equal(params(lab).step ?? '1', step);
    assert.deepEqual(lab.errors, []);
    await lab.close();
  }
  await page.close();
});
