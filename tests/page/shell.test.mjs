// The shared page shell (www/shell/) in headless Chromium: export (each format downloads, the
// matrix re-imports to the same tour), import (valid tours load, invalid ones show their line and
// square), the address bar describes what is on screen (the tourney link bugs of issue 9), the
// one playback loop on both board pages, long jobs with progress and cancel, New seed, and
// screenshots of every page at desktop and phone sizes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { browser, open, serve, shot } from './lib.mjs';
import { field, reply, stepOf, walkPath } from './walk.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const walkUrl = (q = '') => `${server.url}${q}`;
const tourneyUrl = (q = '') => `${server.url}tourneys.html${q}`;
const status = (page) => page.locator('#status').textContent();
const msg = (page, field) => page.locator(`#${field}-msg`).textContent();
const params = (page) => Object.fromEntries(new URL(page.url()).searchParams);
const cycles = async (page) => Number(await page.locator('#cycles').getAttribute('data-count'));
// A closed 8x8 Warnsdorff tour: random tie-break from (1,1), seed 18 (as in the other tests).
const CLOSED = '?board=8x8&start=1,1&rule=random&seed=18&step=64';

/** Click an export button; the download's suggested name and its bytes. */
async function exported(page, format) {
  const [d] = await Promise.all([page.waitForEvent('download'), page.locator(`#export-${format}`).click()]);
  return { name: d.suggestedFilename(), body: readFileSync(await d.path()) };
}

/** Paste `text` into the import dialog and press Load. */
async function paste(page, text) {
  await page.getByRole('button', { name: 'Import…' }).click();
  await page.locator('#import-text').fill(text);
  await page.locator('#import-load').click();
}

/** Drop a file holding `text` on the board, and wait until the import has said how it went
 * (the drop handler awaits the file's text first, so the answer comes a task or more later): the
 * import's message or its done-line is written, even with the same words as before. */
async function dropFile(page, text, name = 'tour.txt') {
  const answered = await page.evaluate(({ text, name }) => new Promise((resolve) => {
    const said = ['import-msg', 'tour-msg', 'import-done'].map((id) => document.getElementById(id)).filter(Boolean);
    const seen = new MutationObserver(() => { seen.disconnect(); clearTimeout(late); resolve(true); });
    for (const el of said) seen.observe(el, { childList: true, characterData: true, subtree: true });
    const late = setTimeout(() => { seen.disconnect(); resolve(false); }, 10000);
    const dt = new DataTransfer();
    dt.items.add(new File([text], name, { type: 'text/plain' }));
    const target = document.querySelector('[data-view="board"]') ?? document.getElementById('board') ?? document.getElementById('board-wrap');
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }), { text, name });
  assert.ok(answered, 'the dropped file was imported or refused within 10 s');
}

test('export: the walk as PNG, SVG, matrix and JSON; the matrix re-imports to the same tour', async () => {
  const page = await open(chrome.context, walkUrl(CLOSED));
  assert.match(await status(page), /Finished: closed tour\./);
  const path = await walkPath(page);
  assert.equal(path.length, 64);

  const png = await exported(page, 'png');
  assert.equal(png.name, 'walk-8x8-random-seed18-step64.png');
  assert.deepEqual([...png.body.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.ok(png.body.length > 2000, `a PNG of ${png.body.length} bytes`);

  const svg = (await exported(page, 'svg')).body.toString('utf8');
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(svg, /<title>start \(1,1\)<\/title>/);
  assert.match(svg, /stroke-dasharray/, 'the closing move of a closed tour is drawn');

  const matrix = await exported(page, 'matrix');
  assert.equal(matrix.name, 'walk-8x8-random-seed18-step64.txt');
  const text = matrix.body.toString('utf8');
  const rows = text.trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number));
  assert.equal(rows.length, 8);
  assert.ok(rows.every((r) => r.length === 8));
  assert.deepEqual(rows.flat().sort((a, b) => a - b), Array.from({ length: 64 }, (_, i) => i + 1));
  // The matrix says where each move went: square path[k] holds k + 1.
  path.forEach((sq, k) => assert.equal(rows[Math.floor(sq / 8)][sq % 8], k + 1));
  // Imported again, the matrix is the same closed tour.
  const back = await open(chrome.context, walkUrl('?board=12x12'));
  assert.match((await reply(back, { do: 'import', text })).say, /^Imported a closed tour on 8x8/);
  await reply(back, { do: 'seek', to: 64 });
  assert.deepEqual(await walkPath(back), path);
  await back.close();

  const json = JSON.parse((await exported(page, 'json')).body.toString('utf8'));
  assert.deepEqual(json.board, [8, 8]);
  assert.deepEqual(json.start, [1, 1]);
  assert.equal(json.rule, 'random');
  assert.equal(json.seed, 18);
  assert.equal(json.outcome.kind, 'closed-tour');
  assert.deepEqual(json.path.map(([r, c]) => (r - 1) * 8 + (c - 1)), path);

  // Half way: the matrix holds the path so far, '-' elsewhere; the record says it is running.
  await page.locator('#scrub').fill('10');
  const part = (await exported(page, 'matrix')).body.toString('utf8');
  assert.equal(part.match(/\d+/g).length, 10);
  assert.equal(part.match(/-/g).length, 54);
  assert.equal(JSON.parse((await exported(page, 'json')).body.toString('utf8')).outcome.kind, 'running');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('import: an invalid matrix or record shows its line and square next to the import control; the board stays', async () => {
  const page = await open(chrome.context, walkUrl('?board=8x8&step=5'));
  const before = { status: await status(page), url: page.url() };
  // Line 4 (after a blank line): 3 at (3,2) is not a knight's move from 2 at (2,3).
  await paste(page, '1 - - -\n\n- - 2 -\n- 3 - -\n');
  assert.equal(await page.locator('#import-dialog').getAttribute('open'), '');
  const m = await msg(page, 'import-text');
  assert.match(m, /^matrix: line 4, square \(3,2\): 2 at \(2,3\) to 3 at \(3,2\) is not a knight's move$/);
  assert.equal(await msg(page, 'tour'), m);
  assert.equal(await page.locator('#import-text').getAttribute('aria-invalid'), 'true');
  // The line named is selected in the text.
  const picked = await page.evaluate(() => { const a = document.getElementById('import-text'); return a.value.slice(a.selectionStart, a.selectionEnd); });
  assert.equal(picked, '- 3 - -');
  await shot(page, 'import-invalid-matrix');
  // Typing in the dialog never moves the walk (the playback keys leave it alone).
  await page.locator('#import-text').press('ArrowRight');
  await page.locator('#import-text').press('Space');
  await page.getByRole('button', { name: 'Close' }).click();
  assert.equal(await status(page), before.status);
  assert.equal(page.url(), before.url);

  // A JSON record whose fourth square is not a knight's move from the third: its text line.
  const record = '{\n"board": [5, 5],\n"start": [1, 1],\n"rule": "x",\n"seed": 0,\n"outcome": {"kind": "running"},\n"path": [\n[1, 1],\n[2, 3],\n[3, 5],\n[3, 4]\n]\n}';
  await paste(page, record);
  assert.match(await msg(page, 'tour'), /^JSON record: line 11, path entry 4, square \(3,4\): .*not a knight's move/);
  await page.getByRole('button', { name: 'Close' }).click();
  await paste(page, '{"board": [8, 8],\n "start": oops}');
  assert.match(await msg(page, 'tour'), /^JSON: line 2, column \d+: /);
  await page.getByRole('button', { name: 'Close' }).click();

  // A file dropped on the board: checked the same way.
  await dropFile(page, '1 - -\n- - 2\n- 1 -\n');
  assert.match(await msg(page, 'tour'), /^matrix: line 3, square \(3,2\): number 1 appears twice/);
  assert.equal(await status(page), before.status);
  assert.equal(page.url(), before.url);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('import: a valid matrix loads on the walk page and steps from move 1', async () => {
  const src = await open(chrome.context, walkUrl(CLOSED));
  const text = (await exported(src, 'matrix')).body.toString('utf8');
  const path = await walkPath(src);
  await src.close();
  const page = await open(chrome.context, walkUrl('?board=12x12&start=2,2'));
  await paste(page, text);
  assert.equal(await page.locator('#import-dialog').getAttribute('open'), null);
  assert.match(await page.locator('#import-done').textContent(), /Imported a closed tour on 8x8/);
  assert.match(await status(page), /^Step 1 of 64: the knight starts on a8/);
  // The link holds the imported tour itself (first square, then each move 1-8); 8x8 is the
  // page's default board, which a link leaves out.
  assert.equal(params(page).board, undefined);
  assert.match(params(page).tour, /^1,1:[1-8]{63}$/);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  assert.deepEqual((await walkPath(page)), path.slice(0, 6));
  const again = await open(chrome.context, page.url());
  assert.deepEqual(await walkPath(again), path.slice(0, 6));
  assert.equal(await status(again), await status(page));
  await again.close();
  await page.getByRole('button', { name: 'Run to end' }).click();
  await page.waitForFunction(() => window.warnsdorff.page.texts().step === '64');
  assert.deepEqual(await walkPath(page), path);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('tourney page: export PNG (and the cover as JSON, SVG, matrix); import a closed tour as a cover, refuse an open one', async () => {
  const page = await open(chrome.context, tourneyUrl('?gen=divide&n=10&seed=1'));
  assert.equal(await cycles(page), 1);
  const png = await exported(page, 'png');
  assert.equal(png.name, 'cover-divide-10x10-seed1.png');
  assert.deepEqual([...png.body.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);

  // An open tour is not a cover: said next to the import control, the cover stays.
  const open8 = await open(chrome.context, walkUrl('?board=8x8&start=1,1&rule=ordering:12345678&step=64'));
  const openTour = (await exported(open8, 'matrix')).body.toString('utf8');
  await open8.close();
  await paste(page, openTour);
  assert.match(await msg(page, 'import'), /this is a tour, not a closed tour/);
  await page.getByRole('button', { name: 'Close' }).click();
  assert.equal(await cycles(page), 1);
  assert.equal(params(page).gen, 'divide');

  const json = (await exported(page, 'json')).body.toString('utf8');
  const svg = (await exported(page, 'svg')).body.toString('utf8');
  assert.equal(JSON.parse(json).cycles.length, 1);
  assert.match(svg, /^<svg/);
  const matrix = (await exported(page, 'matrix')).body.toString('utf8');
  assert.equal(matrix.trim().split('\n').length, 10);
  // Shatter, export the cover as JSON, import it on a fresh page: the same cycles.
  await page.getByRole('button', { name: 'Shatter' }).click();
  await page.waitForFunction(() => !window.warnsdorff.page.busy());
  await page.getByRole('button', { name: 'Run to end' }).click();
  await page.waitForFunction(() => { const p = window.warnsdorff.page.status().play; return p.len > 0 && p.pos === p.len; });
  const many = await cycles(page);
  const cover = (await exported(page, 'json')).body.toString('utf8');
  const fresh = await open(chrome.context, tourneyUrl());
  await paste(fresh, cover);
  assert.equal(await cycles(fresh), many);
  assert.equal(params(fresh).board, '10x10');
  assert.match(params(fresh).cycles, /^\d+,\d+:[1-8]+(\.\d+,\d+:[1-8]+)+$/);
  const again = await open(chrome.context, fresh.url());
  assert.equal(await cycles(again), many);
  await again.close();
  assert.equal(await fresh.getByLabel('Generator').inputValue(), '');
  await dropFile(fresh, matrix);
  assert.equal(await cycles(fresh), 1);
  assert.deepEqual([...page.errors, ...fresh.errors], []);
  await page.close(); await fresh.close();
});

test('the tourney link describes the board on screen, not the form (issue 9 item 12)', async () => {
  const page = await open(chrome.context, tourneyUrl('?gen=divide-tourney&n=22&seed=1'));
  await page.getByRole('button', { name: 'Join' }).click();
  // Type 14 without Generate, then step: the link still says 22 and reopens the same view.
  await page.locator('#n').fill('14');
  await page.getByRole('button', { name: 'Step ▶' }).click();
  assert.equal(params(page).n, undefined, 'the default 22');
  assert.equal(params(page).ops, 'join@1');
  const view = { cycles: await cycles(page), status: await status(page) };
  const again = await open(chrome.context, page.url());
  assert.deepEqual({ cycles: await cycles(again), status: await status(again) }, view);
  assert.equal(await again.locator('#n').inputValue(), '22');
  await again.close();

  // An invalid 13: marked, the link unchanged.
  await page.locator('#n').fill('13');
  assert.match(await msg(page, 'n'), /does not support 13x13/);
  await page.getByRole('button', { name: 'Step ▶' }).click();
  assert.equal(params(page).n, undefined);
  assert.equal(params(page).ops, 'join@2');
  // A link that does say 13: the default cover, without the link's switches.
  const bad = await open(chrome.context, tourneyUrl('?gen=divide-tourney&n=13&seed=1&ops=join@3'));
  assert.equal(await cycles(bad), 7);
  assert.equal(await bad.evaluate(() => window.warnsdorff.page.status().play.len), 0);
  assert.match(await msg(bad, 'ops'), /not replayed/);
  assert.deepEqual([params(bad).n, params(bad).ops], [undefined, undefined]);
  assert.deepEqual([...page.errors, ...bad.errors], []);
  await page.close(); await bad.close();
});

test("a walk carried into the tourney view: the form shows the walk's tour, not divide-tourney 22", async () => {
  const page = await open(chrome.context, tourneyUrl('?from=walk&board=8x8&start=1,1&rule=random&seed=18'));
  assert.equal(await cycles(page), 1);
  assert.equal(await page.getByLabel('Generator').inputValue(), '');
  assert.match(await page.locator('#gen option:checked').textContent(), /the walk's closed tour \(8x8\)/);
  assert.equal(await page.locator('#n').inputValue(), '8');
  assert.equal(await page.locator('#seed').inputValue(), '18');
  // A refused generator leaves the walk's tour on show, and the link.
  await page.locator('#n').fill('9');
  await page.getByLabel('Generator').selectOption('braid');
  assert.match(await msg(page, 'n'), /braid does not support 9x9/);
  await page.getByRole('button', { name: 'Generate' }).click();
  assert.equal(params(page).from, 'walk');
  assert.equal(await cycles(page), 1);
  // Choosing one that fits replaces it; the link follows.
  await page.locator('#n').fill('8');
  await page.getByRole('button', { name: 'Generate' }).click();
  assert.equal(await cycles(page), 8);
  assert.deepEqual([params(page).gen, params(page).n, params(page).from], ['braid', '8', undefined]);
  assert.equal(await page.locator('#gen option[value=""]').evaluate((o) => o.hidden), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the walk page: a rule refused on the board keeps the edit pending (squirrel-cull on 8x10)', async () => {
  const page = await open(chrome.context, walkUrl('?board=8x10&step=4'));
  const before = { status: await status(page), url: page.url() };
  await page.locator('#rule').selectOption('squirrel-cull');
  await page.getByRole('button', { name: 'Apply' }).click();
  assert.match(await msg(page, 'rule'), /square boards/);
  assert.equal(await page.locator('#rule').inputValue(), 'squirrel-cull');
  assert.equal(await page.locator('#rule').getAttribute('class'), 'pending');
  assert.equal(await status(page), before.status);
  assert.equal(page.url(), before.url);
  assert.equal(params(page).rule, undefined);
  assert.equal(await field(page, 'rule'), 'ordering');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('one playback loop on both board pages: play, pause, keys, speed, run to end', async () => {
  const walk = await open(chrome.context, walkUrl('?board=8x8'));
  const tour = await open(chrome.context, tourneyUrl('?gen=braid&n=16&seed=2'));
  for (const page of [walk, tour]) {
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    assert.ok(loaded.includes('/shell/player.js'), `the page loads the shell's player: ${loaded}`);
    assert.ok(!loaded.includes('/shell/playback.js') && !loaded.includes('/player.js'));
  }
  await tour.getByRole('button', { name: 'Join' }).click();
  await tour.waitForFunction(() => !window.warnsdorff.page.busy());
  const at = { walk: () => stepOf(walk), tour: () => tour.evaluate(() => window.warnsdorff.page.status().play.pos) };
  for (const [name, page] of [['walk', walk], ['tour', tour]]) {
    const speedText = await page.locator('#speed-out').textContent();
    await page.locator('#status').click();
    await page.keyboard.press('ArrowUp');
    assert.notEqual(await page.locator('#speed-out').textContent(), speedText, `${name}: ↑ is faster`);
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.locator('#speed-out').textContent(), speedText);
    await page.getByRole('button', { name: 'Play' }).click();
    assert.equal(await page.locator('#play').textContent(), 'Pause');
    assert.equal(await page.locator('#play').getAttribute('aria-pressed'), 'true');
    await page.waitForFunction((name) => (name === 'walk' ? Number(window.warnsdorff.page.texts().step) : window.warnsdorff.page.status().play.pos) >= 3, name);
    await page.keyboard.press(' ');
    assert.equal(await page.locator('#play').textContent(), 'Play');
    const paused = await at[name]();
    await page.waitForTimeout(300);
    assert.equal(await at[name](), paused, `${name}: paused means still`);
    await page.keyboard.press('End');
    await page.waitForFunction(() => document.querySelector('#to-end').textContent === 'Run to end' && document.querySelector('#play').textContent === 'Play');
    await page.keyboard.press('Home');
    assert.equal(await at[name](), name === 'walk' ? 1 : 0, `${name}: Home goes to the start`);
  }
  await walk.keyboard.press('End');
  await walk.waitForFunction(() => window.warnsdorff.page.texts().step === '64');
  assert.match(await status(walk), /Finished: full tour\./);
  await tour.keyboard.press('End');
  await tour.waitForFunction(() => { const p = window.warnsdorff.page.status().play; return p.pos === p.len && document.querySelector('#play').textContent === 'Play'; });
  assert.equal(await cycles(tour), 1);
  assert.deepEqual([...walk.errors, ...tour.errors], []);
  await walk.close(); await tour.close();
});

test('jobs: a long job shows progress and Cancel; the page answers clicks meanwhile; Escape cancels', async () => {
  const page = await open(chrome.context, walkUrl('?board=8x8'));
  // nineteen on 2000x2000: its trial walks run in slices on the page's thread, in the shared
  // progress row; the walk on show answers meanwhile.
  const prepare = async () => {
    await page.locator('#rows').fill('2000');
    await page.locator('#cols').fill('2000');
    await page.locator('#rule').selectOption('nineteen');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForSelector('[data-job] .job progress', { timeout: 10000 });
  };
  await prepare();
  // The row says the job's words once, with the percentage they lack; its label names the job
  // for assistive technology.
  assert.match(await page.locator('[data-job] .job span').textContent(), /^nineteen: trying ordering #\d+ of 19 \(.*\), \d+% of the board walked$/);
  assert.equal(await page.getByRole('group', { name: 'Preparing the walk' }).count(), 1);
  assert.equal(await page.locator('[data-job]').isVisible(), true);
  // The page answers: a step click is handled while the job runs.
  await page.getByRole('button', { name: 'Step ▶' }).click();
  assert.match(await status(page), /^Step 2 of 64/);
  await shot(page, 'job-running');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-job] .job'));
  assert.equal(await page.locator('[data-job]').isVisible(), false);
  assert.equal(await field(page, 'rows'), '8');
  // The Cancel button does the same.
  await prepare();
  await page.locator('[data-job] .job').getByRole('button', { name: 'Cancel' }).click();
  await page.waitForFunction(() => !document.querySelector('[data-job] .job'));
  assert.match(await msg(page, 'apply'), /^Cancelled; the board shown is unchanged\./);
  assert.equal(await field(page, 'rows'), '8');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('New seed: a fresh seed from the module, applied and in the link', async () => {
  const page = await open(chrome.context, walkUrl('?board=8x8&rule=random&seed=1'));
  const seeds = await page.evaluate(() => { const w = window.warnsdorff.wasm; return typeof w.freshSeed === 'function' ? [w.freshSeed(), w.freshSeed()] : null; });
  assert.ok(seeds, 'the module exports freshSeed');
  for (const s of seeds) assert.match(s, /^\d{1,20}$/);
  assert.notEqual(seeds[0], seeds[1]);
  await page.getByRole('button', { name: 'New seed' }).click();
  const seed = await page.locator('#seed').inputValue();
  assert.notEqual(seed, '1');
  assert.equal(params(page).seed, seed);
  assert.equal(await field(page, 'seed'), seed);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('screenshots: every page at 1400x1000 and 390x844', async () => {
  const pages = [['walk', walkUrl('?board=8x8&step=20')], ['tourneys', tourneyUrl('?gen=divide-tourney&n=22&seed=1&rails=1')], ['stats', `${server.url}stats.html`]];
  for (const [w, h] of [[1400, 1000], [390, 844]]) {
    for (const [name, url] of pages) {
      const page = await chrome.context.newPage();
      page.errors = [];
      page.on('pageerror', (e) => page.errors.push(e.message));
      await page.setViewportSize({ width: w, height: h });
      await page.goto(url);
      await page.waitForSelector('body[data-ready="true"]');
      // Nothing sticks out sideways at either size.
      const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(over <= 1, `${name} at ${w}x${h} is ${over} px too wide`);
      await shot(page, `shell-${name}-${w}x${h}`);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
});

// Known gap (issue 9 item 11): one planning slice is a whole shatter or join round, which at
// 400x400 holds the page for about 250 ms in wasm; smaller boards plan too fast to cancel. Kept
// strict and marked todo until shatter and join rounds are split into chunks of switches.
test('tourney page: a 400x400 Obfuscate plans in slices with progress; Cancel leaves the cover as it was; clicks still answered', async () => {
  const page = await open(chrome.context, tourneyUrl('?gen=braid&n=400&seed=1'));
  assert.equal(await cycles(page), 400);
  // Started, watched, clicked and cancelled within one script of the test: the plan (a second
  // or less here) must not end before the checks, however fast the machine. The first slice
  // runs in the click's task, so the progress row is there when the click returns; a checkbox
  // clicked between slices takes effect; Escape cancels before the plan's end.
  const seen = await page.evaluate(async () => {
    [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Obfuscate').click();
    await new Promise((q) => setTimeout(q, 0));
    const bar = document.querySelector('[data-job] progress');
    const r = {
      bar: bar !== null,
      value: Number(bar?.value ?? -1),
      text: document.querySelector('[data-job] .job span')?.textContent ?? '',
      groups: document.querySelectorAll('[role="group"][aria-label="Planning obfuscate"]').length,
    };
    document.getElementById('rails').click();
    await new Promise((q) => setTimeout(q, 0));
    r.busy = window.warnsdorff.page.busy();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    return r;
  });
  assert.ok(seen.bar, 'the progress row shows');
  // Said once: the plan's status has its percentage, so none is added.
  assert.match(seen.text, /^Obfuscate: planning… \d+ % \([\d,]+ switch(es)? so far\)\.$/);
  assert.equal(seen.groups, 1);
  assert.ok(seen.value >= 0 && seen.value < 1, `progress ${seen.value}`);
  // The click was answered between slices: still planning after it took effect.
  assert.ok(seen.busy, 'still planning when Escape is pressed');
  assert.equal(await page.getByLabel('Show rails').isChecked(), true);
  await page.waitForFunction(() => !document.querySelector('[data-job] progress'));
  assert.match(await msg(page, 'plan'), /Cancelled: no obfuscate plan; the cover is as it was\./);
  assert.equal(await page.evaluate(() => window.warnsdorff.page.status().play.len), 0);
  assert.equal(await page.evaluate(() => window.warnsdorff.page.busy()), false);
  assert.equal(await cycles(page), 400);
  // A smaller one runs to its end, then plays like any plan.
  const small = await open(chrome.context, tourneyUrl('?gen=braid&n=40&seed=1'));
  await small.getByRole('button', { name: 'Obfuscate' }).click();
  await small.waitForFunction(() => window.warnsdorff.page.status().play.len > 0 && !window.warnsdorff.page.busy(), null, { timeout: 60000 });
  await small.keyboard.press('End');
  await small.waitForFunction(() => { const p = window.warnsdorff.page.status().play; return p.pos === p.len; }, null, { timeout: 60000 });
  assert.equal(await cycles(small), 1);
  assert.match(params(small).ops, /^obfuscate@\d+$/);
  assert.deepEqual([...page.errors, ...small.errors], []);
  await page.close(); await small.close();
});

test('walk page: nineteen on a big board prepares in slices with progress; Escape cancels and the board stays', async () => {
  const page = await open(chrome.context, walkUrl('?board=8x8&step=3'));
  const before = { status: await status(page), url: page.url() };
  await page.locator('#rows').fill('4000');
  await page.locator('#cols').fill('4000');
  await page.locator('#rule').selectOption('nineteen');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForSelector('[data-job] .job progress', { timeout: 10000 });
  assert.match(await page.locator('[data-job] .job span').textContent(), /^nineteen: trying ordering #\d+ of 19 /);
  assert.equal(await page.getByRole('group', { name: 'Preparing the walk' }).count(), 1);
  // The old walk still answers the keys while the new one prepares.
  await page.locator('#status').click();
  await page.keyboard.press('ArrowRight');
  assert.match(await status(page), /^Step 4 of 64/);
  assert.notEqual(await status(page), before.status);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-job] .job'));
  assert.match(await msg(page, 'apply'), /^Cancelled; the board shown is unchanged\./);
  assert.equal(await field(page, 'rows'), '8');
  assert.equal(await page.locator('#rows').inputValue(), '8');
  assert.equal(await page.locator('#rule').inputValue(), 'ordering');
  assert.equal(params(page).board, undefined);
  assert.notEqual(before.url, page.url(), 'the link follows the step taken meanwhile');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the numbering chosen on one page is the one the next page opens with (nav links carry it)', async () => {
  const page = await open(chrome.context, walkUrl('?board=8x8'));
  const href = (sel) => page.locator(sel).getAttribute('href');
  const nav = (key) => `header nav a[data-page="${key}"]`;
  // The walk page's default (Squirrel's) carries nothing: each page keeps its own default.
  assert.equal(await href(nav('stats')), 'stats.html');
  await page.locator('#numbering').selectOption('parberry');
  assert.equal(await href(nav('stats')), 'stats.html?numbering=parberry');
  assert.equal(await href(nav('tourneys')), 'tourneys.html?numbering=parberry');
  // Pages that show no numbering get no parameter.
  assert.equal(await href(nav('construct')), 'construct.html');
  await page.locator(nav('stats')).click();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.locator('#numbering').inputValue(), 'parberry');
  // Back the other way: Phadke's numbering chosen on the statistics page reaches the walk page
  // (by the frame's header there).
  await page.locator('#numbering').selectOption('phadke');
  assert.equal(await href('header nav a[data-page="walk"]'), 'index.html?numbering=phadke');
  await page.locator('header nav a[data-page="walk"]').click();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.locator('#numbering').inputValue(), 'phadke');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a link with a speed shows that speed in words on both board pages', async () => {
  for (const [name, url, words] of [['walk', walkUrl('?board=8x8&speed=12'), /10,?000 steps a second/], ['tourney', tourneyUrl('?gen=divide-tourney&n=22&speed=12'), /10,?000 switches a second/]]) {
    const page = await open(chrome.context, url);
    assert.equal(await page.locator('#speed').inputValue(), '12', name);
    assert.match(await page.locator('#speed-out').textContent(), words, name);
    assert.deepEqual(page.errors, [], name);
    await page.close();
  }
});
