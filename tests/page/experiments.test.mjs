// The experiments page (www/experiments.html) in headless Chromium: the frame (header, layout at
// desktop and phone sizes, the pending mark); a small Figure 2 run in the Worker pool gives the
// CLI's numbers for the same seed (the checked-in report's rows, and a random-start run recorded
// from the CLI), its csv export is the CLI's, cancel (the job's button and Escape), the verdicts
// in words (not covered on a small run; on the imported report, the report's verdicts), field
// errors, the link and its anchor, a tiny timing run drawn beside the native curves, and
// screenshots at desktop and phone widths.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, browser, open, serve, shot } from './lib.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const url = (q = '') => `${server.url}experiments.html${q}`;
const params = (page) => Object.fromEntries(new URL(page.url()).searchParams);
const REPORT = readFileSync(join(ROOT, 'tests', 'reports', 'figure2.csv'), 'utf8');
// A part's run state, on the status line.
const state = (page, part) => page.locator('#status').getAttribute(`data-${part}`);
const ended = (page, part) => page.waitForFunction((p) => ['done', 'cancelled', 'failed'].includes(document.querySelector('#status').dataset[p]), part, { timeout: 120000 });
// The rows on show, as the lab exports them (no file saved).
const csvOnPage = (page) => page.evaluate(() => window.warnsdorff.page.act({ do: 'export', format: 'csv' }).file.text);
// A chart's titled groups: its points ('m = …'), statements ('The paper: …') and curves' points.
const titles = (page, sel) => page.locator(`${sel} svg g > title`).allTextContents();
const points = async (page) => (await titles(page, '#figure2')).filter((t) => t.startsWith('m = '));
const statements = async (page) => (await titles(page, '#figure2')).filter((t) => t.startsWith('The paper: '));
// The timed forms drawn, native or timed here.
const curves = async (page, origin) => [...new Set((await titles(page, '#timing')).filter((t) => t.includes(`(${origin})`)).map((t) => t.split(' (')[0]))];
const downloaded = async (page, button) => {
  const [d] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  const chunks = [];
  for await (const c of await d.createReadStream()) chunks.push(c);
  return { name: d.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
};
const box = (page, sel) => page.locator(sel).first().boundingBox();

test('the frame: the header lists every page, this one marked', async () => {
  const page = await open(chrome.context, url());
  const pages = await page.evaluate(() => window.warnsdorff.wasm.pages().map((p) => p.file));
  const links = await page.locator('header[data-frame] nav ul a').evaluateAll((as) => as.map((a) => a.getAttribute('href').split('?')[0]));
  assert.deepEqual(links, pages);
  assert.deepEqual(await page.locator('header nav a[aria-current="page"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))), ['experiments.html']);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the frame: the charts, the status line and the explanation on screen at 1400x1000 and 1024x768; a phone stacks them', async () => {
  for (const [w, h] of [[1400, 1000], [1024, 768]]) {
    for (const q of ['', '?section=timing']) {
      const page = await open(chrome.context, url(q));
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(400);
      const view = q ? '[data-view="timing-bare"]' : '[data-view="figure2"]';
      const stage = await box(page, view);
      assert.ok(stage.height > 150 && stage.y < h && stage.y + stage.height <= h, `${w}x${h}${q}: chart ${JSON.stringify(stage)}`);
      for (const sel of ['#status', '#explain']) {
        const b = await box(page, sel);
        assert.ok(b && b.y >= 0 && b.y + b.height <= h, `${w}x${h}${q}: ${sel} ${JSON.stringify(b)}`);
      }
      assert.ok((await page.locator('#explain').textContent()).length > 50);
      if (w === 1400 && !q) await shot(page, 'experiments-frame-1400');
      if (w === 1024 && q) await shot(page, 'experiments-timing-1024');
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
  const page = await open(chrome.context, url());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  const [chart, status, run] = [await box(page, '[data-view="figure2"]'), await box(page, '#status'), await box(page, '#f2-run')];
  assert.ok(chart.y < status.y && status.y < run.y, `chart ${chart.y}, status ${status.y}, Run ${run.y}`);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `page is ${wide} px wide`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the frame: an edited field is marked pending until its form is run', async () => {
  const page = await open(chrome.context, url('?sizes=5..8&trials=4'));
  await page.fill('#trials', '6');
  assert.match(await page.locator('#trials').getAttribute('class'), /pending/);
  assert.notEqual(await page.locator('#f2-form [data-edits]').textContent(), '');
  assert.equal(params(page).trials, '4', 'not applied yet');
  // New seed: a fresh seed in the field, pending too.
  await page.locator('#f2-form').getByRole('button', { name: 'New seed' }).click();
  assert.match(await page.locator('#seed').inputValue(), /^\d+$/);
  assert.match(await page.locator('#seed').getAttribute('class'), /pending/);
  await page.fill('#seed', '1');
  await page.click('#f2-run');
  assert.doesNotMatch(await page.locator('#trials').getAttribute('class') ?? '', /pending/);
  assert.equal(await page.locator('#f2-form [data-edits]').textContent(), '');
  assert.equal(params(page).trials, '6');
  await ended(page, 'figure2');
  assert.match(await page.locator('#status').textContent(), /^Done: 4 sizes, 24 walks/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('figure 2: the same seed gives the CLI numbers in the Worker pool; csv export; verdicts not covered', async () => {
  const page = await open(chrome.context, url('?sizes=5..20&trials=100&seed=1&start=corner'));
  assert.equal(await page.locator('#sizes').inputValue(), '5..20');
  await page.getByRole('button', { name: 'Run', exact: true }).first().click();
  await ended(page, 'figure2');
  assert.equal(await state(page, 'figure2'), 'done');
  assert.match(await page.locator('#status').textContent(), /Done: 16 sizes, 1,600 walks/);
  // The checked-in report was made by the CLI with seed 1 from (1,1): its rows for m = 5..20.
  const want = REPORT.trim().split('\n').slice(1, 17);
  const csv = await downloaded(page, '#export-csv');
  assert.equal(csv.text, `m,trials,tours,rate\n${want.join('\n')}\n`);
  assert.match(csv.name, /^figure2-5-20-trials100-seed1-startcorner\.csv$/);
  assert.equal(await page.locator('#f2-command').textContent(), 'The same numbers from the command line: warnsdorff experiment success --sizes 5..20 --trials 100 --seed 1 --start 1,1');
  // The chart: one dot a size, and only the statement about m < 100 is on this range.
  assert.equal((await points(page)).length, 16);
  assert.deepEqual(await statements(page), ['The paper: “succeeding more than 50% of the time for almost all m < 100”']);
  // m = 7 gives 70 tours: not against "more than 50%"; nothing is marked.
  assert.equal((await points(page)).filter((t) => t.includes(', against ')).length, 0);
  // The verdicts: none of the three is covered by 5..20.
  const findings = await page.locator('#verdicts li').evaluateAll((ls) => ls.map((l) => l.dataset.finding));
  assert.deepEqual(findings, ['not-covered', 'not-covered', 'not-covered']);
  assert.match(await page.locator('#verdicts li').first().textContent(), /Not covered: run every m = 5\.\.99/);
  // The link holds what differs from the defaults (the paper's trials, seed 1 and the corner).
  assert.deepEqual(params(page), { sizes: '5..20' });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('figure 2: a random start and another seed match the CLI too, whatever the pool', async () => {
  const page = await open(chrome.context, url('?sizes=20..30:5&trials=20&seed=7&start=random'));
  await page.click('#f2-run');
  await ended(page, 'figure2');
  // warnsdorff experiment success --sizes 20..30:5 --trials 20 --seed 7 --start random
  const rows = (await csvOnPage(page)).trim().split('\n').slice(1).map((l) => l.split(',').slice(0, 3).join(','));
  assert.deepEqual(rows, ['20,20,19', '25,20,12', '30,20,16']);
  assert.match(await page.locator('#status').textContent(), / on \d+ Workers?\.$/);
  await page.close();
});

test('figure 2: cancel by the button and by Escape; the sizes done so far stay', async () => {
  const page = await open(chrome.context, url('?sizes=200..400&trials=100'));
  await page.click('#f2-run');
  await page.waitForFunction(() => document.querySelector('[data-job] progress')?.value > 0, null, { timeout: 60000 });
  const cancel = page.locator('[data-job]').getByRole('button', { name: 'Cancel' });
  assert.equal(await cancel.isEnabled(), true);
  await cancel.click();
  await ended(page, 'figure2');
  assert.equal(await state(page, 'figure2'), 'cancelled');
  assert.match(await page.locator('#status').textContent(), /Cancelled after .* of 201 sizes done/);
  await page.waitForFunction(() => document.querySelector('[data-job]').hidden);
  await page.click('#f2-run');
  await page.waitForFunction(() => document.querySelector('#status').dataset.figure2 === 'running');
  await page.waitForFunction(() => document.querySelector('[data-job] progress')?.value > 0, null, { timeout: 60000 });
  await page.locator('body').press('Escape');
  await ended(page, 'figure2');
  assert.equal(await state(page, 'figure2'), 'cancelled');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('figure 2: the imported report gets the report\'s verdicts; errors beside their fields', async () => {
  const page = await open(chrome.context, url());
  // The defaults are the paper's.
  assert.deepEqual([await page.locator('#sizes').inputValue(), await page.locator('#trials').inputValue(), await page.locator('#start').inputValue()], ['5..400', '100', 'corner']);
  // Before any run the chart already shows the paper's three statements, none covered yet.
  assert.equal((await statements(page)).length, 3);
  assert.deepEqual(await page.locator('#verdicts li').evaluateAll((ls) => ls.map((l) => l.dataset.finding)), ['not-covered', 'not-covered', 'not-covered']);
  assert.match(await page.locator('#status').textContent(), /^Press Run to walk m = 5\.\.400, 100 times each \(396 sizes\)/);
  assert.equal(await page.locator('#export-csv').isDisabled(), true);
  await page.locator('#import-file').setInputFiles({ name: 'figure2.csv', mimeType: 'text/csv', buffer: Buffer.from(REPORT) });
  await page.waitForFunction(() => document.querySelector('#status').dataset.figure2 === 'imported');
  assert.match(await page.locator('#status').textContent(), /Imported 396 sizes \(m = 5\.\.400\)/);
  const v = await page.locator('#verdicts li').evaluateAll((ls) => ls.map((l) => [l.dataset.claim, l.dataset.finding, l.querySelector('[data-part="headline"]').textContent]));
  assert.deepEqual(v.map((x) => x[1]), ['does-not', 'does-not', 'bears-out']);
  assert.match(v[1][2], /^Does not hold: m = 203, 204$/);
  assert.equal((await statements(page)).length, 3);
  assert.equal((await points(page)).length, 396);
  assert.ok((await points(page)).filter((t) => t.includes(', against ')).length >= 20);
  assert.equal(await page.locator('#export-csv').isEnabled(), true);
  await shot(page, 'experiments-figure2-1400');
  // A broken file is refused with its line; what was on show stays.
  await page.locator('#import-file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('m,trials,tours,rate\n5,100,x,1\n') });
  await page.waitForFunction(() => document.querySelector('#import-msg').textContent !== '');
  assert.match(await page.locator('#import-msg').textContent(), /^line 2: 'x' is not a whole number/);
  assert.equal((await points(page)).length, 396);
  // Pasted in the dialog, the same.
  await page.click('#import');
  await page.fill('#import-text', 'm,trials,tours,rate\n5,100,101,1.0100');
  await page.click('#import-load');
  assert.match(await page.locator('#import-text-msg').textContent(), /^line 2: m 5 with 101 tours/);
  await page.click('#import-close');
  // Field errors: beside the field, nothing runs.
  await page.fill('#sizes', '5..x');
  await page.fill('#start', '900,900');
  await page.click('#f2-run');
  assert.match(await page.locator('#sizes-msg').textContent(), /not A\.\.B or A\.\.B:STEP/);
  assert.equal(await page.locator('#sizes').getAttribute('aria-invalid'), 'true');
  await page.fill('#sizes', '5..10');
  await page.click('#f2-run');
  assert.match(await page.locator('#start-msg').textContent(), /off the 5x5 board/);
  assert.equal(await state(page, 'figure2'), 'imported');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('figure 2: a bad link is reported beside its field and the default used; the anchors pick the part', async () => {
  const page = await open(chrome.context, url('?sizes=9..3&trials=abc&seed=5&start=random&section=timing'));
  assert.match(await page.locator('#sizes-msg').textContent(), /^From the link: sizes 9\.\.3:1 are empty/);
  assert.match(await page.locator('#trials-msg').textContent(), /^From the link: trials: 'abc'/);
  assert.equal(await page.locator('#sizes').inputValue(), '5..400');
  assert.equal(await page.locator('#seed').inputValue(), '5');
  assert.equal(await page.locator('#start').inputValue(), 'random');
  assert.equal(params(page).section, 'timing');
  assert.deepEqual(page.errors, []);
  // The papers' links: a Figure 2 run's sizes, and #timing.
  const f2 = await open(chrome.context, url('?sizes=5..60&trials=1&seed=1&start=corner#figure2'));
  assert.equal(await f2.locator('#sizes').inputValue(), '5..60');
  assert.equal(await f2.locator('#figure2').isVisible(), true);
  const complaints = await f2.evaluate(() => [...document.querySelectorAll('.msg')].map((m) => m.textContent).filter((t) => t.includes('From the link')));
  assert.deepEqual(complaints, []);
  const timing = await open(chrome.context, url('#timing'));
  await timing.waitForFunction(() => !document.querySelector('#timing').hidden);
  assert.equal(await timing.locator('#figure2').isVisible(), false);
  assert.equal(params(timing).section, 'timing');
  // The part's charts are drawn once shown; the switch back shows Figure 2.
  await timing.waitForFunction(() => document.querySelector('[data-view="timing-bare"] svg'));
  await timing.click('#show-figure2');
  await timing.waitForFunction(() => !document.querySelector('#figure2').hidden);
  assert.equal(await timing.locator('#show-figure2').getAttribute('aria-pressed'), 'true');
  assert.equal(params(timing).section, undefined);
  for (const p of [f2, timing]) { assert.deepEqual(p.errors, []); await p.close(); }
  await page.close();
});

test('timing: a tiny in-browser run is drawn on log axes beside the native curves; cancel', async () => {
  const page = await open(chrome.context, url('?section=timing'));
  await page.waitForFunction(() => document.querySelector('#t-native').dataset.series);
  assert.match(await page.locator('#t-native').textContent(), /recorded natively .* project's machine with warnsdorff experiment timing --gen all/);
  // The native table names every timed generator; its curves are drawn before any run.
  const series = Number(await page.locator('#t-native').getAttribute('data-series'));
  assert.equal(series, Number(await page.locator('#t-native').getAttribute('data-known')));
  await page.waitForFunction((n) => new Set([...document.querySelectorAll('#timing svg g > title')].map((t) => t.textContent).filter((t) => t.includes('(native)')).map((t) => t.split(' (')[0])).size >= n, series - 2);
  assert.ok((await curves(page, 'native')).length >= series - 2);
  assert.equal(await page.locator('#t-ratios').isVisible(), false);
  // Only braid and lin-wei, two small sizes, two samples.
  await page.fill('#gens', 'braid,lin-wei');
  await page.fill('#tsizes', '20..40:20');
  await page.fill('#tsamples', '2');
  await page.click('#t-run');
  await ended(page, 'timing');
  assert.equal(await state(page, 'timing'), 'done');
  assert.match(await page.locator('#status').textContent(), /Done: 12 sizes timed over 6 generators/);
  const mine = (await curves(page, 'this browser')).sort();
  assert.deepEqual(mine, ['braid', 'braid+join', 'braid+obfuscate', 'lin-wei', 'lin-wei+join', 'lin-wei+obfuscate']);
  // Every in-browser time is a positive number of ns per cell (each sample a batch of >= 2 ms).
  const lines = (await csvOnPage(page)).trim().split('\n');
  assert.equal(lines[0], 'gen,n,samples,failures,min_ns_per_cell,median_ns_per_cell,mean_ns_per_cell');
  const times = lines.slice(1).map((l) => Number(l.split(',')[5]));
  assert.equal(times.length, 12);
  assert.ok(times.every((t) => t > 0 && Number.isFinite(t)), String(times));
  // The log axis labels times in units.
  assert.ok((await page.locator('[data-view="timing-obfuscate"] svg text').allTextContents()).some((t) => / (ns|µs)$/.test(t)));
  assert.equal(await page.locator('[data-out="t-command"]').textContent(), 'Natively: for g in braid braid+join braid+obfuscate lin-wei lin-wei+join lin-wei+obfuscate; do warnsdorff experiment timing --gen $g --sizes 20..40:20 --samples 2 --seed 1; done');
  assert.deepEqual(params(page), { section: 'timing', gens: 'braid,lin-wei', tsizes: '20..40:20', tsamples: '2' });
  // This browser over native, on the sizes both have (the native table has 20 and 40).
  const ratios = await page.locator('#t-ratios tr[data-gen]').evaluateAll((rs) => rs.map((r) => [r.dataset.gen, r.cells[3].textContent]));
  assert.deepEqual(ratios.map((r) => r[0]), ['braid', 'lin-wei', 'braid+join', 'lin-wei+join', 'braid+obfuscate', 'lin-wei+obfuscate']);
  assert.ok(ratios.every((r) => r[1] === '20, 40'), JSON.stringify(ratios));
  assert.equal(await page.locator('#t-ratios').isVisible(), true);
  const csv = await downloaded(page, '#export-csv');
  assert.equal(csv.name, 'timing-20-40-20-samples2-seed1.csv');
  await shot(page, 'experiments-timing-1400');
  // Cancel a longer run.
  await page.fill('#tsizes', '20..100:2');
  await page.fill('#tsamples', '50');
  await page.click('#t-run');
  await page.waitForFunction(() => document.querySelector('#status').textContent.startsWith('Timing '));
  await page.locator('[data-job]').getByRole('button', { name: 'Cancel' }).click();
  await ended(page, 'timing');
  assert.equal(await state(page, 'timing'), 'cancelled');
  // Errors beside the fields.
  await page.fill('#tsamples', '0');
  await page.click('#t-run');
  assert.match(await page.locator('#tsamples-msg').textContent(), /samples: 0 is not 1 or more/);
  await page.fill('#tsamples', '2');
  await page.fill('#gens', '');
  await page.click('#t-run');
  assert.match(await page.locator('#gens-msg').textContent(), /choose at least one generator/);
  assert.equal(await state(page, 'timing'), 'cancelled');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('phone: 390 px wide, nothing scrolls sideways; the keyboard reaches Run', async () => {
  const page = await open(chrome.context, url('?sizes=5..30&trials=10'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click('#f2-run');
  await ended(page, 'figure2');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `scrolls ${overflow} px sideways`);
  // The chart fits the column.
  // The chart may still be being drawn anew (its svg replaced, laid out) as the run ends: its
  // width once it has one.
  await page.waitForFunction(() => document.querySelector('[data-view="figure2"] svg')?.getBoundingClientRect().width > 0, null, { timeout: 10000 });
  const chart = await page.locator('[data-view="figure2"] svg').evaluate((el) => el.getBoundingClientRect().width);
  assert.ok(chart <= 390, String(chart));
  await shot(page, 'experiments-390');
  // Keyboard: focus the sizes field, Enter runs.
  await page.fill('#sizes', '5..8');
  await page.locator('#sizes').press('Enter');
  await page.waitForFunction(() => document.querySelector('#status').textContent.startsWith('Done: 4 sizes'), null, { timeout: 60000 });
  assert.deepEqual(page.errors, []);
  await page.close();
});
