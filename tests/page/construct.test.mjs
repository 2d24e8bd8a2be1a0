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
  await page.getByRole('button', { name: 'Reset' }).click();
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
  // The finished tour's turns and crossings: the numbers of the page's own JSON record.
  // The line says the step; its details, one click away, the turns and crossings.
  assert.match(await text(copy, 'status'), /^Step 3 of 3: .* 1 part left\.$/);
  const said = (await text(copy, 'status-more')).match(/^The tour has ([\d,]+) turns and ([\d,]+) crossings\.$/);
  assert.ok(said, await text(copy, 'status'));
  const record = JSON.parse(await copy.evaluate(() => window.warnsdorff.page.act({ do: 'export', format: 'json' }).file.text));
  assert.deepEqual([said[1], said[2]].map((n) => Number(n.replaceAll(',', ''))), [record.turns, record.crossings]);
  // One step back the tour is not finished, and nothing is said of it.
  await copy.getByRole('button', { name: '◀ Back' }).click();
  assert.doesNotMatch(await text(copy, 'status'), /The tour has/);
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
  await setBoard(page, 4, 9);
  // A kind the board does not have is refused when built: the menu keeps the edit, marked
  // pending, with the reason beside it; the board on show and the link stay.
  await page.selectOption('#kind', 'closed');
  assert.equal(await page.locator('#kind').getAttribute('class'), 'pending');
  await page.click('#build');
  assert.match(await text(page, 'kind-msg'), /no closed tour on 4x9: .*Theorem 1/);
  assert.equal(await page.locator('#kind').inputValue(), 'closed');
  assert.equal(params(page).kind, undefined);
  await page.selectOption('#kind', 'best');
  assert.equal(await page.locator('#kind').getAttribute('class'), '');
  await page.fill('#rows', 'abc');
  assert.match(await text(page, 'rows-msg'), /'abc' is not a whole number/);
  const t0 = Date.now();
  await setBoard(page, 999, 1000);
  const ms = Date.now() - t0;
  assert.match(await text(page, 'exists'), /^closed — 999x1000/);
  assert.match(await text(page, 'status'), /^Step \d+ of \d+: vertical merge/);
  await page.waitForFunction(() => !window.warnsdorff.page.busy());
  await shot(page, 'construct-999x1000');
  await setBoard(page, 1500, 1400);
  assert.match(await text(page, 'exists'), /^closed — 1500x1400 has a closed tour/);
  assert.match(await text(page, 'status'), /closed tour on 1500x1400 built; the step-by-step plan is kept/);
  // Logged, not asserted (issue 13: no test asserts a time): `make bench`'s construct section
  // times the construction against native.
  console.log(`# 999x1000 built and shown in ${ms} ms`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('2000x2000: the board is drawn in slices, the page answering between them', async () => {
  // Long tasks (> 50 ms) watched from before the page's first script.
  const page = await chrome.context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push({ start: e.startTime, ms: e.duration }); })
      .observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url('?board=10x10'));
  await page.waitForSelector('body[data-ready="true"]');
  // Submitted from a task of the page's own (a script the test driver runs is not reported as
  // a long task); a timer set just after must fire long before the drawing is done.
  const t0 = await page.evaluate(() => new Promise((resolve) => {
    const t0 = performance.now();
    setTimeout(() => {
      document.querySelector('#rows').value = '2000'; document.querySelector('#cols').value = '2000';
      document.querySelector('#setup').requestSubmit();
      // Timers queued behind the build: while the board is drawn, they keep firing.
      window.__ticks = [];
      const tick = () => { window.__ticks.push(!window.warnsdorff.page.busy()); if (!!window.warnsdorff.page.busy()) setTimeout(tick, 0); };
      setTimeout(tick, 0);
      resolve(t0);
    }, 0);
  }));
  await page.waitForFunction(() => window.warnsdorff.page.texts().board === '2000x2000' && !window.warnsdorff.page.busy(), null, { timeout: 60000 });
  const { longs, ticks } = await page.evaluate((t0) => ({ longs: window.__long.filter((e) => e.start >= t0).map((e) => e.ms), ticks: window.__ticks }), t0);
  // Drawing at once (as before) answers no timer until the board is drawn; in slices, every
  // slice lets one through, however slow the machine. (Long tasks are reported, not asserted:
  // how long the construction takes depends on the machine's load.)
  const during = ticks.filter((d) => !d).length;
  assert.ok(during >= 1, `only ${during} timer(s) ran while the board was drawn; long tasks: ${longs.map((x) => x.toFixed(0)).join(', ') || 'none'}`);
  assert.match(await text(page, 'status'), /closed tour on 2000x2000 built/);
  // The picture is the whole tour: a light texture over the board, not a blank canvas.
  const inked = await page.evaluate(() => {
    const c = document.querySelector('#board canvas');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 0 && d[i] < 250) n += 1;
    return n / (d.length / 4);
  });
  assert.ok(inked > 0.2, `only ${(inked * 100).toFixed(1)} % of the canvas drawn`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a big board: its memory made ready in slices first (Escape cancels), then built', async () => {
  const page = await open(chrome.context, url('?board=10x10'));
  // The first slice runs in the submit's task; Escape in the same task cancels before the next.
  const seen = await page.evaluate(() => {
    document.querySelector('#rows').value = '4000'; document.querySelector('#cols').value = '4000';
    document.querySelector('#setup').requestSubmit();
    const row = document.querySelector('[data-job] [role="group"]');
    const label = row?.getAttribute('aria-label') ?? null;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    return { label, text: row?.textContent ?? '' };
  });
  assert.equal(seen.label, 'Preparing memory', 'the warm-up shows its progress row');
  assert.match(seen.text, /Preparing \d+ MB of memory/);
  await page.waitForFunction(() => /cancelled while its memory was prepared/.test(`${document.querySelector('#status').textContent} ${document.querySelector('#status-more')?.textContent ?? ''}`));
  assert.equal(await page.evaluate(() => window.warnsdorff.page.texts().board), '10x10', 'the board on show stays');
  // Built when the warm-up runs to its end; timers keep firing between its slices.
  await page.evaluate(() => {
    document.querySelector('#rows').value = '2100'; document.querySelector('#cols').value = '2100';
    document.querySelector('#setup').requestSubmit();
    window.__ticks = 0;
    const tick = () => { window.__ticks += 1; if (window.warnsdorff.page.texts().board !== '2100x2100') setTimeout(tick, 0); };
    setTimeout(tick, 0);
  });
  await page.waitForFunction(() => window.warnsdorff.page.texts().board === '2100x2100' && !window.warnsdorff.page.busy(), null, { timeout: 60000 });
  assert.ok(await page.evaluate(() => window.__ticks) >= 1, 'the page answered while the memory was made ready');
  assert.match(await text(page, 'status'), /closed tour on 2100x2100 built/);
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
  await page.getByRole('button', { name: 'Reset' }).click();
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

const downloaded = async (page, button) => {
  const [d] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  const chunks = [];
  for await (const c of await d.createReadStream()) chunks.push(c);
  return { name: d.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
};

test('start square: picked by a click and by the field; the tour is shown and exported from there; URL round trip', async () => {
  const page = await open(chrome.context, url('?board=6x9'));
  assert.match(await text(page, 'explain'), /a closed tour starts on any square/);
  // Click the centre of square (3,4): the board is 9 columns wide.
  const box = await page.locator('#board').boundingBox();
  const cell = box.width / 9;
  await page.mouse.click(box.x + 3.5 * cell, box.y + 2.5 * cell);
  assert.equal(await page.locator('#start').inputValue(), '3,4');
  assert.equal(params(page).start, '3,4');
  const m = await downloaded(page, '#export-matrix');
  assert.equal(m.name, 'construct-closed-6x9-from-3-4.txt');
  const rows = m.text.trim().split('\n').map((l) => l.trim().split(/\s+/));
  assert.equal(rows.length, 6);
  assert.equal(rows[2][3], '1');
  assert.deepEqual(rows.flat().map(Number).sort((a, b) => a - b), Array.from({ length: 54 }, (_, i) => i + 1));
  const j = await downloaded(page, '#export-json');
  const rec = JSON.parse(j.text);
  assert.deepEqual(rec.start, [3, 4], j.text.slice(0, 200));
  assert.equal(rec.path.length, 54);
  assert.equal(rec.rule, 'lin-wei-closed');
  const svg = await downloaded(page, '#export-svg');
  assert.match(svg.text, /^<svg /);
  const png = await downloaded(page, '#export-png');
  assert.equal(png.name, 'construct-closed-6x9-from-3-4.png');
  // The start by keyboard, algebraic; a reload keeps it.
  await page.fill('#start', 'a1');
  await page.locator('#start').press('Enter');
  assert.equal(await page.locator('#start').inputValue(), '6,1');
  const copy = await open(chrome.context, page.url());
  assert.equal(await copy.locator('#start').inputValue(), '6,1');
  const again = await downloaded(copy, '#export-matrix');
  assert.equal(again.text.trim().split('\n')[5].trim().split(/\s+/)[0], '1');
  await shot(page, 'construct-6x9-start');
  assert.deepEqual([...page.errors, ...copy.errors], []);
  await copy.close();
  await page.close();
});

test('open-only and corner-missed boards say which starts they serve', async () => {
  const page = await open(chrome.context, url('?board=3x7'));
  assert.match(await text(page, 'explain'), /serves open tours on 3x7 from \d+ of its 21 squares .*does not find them/);
  await page.fill('#start', '1,3');
  await page.locator('#start').press('Enter');
  assert.match(await text(page, 'start-msg'), /no tour from \(1,3\) on 3x7: the construction serves open tours on 3x7 only from \(1,1\) \(1,7\) \(2,2\)/);
  await page.fill('#start', '1,2');
  await page.locator('#start').press('Enter');
  assert.match(await text(page, 'start-msg'), /one more square of the corners' colour .*\(1,2\) is not/);
  // The typed text stays to be corrected; the tour and the link are as before.
  assert.equal(params(page).start, undefined);
  await page.fill('#start', '1,1');
  await page.locator('#start').press('Enter');
  assert.equal(await text(page, 'start-msg'), '');
  assert.equal(params(page).start, '1,1');
  assert.ok(await page.locator('#send').isDisabled());
  assert.match(await text(page, 'send-msg'), /an open tour is a path, not a cycle/);
  await shot(page, 'construct-3x7-open-starts');
  await page.goto(url('?board=7x7&start=1,1'));
  await page.waitForSelector('body[data-ready="true"]');
  const m = await downloaded(page, '#export-matrix');
  const cells = m.text.trim().split('\n').map((l) => l.trim().split(/\s+/));
  assert.equal(cells[0][0], '1');
  assert.equal(cells[6][6], '-');
  // The corner-missed tour goes to the tourney view as one cycle with the corner left out.
  assert.ok(!(await page.locator('#send').isDisabled()));
  assert.deepEqual(page.errors, []);
  await page.close();
});

for (const [board, kind] of [['6x9', 'best'], ['10x13', 'closed'], ['7x9', 'best'], ['300x301', 'best']]) {
  test(`send ${board} to the tourney view, then Shatter there`, async () => {
    const page = await open(chrome.context, url(`?board=${board}${kind === 'best' ? '' : `&kind=${kind}`}&start=2,3`));
    assert.ok(!(await page.locator('#send').isDisabled()));
    await page.click('#send');
    await page.waitForURL(/tourneys\.html/);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await page.waitForFunction(() => !window.warnsdorff.page.busy(), null, { timeout: 20000 });
    assert.deepEqual(params(page), { from: 'construct', board });
    assert.equal(await page.locator('#cycles').getAttribute('data-count'), '1');
    assert.match(await page.locator('#source').textContent(), new RegExp(`closed tour on ${board}`));
    await page.getByRole('button', { name: 'Shatter' }).click();
    await page.waitForFunction(() => !document.querySelector('#scrub').disabled, null, { timeout: 60000 });
    await page.locator('#reset').isDisabled();
    await page.getByRole('button', { name: 'Step' }).first().click();
    const after = Number(await page.locator('#cycles').getAttribute('data-count'));
    assert.ok(after >= 1, `${after}`);
    const ops = params(page).ops;
    assert.ok(ops && ops.length > 0, JSON.stringify(params(page)));
    // A reload rebuilds the same tour from the board and replays the switches.
    const copy = await open(chrome.context, page.url());
    await copy.waitForFunction(() => !window.warnsdorff.page.busy(), null, { timeout: 60000 });
    assert.equal(await copy.locator('#cycles').getAttribute('data-count'), String(after));
    assert.equal(params(copy).from, 'construct');
    if (board === '10x13' || board === '7x9') await shot(page, `tourney-from-construct-${board}`);
    assert.deepEqual([...page.errors, ...copy.errors], []);
    await copy.close();
    await page.close();
  });
}

test('no horizontal scroll at 390 px', async () => {
  const page = await open(chrome.context, url('?board=12x14'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `page is ${wide}px wide`);
  await shot(page, 'construct-390');
  await page.close();
});

test('a link the lab refuses: the nearest view, and the reason next to its field', async () => {
  const page = await open(chrome.context, url('?board=4x9&kind=closed&start=2,2'));
  assert.match(await text(page, 'kind-msg'), /^From the link: no closed tour on 4x9: .*Theorem 1/);
  assert.equal(await page.locator('#kind').inputValue(), 'best');
  assert.match(await text(page, 'exists'), /^open — /);
  assert.equal(params(page).board, '4x9');
  const bad = await open(chrome.context, url('?board=6x9&start=9,9'));
  assert.match(await text(bad, 'start-msg'), /^From the link: square '9,9' is off the 6x9 board/);
  assert.equal(params(bad).start, undefined);
  assert.equal(params(bad).board, '6x9');
  const garbled = await open(chrome.context, url('?board=12by14&kind=zig'));
  assert.match(await text(garbled, 'board-msg'), /^From the link: board '12by14' is not ROWSxCOLS/);
  assert.match(await text(garbled, 'kind-msg'), /^From the link: kind 'zig' is not one of/);
  assert.equal(params(garbled).board, undefined, 'the default board: the link holds only what differs from the defaults');
  assert.deepEqual([...page.errors, ...bad.errors, ...garbled.errors], []);
  for (const p of [page, bad, garbled]) await p.close();
});
