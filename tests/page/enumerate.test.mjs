// The enumeration page (www/enumerate.html) in headless Chromium: a8→c7 counted in a Worker to
// the paper's 14,258, browsing (next, previous, go to, random, a tie's branch, the board's keys)
// with every shown solution a checked closed tour and its tie strip, the 53-pair table filled by
// the pool of Workers beside the paper's numbers, cancel (its row's button and Escape), inline
// errors, the URL round trip, export, the page frame (header, layout at three sizes, the pending
// mark), and screenshots.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { browser, open, serve, shot } from './lib.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const page_ = (q = '') => `${server.url}enumerate.html${q}`;
const params = (page) => Object.fromEntries(new URL(page.url()).searchParams);
const counted = (page) => page.waitForFunction(() => document.querySelector('#status').dataset.solutions && !document.querySelector('#next').disabled, null, { timeout: 60000 });
const shown = (page, n) => page.waitForFunction((k) => document.querySelector('#solution-line').dataset.number === String(k), n, { timeout: 20000 });
const number = (page) => page.evaluate(() => Number(document.querySelector('#solution-line').dataset.number));
/** The box of `selector` once it has stayed put over a few animation frames: the page lays
 *  itself out again as the counts in its Workers come in (a click read off an earlier box once
 *  landed a row low, on d6 for d5). */
const steadyBox = (page, selector) => page.evaluate((sel) => new Promise((done) => {
  const el = document.querySelector(sel);
  let last = ''; let same = 0;
  const look = () => {
    const r = el.getBoundingClientRect();
    const now = `${r.x},${r.y},${r.width},${r.height}`;
    same = now === last ? same + 1 : 0;
    last = now;
    if (same >= 5) done({ x: r.x, y: r.y, width: r.width, height: r.height });
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}), selector);
const tableDone = (page) => page.waitForFunction(() => document.querySelector('#all-status').dataset.solutions && !document.querySelector('#run-all').disabled, null, { timeout: 120000 });
/** The progress row of the table's Workers (made by the page skeleton). */
const tableRow = (page) => page.locator('[data-job] .job[aria-label^="Counting the"]');

test('enumerate: a8→c7 gives 14,258 in the worker; browse; every shown solution is a closed tour', async () => {
  const page = await open(chrome.context, page_());
  assert.equal(await page.locator('#start').inputValue(), 'a8');
  // Only the two legal ends are offered.
  assert.deepEqual(await page.locator('#end option').allTextContents(), ['c7', 'b6']);
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await counted(page);
  assert.equal(await page.locator('#status').getAttribute('data-solutions'), '14258');
  assert.match(await page.locator('#status').textContent(), /paper 14,258: reproduced/);
  await shown(page, 1);
  // Solution 1 is the paper's Figure 4: ties at moves 2, 20, 41, 43, 47, 48, 49.
  const ties = await page.locator('#ties li').evaluateAll((ls) => ls.map((l) => Number(l.dataset.move)));
  assert.deepEqual(ties, [2, 20, 41, 43, 47, 48, 49]);
  assert.match(await page.locator('#matrix').textContent(), /^ 1 22  3 18 43 38 13 16\n/);
  const check = async () => {
    assert.equal(await page.locator('#solution-line').getAttribute('data-closed'), 'true');
    const m = await page.locator('#matrix').textContent();
    const nums = m.trim().split(/\s+/).map(Number).sort((a, b) => a - b);
    assert.deepEqual(nums, Array.from({ length: 64 }, (_, i) => i + 1));
  };
  await check();
  // A branch button in the tie strip jumps to the first solution down that branch.
  await page.locator('#ties li[data-move="20"] button').first().click();
  await page.waitForFunction(() => document.querySelector('#ties li[data-move="20"]')?.dataset.chosen !== '0');
  await check();
  await page.locator('#n').fill('1');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await shown(page, 1);
  await page.getByRole('button', { name: 'Next →' }).click();
  await shown(page, 2);
  await check();
  assert.match(await page.locator('#ties li').last().textContent(), /move 54/);
  await page.getByRole('button', { name: '← Previous' }).click();
  await shown(page, 1);
  await page.getByRole('button', { name: '← Previous' }).click();
  await shown(page, 14258);
  await check();
  await page.locator('#n').fill('7000');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await shown(page, 7000);
  await check();
  for (let i = 0; i < 3; i++) {
    const before = await number(page);
    await page.getByRole('button', { name: 'Random' }).click();
    await page.waitForFunction((b) => Number(document.querySelector('#solution-line').dataset.number) !== b, before);
    await check();
  }
  // Errors stay next to their field.
  const onShow = await number(page);
  await page.locator('#n').fill('99999');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('#n-msg').textContent !== '');
  assert.match(await page.locator('#n-msg').textContent(), /1 to 14,258/);
  // The link holds what differs from the defaults: here, the solution on show.
  assert.deepEqual(params(page), { n: String(onShow) });
  await shot(page, 'enumerate-a8-c7');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('enumerate: the 53-pair table fills in beside the paper and says what is not reproduced', async () => {
  const page = await open(chrome.context, page_());
  await tableDone(page);
  assert.equal(await page.locator('#pairs tbody tr').count(), 53);
  assert.equal(await page.locator('#pairs tbody tr[data-pair="1(a)"]').getAttribute('data-solutions'), '14258');
  assert.equal(await page.locator('#pairs tbody tr[data-pair="1(b)"]').getAttribute('data-solutions'), '14258');
  const foot = await page.locator('#totals').textContent();
  assert.match(foot, /989,931/);
  assert.match(foot, /NOT reproduced/);
  assert.match(await page.locator('#honesty').textContent(), /a8→c7 14,258 \(paper 14,258: reproduced\).*NOT reproduced/);
  const status = await page.locator('#all-status').textContent();
  assert.match(status, /^Done: 933,089 solutions over 53 sets in [\d.]+ s \([\d.]+ M positions\/s on \d Workers?\)\.$/);
  console.log(`# ${status}`);
  // A row counts its pair.
  await page.locator('#pairs tbody tr[data-pair="3(b)"] td').nth(5).click();
  await counted(page);
  assert.deepEqual(params(page), { start: 'c8', end: 'b6', n: '1' });
  assert.equal(await page.locator('#pairs tbody tr[data-pair="3(b)"]').getAttribute('data-current'), 'true');
  // A dash family runs on the pool too, and its row's Cancel stops it.
  await page.locator('#family').selectOption('semi');
  await page.getByRole('button', { name: 'Count all' }).click();
  await page.waitForFunction(() => Number(document.querySelector('[data-job] .job[aria-label^="Counting the"] progress')?.value) > 0);
  await tableRow(page).getByRole('button', { name: 'Cancel' }).click();
  await page.waitForFunction(() => /^Cancelled/.test(document.querySelector('#all-status').textContent), null, { timeout: 20000 });
  assert.equal(params(page).family, 'semi');
  assert.equal(await tableRow(page).count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('enumerate: URL state, clicking a start cell, dashes, and field errors', async () => {
  const page = await open(chrome.context, page_('?start=b8&end=a6&reading=outlet-reserved&dash=ecd:b6&n=3&rseed=5'));
  await counted(page);
  await shown(page, 3);
  assert.equal(await page.locator('#dash').inputValue(), 'ecd:b6');
  assert.equal(await page.locator('#rseed').textContent(), '5');
  const m = await page.locator('#matrix').textContent();
  const grid = m.trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number));
  // The end corner dash: b6, a8, c7, a6 are 61–64.
  assert.deepEqual([grid[2][1], grid[0][0], grid[1][2], grid[2][0]], [61, 62, 63, 64]);
  // Click d5 on the board: it becomes the start and its 8 ends are offered.
  const box = await steadyBox(page, '#board');
  await page.mouse.click(box.x + box.width * (3.5 / 8), box.y + box.height * (3.5 / 8));
  assert.equal(await page.locator('#start').inputValue(), 'd5');
  assert.equal(await page.locator('#end option').count(), 8);
  assert.equal(params(page).start, 'd5');
  // A corner the pair cannot dash, and a bad start, are refused next to their fields.
  await page.locator('#start').fill('a8');
  await page.locator('#dash').fill('a8');
  assert.match(await page.locator('#dash-msg').textContent(), /dashable corners: h8, a1, h1/);
  await page.locator('#start').fill('k9');
  assert.match(await page.locator('#start-msg').textContent(), /k9/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('enumerate: phone-sized screenshot', async () => {
  const page = await open(chrome.context, page_('?start=d5&end=e3&n=2'));
  await page.setViewportSize({ width: 390, height: 844 });
  await counted(page);
  await shown(page, 2);
  await shot(page, 'enumerate-390');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 1) {
    const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).map((e) => `${e.tagName}#${e.id}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`).slice(0, 15));
    console.log(`# too wide: ${wide.join('; ')}`);
  }
  assert.ok(overflow <= 1, `no sideways scrolling: ${overflow}px`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

const downloaded = async (page, button) => {
  const [d] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  const chunks = [];
  for await (const c of await d.createReadStream()) chunks.push(c);
  return { name: d.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
};

test('enumerate: export the solution on show; keys; a new set replaces the solution when counted', async () => {
  const page = await open(chrome.context, page_());
  // Nothing on show: export is off.
  assert.ok(await page.locator('#export-matrix').isDisabled());
  assert.equal(await page.locator('#import').count(), 0);
  assert.equal(params(page).n, undefined);
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  await counted(page);
  await shown(page, 1);
  assert.equal(params(page).n, '1');
  // On the focused board, End and Home go to the last and the first solution; → and ← step.
  await page.locator('#board').focus();
  await page.keyboard.press('End');
  await shown(page, 14258);
  await page.keyboard.press('Home');
  await shown(page, 1);
  await page.keyboard.press('ArrowRight');
  await shown(page, 2);
  await page.keyboard.press('ArrowRight');
  await shown(page, 3);
  await page.keyboard.press('ArrowLeft');
  await shown(page, 2);
  assert.equal(params(page).n, '2');
  const m = await downloaded(page, '#export-matrix');
  assert.equal(m.name, 'phadke-a8-c7-outlet-reserved-solution-2.txt');
  assert.equal(m.text, await page.locator('#matrix').textContent());
  const j = await downloaded(page, '#export-json');
  const rec = JSON.parse(j.text);
  assert.equal(rec.path.length, 64);
  assert.deepEqual(rec.path[0], [1, 1]);
  assert.deepEqual(rec.path[63], [2, 3]);
  assert.equal(rec.rule, 'phadke-outlet-reserved');
  assert.match(JSON.stringify(rec.outcome), /closed/i);
  const svg = await downloaded(page, '#export-svg');
  assert.match(svg.text, /^<svg /);
  const png = await downloaded(page, '#export-png');
  assert.equal(png.name, 'phadke-a8-c7-outlet-reserved-solution-2.png');
  // A copied link shows the same solution.
  const copy = await open(chrome.context, page.url());
  await shown(copy, 2);
  assert.equal(await copy.locator('#matrix').textContent(), m.text);
  await copy.close();
  // Another end: pending until Count, which counts the new set and shows its first solution.
  await page.selectOption('#end', 'b6');
  assert.deepEqual(params(page), { n: '2' });
  assert.equal(await page.locator('#matrix').textContent(), m.text);
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  assert.equal(params(page).end, 'b6');
  await page.waitForFunction(() => /^Counted a8→b6/.test(document.querySelector('#status').textContent));
  await shown(page, 1);
  assert.equal(params(page).n, '1');
  const b6 = (await page.locator('#matrix').textContent()).trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number));
  assert.equal(b6[2][1], 64);
  assert.ok(!(await page.locator('#export-matrix').isDisabled()));
  // Escape cancels the Worker pool's count under way, as its row's Cancel button does.
  await tableDone(page);
  await page.locator('#family').selectOption('semi');
  await page.getByRole('button', { name: 'Count all' }).click();
  await page.waitForFunction(() => Number(document.querySelector('[data-job] .job[aria-label^="Counting the"] progress')?.value) > 0);
  assert.ok(await page.locator('#run-all').isDisabled());
  await page.locator('#browse-h').click();
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => /^Cancelled/.test(document.querySelector('#all-status').textContent), null, { timeout: 20000 });
  assert.equal(await tableRow(page).count(), 0);
  assert.ok(!(await page.locator('#run-all').isDisabled()));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('enumerate: the frame\'s header lists the seven pages with this one current', async () => {
  const page = await open(chrome.context, page_());
  const links = await page.locator('header[data-frame] nav ul a').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]));
  assert.equal(links.length, 7);
  assert.ok(links.some(([h]) => h === 'index.html') && links.some(([h]) => h === 'papers.html'), JSON.stringify(links));
  assert.equal(await page.locator('header nav a[aria-current="page"]').count(), 1);
  assert.equal(await page.locator('header nav a[aria-current="page"]').getAttribute('href'), 'enumerate.html');
  assert.equal(await page.locator('header nav a[aria-current="page"]').textContent(), 'Phadke');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('enumerate: board, status and explanation on screen together at 1400x1000 and 1024x768; the phone stacks board, status, controls', async () => {
  const page = await open(chrome.context, page_('?n=5'));
  await shown(page, 5);
  for (const [w, h] of [[1400, 1000], [1024, 768]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(400); // the board is fitted again once the resize settles
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const sel of ['#board canvas', '#status', '#explain']) {
      const b = await page.locator(sel).boundingBox();
      assert.ok(b && b.width > 0 && b.height > 0, `${w}x${h}: ${sel} not shown`);
      assert.ok(b.x >= 0 && b.y >= 0 && b.x + b.width <= w + 1 && b.y + b.height <= h + 1, `${w}x${h}: ${sel} at ${JSON.stringify(b)}`);
    }
    assert.ok((await page.locator('#explain').textContent()).includes('Figure 3'));
    await shot(page, `enumerate-${w}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  const y = async (sel) => (await page.locator(sel).boundingBox()).y;
  const [board, status, count] = [await y('#board'), await y('#status'), await y('#count')];
  assert.ok(board < status && status < count, `board ${board}, status ${status}, Count ${count}`);
  const box = await page.locator('#board').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `board ${JSON.stringify(box)}`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 390);
  await shot(page, 'enumerate-phone');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('enumerate: an edited field is marked pending until Count applies it', async () => {
  const page = await open(chrome.context, page_());
  const edits = page.locator('#setup [data-edits]');
  assert.equal(await edits.textContent(), '');
  await page.locator('#reading').selectOption('blocked-reserved');
  assert.match(await page.locator('#reading').getAttribute('class'), /pending/);
  assert.notEqual(await edits.textContent(), '');
  assert.equal(params(page).reading, undefined, 'not applied yet');
  assert.match(await page.locator('#reading-help').textContent(), /reserved cells count as outlets/);
  await page.getByRole('button', { name: 'Count', exact: true }).click();
  assert.doesNotMatch(await page.locator('#reading').getAttribute('class') ?? '', /pending/);
  assert.equal(await edits.textContent(), '');
  assert.equal(params(page).reading, 'blocked-reserved');
  assert.match(await page.locator('#reading-help').textContent(), /reserved cells are not outlets/);
  await counted(page);
  assert.match(await page.locator('#status').textContent(), /^Counted a8→c7/);
  assert.deepEqual(page.errors, []);
  await page.close();
});
