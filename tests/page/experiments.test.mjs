// The experiments page (www/experiments.html) in headless Chromium: a small Figure 2 run in the
// Worker pool gives the CLI's numbers for the same seed (the checked-in report's rows, and a
// random-start run recorded from the CLI), its csv export is the CLI's, cancel (button and
// Escape), the verdicts in words (not covered on a small run; on the imported report, the
// report's verdicts), field errors, the URL round trip, a tiny timing run drawn beside the native
// curves, and screenshots at desktop and phone widths.
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
const ended = (page, id) => page.waitForFunction((el) => ['done', 'cancelled', 'failed'].includes(document.querySelector(el).dataset.state), `#${id}`, { timeout: 120000 });
const rowsOnPage = (page) => page.evaluate(() => [...window.warnsdorffExperiments.f2.rows.values()].sort((a, b) => a[0] - b[0]).map((r) => r.join(',')));
const downloaded = async (page, button) => {
  const [d] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  const chunks = [];
  for await (const c of await d.createReadStream()) chunks.push(c);
  return { name: d.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
};

test('figure 2: the same seed gives the CLI numbers in the Worker pool; csv export; verdicts not covered', async () => {
  const page = await open(chrome.context, url('?sizes=5..20&trials=100&seed=1&start=corner'));
  assert.equal(await page.locator('#sizes').inputValue(), '5..20');
  await page.getByRole('button', { name: 'Run', exact: true }).first().click();
  await ended(page, 'f2-status');
  assert.equal(await page.locator('#f2-status').getAttribute('data-state'), 'done');
  assert.match(await page.locator('#f2-status').textContent(), /Done: 16 sizes, 1,600 walks/);
  // The checked-in report was made by the CLI with seed 1 from (1,1): its rows for m = 5..20.
  const want = REPORT.trim().split('\n').slice(1, 17);
  const csv = await downloaded(page, '#f2-csv');
  assert.equal(csv.text, `m,trials,tours,rate\n${want.join('\n')}\n`);
  assert.match(csv.name, /^figure2-5-20-trials100-seed1-startcorner\.csv$/);
  assert.equal(await page.locator('#f2-command').textContent(), 'The same numbers from the command line: warnsdorff experiment success --sizes 5..20 --trials 100 --seed 1 --start 1,1');
  // The chart: one dot a size, and only the statement about m < 100 is on this range.
  assert.equal(await page.locator('#f2-chart circle.dot').count(), 16);
  assert.deepEqual(await page.locator('#f2-chart line.statement').evaluateAll((ls) => ls.map((l) => l.dataset.claim)), ['over-half-below100']);
  // m = 7 gives 70 tours: not against "more than 50%"; nothing is marked.
  assert.equal(await page.locator('#f2-chart circle.against').count(), 0);
  // The verdicts: none of the three is covered by 5..20.
  const findings = await page.locator('#f2-verdicts li').evaluateAll((ls) => ls.map((l) => l.dataset.finding));
  assert.deepEqual(findings, ['not-covered', 'not-covered', 'not-covered']);
  assert.match(await page.locator('#f2-verdicts li').first().textContent(), /Not covered: run every m = 5\.\.99/);
  assert.deepEqual(params(page), { sizes: '5..20', trials: '100', seed: '1', start: 'corner', tsizes: '20..100:20', tsamples: '3', tseed: '1' });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('figure 2: a random start and another seed match the CLI too, whatever the pool', async () => {
  const page = await open(chrome.context, url('?sizes=20..30:5&trials=20&seed=7&start=random'));
  await page.click('#f2-run');
  await ended(page, 'f2-status');
  // warnsdorff experiment success --sizes 20..30:5 --trials 20 --seed 7 --start random
  assert.deepEqual(await rowsOnPage(page), ['20,20,19', '25,20,12', '30,20,16']);
  assert.ok(await page.evaluate(() => window.warnsdorffExperiments.pool()) >= 1);
  await page.close();
});

test('figure 2: cancel by the button and by Escape; the sizes done so far stay', async () => {
  const page = await open(chrome.context, url('?sizes=200..400&trials=100'));
  await page.click('#f2-run');
  await page.waitForFunction(() => document.querySelector('#f2-progress').value > 0, null, { timeout: 60000 });
  assert.equal(await page.locator('#f2-cancel').isEnabled(), true);
  await page.click('#f2-cancel');
  await ended(page, 'f2-status');
  assert.equal(await page.locator('#f2-status').getAttribute('data-state'), 'cancelled');
  assert.match(await page.locator('#f2-status').textContent(), /Cancelled after .* of 201 sizes done/);
  assert.equal(await page.locator('#f2-cancel').isEnabled(), false);
  await page.click('#f2-run');
  await page.waitForFunction(() => document.querySelector('#f2-status').dataset.state === 'running');
  await page.waitForFunction(() => document.querySelector('#f2-progress').value > 0, null, { timeout: 60000 });
  await page.locator('body').press('Escape');
  await ended(page, 'f2-status');
  assert.equal(await page.locator('#f2-status').getAttribute('data-state'), 'cancelled');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('figure 2: the imported report gets the report\'s verdicts; errors beside their fields', async () => {
  const page = await open(chrome.context, url());
  // The defaults are the paper's.
  assert.deepEqual([await page.locator('#sizes').inputValue(), await page.locator('#trials').inputValue(), await page.locator('#start').inputValue()], ['5..400', '100', 'corner']);
  // Before any run the chart already shows the paper's three statements, none covered yet.
  assert.equal(await page.locator('#f2-chart line.statement').count(), 3);
  assert.deepEqual(await page.locator('#f2-verdicts li').evaluateAll((ls) => ls.map((l) => l.dataset.finding)), ['not-covered', 'not-covered', 'not-covered']);
  assert.match(await page.locator('#f2-status').textContent(), /^Press Run to walk m = 5\.\.400, 100 times each \(396 sizes\)/);
  await page.locator('#f2-file').setInputFiles({ name: 'figure2.csv', mimeType: 'text/csv', buffer: Buffer.from(REPORT) });
  await page.waitForFunction(() => document.querySelector('#f2-status').dataset.state === 'imported');
  assert.match(await page.locator('#f2-status').textContent(), /Imported 396 sizes \(m = 5\.\.400\)/);
  const v = await page.locator('#f2-verdicts li').evaluateAll((ls) => ls.map((l) => [l.dataset.claim, l.dataset.finding, l.querySelector('.headline').textContent]));
  assert.deepEqual(v.map((x) => x[1]), ['does-not', 'does-not', 'bears-out']);
  assert.match(v[1][2], /^Does not hold: m = 203, 204$/);
  assert.equal(await page.locator('#f2-chart line.statement').count(), 3);
  assert.equal(await page.locator('#f2-chart circle.dot').count(), 396);
  assert.ok(await page.locator('#f2-chart circle.against').count() >= 20);
  await shot(page, 'experiments-figure2-1400');
  // A broken file is refused with its line.
  await page.locator('#f2-file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('m,trials,tours,rate\n5,100,x,1\n') });
  await page.waitForFunction(() => document.querySelector('#import-msg').textContent !== '');
  assert.match(await page.locator('#import-msg').textContent(), /^line 2: 'x' is not a whole number/);
  // Field errors: beside the field, nothing runs.
  await page.fill('#sizes', '5..x');
  await page.fill('#start', '900,900');
  await page.click('#f2-run');
  assert.match(await page.locator('#sizes-msg').textContent(), /not A\.\.B or A\.\.B:STEP/);
  assert.equal(await page.locator('#sizes').getAttribute('aria-invalid'), 'true');
  await page.fill('#sizes', '5..10');
  await page.click('#f2-run');
  assert.match(await page.locator('#start-msg').textContent(), /off the 5x5 board/);
  assert.equal(await page.locator('#f2-status').getAttribute('data-state'), 'imported');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('figure 2: a bad link is reported beside its field and the default used', async () => {
  const page = await open(chrome.context, url('?sizes=9..3&trials=abc&seed=5&start=random&section=timing'));
  assert.match(await page.locator('#sizes-msg').textContent(), /^From the link: sizes 9\.\.3:1 are empty/);
  assert.match(await page.locator('#trials-msg').textContent(), /^From the link: trials: 'abc'/);
  assert.equal(await page.locator('#sizes').inputValue(), '5..400');
  assert.equal(await page.locator('#seed').inputValue(), '5');
  assert.equal(await page.locator('#start').inputValue(), 'random');
  assert.equal(params(page).section, 'timing');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('timing: a tiny in-browser run is drawn on log axes beside the native curves; cancel', async () => {
  const page = await open(chrome.context, url('?section=timing'));
  assert.match(await page.locator('#t-native').textContent(), /recorded natively .* project's machine with warnsdorff experiment timing --gen all/);
  // The native table names every timed generator; its curves are drawn before any run.
  const series = Number(await page.locator('#t-native').getAttribute('data-series'));
  assert.equal(series, await page.evaluate(() => window.warnsdorffExperiments.wasm.timingGroups().flatMap((g) => g.gens).length));
  assert.ok(await page.locator('#t-charts polyline[data-origin="native"]').count() >= series - 2);
  assert.equal(await page.locator('#t-ratios').isVisible(), false);
  // Only braid and lin-wei, two small sizes, two samples.
  const labels = await page.locator('#gen-list input').evaluateAll((is) => is.map((i) => i.value));
  for (const [i, g] of labels.entries()) if (!['braid', 'lin-wei'].includes(g)) await page.locator(`#gen-${i}`).uncheck();
  await page.fill('#t-sizes', '20..40:20');
  await page.fill('#t-samples', '2');
  await page.click('#t-run');
  await ended(page, 't-status');
  assert.equal(await page.locator('#t-status').getAttribute('data-state'), 'done');
  assert.match(await page.locator('#t-status').textContent(), /Done: 12 sizes timed over 6 generators/);
  const mine = await page.locator('#t-charts polyline[data-origin="browser"]').evaluateAll((ls) => ls.map((l) => l.dataset.gen).sort());
  assert.deepEqual(mine, ['braid', 'braid+join', 'braid+obfuscate', 'lin-wei', 'lin-wei+join', 'lin-wei+obfuscate']);
  // Every in-browser time is a positive number of ns per cell (each sample a batch of >= 2 ms).
  const times = await page.evaluate(() => [...window.warnsdorffExperiments.tm.rows.values()].flat().map((r) => r.median_ns_per_cell));
  assert.equal(times.length, 12);
  assert.ok(times.every((t) => t > 0 && Number.isFinite(t)), String(times));
  // The log axis labels times in units.
  assert.ok((await page.locator('#t-chart-obfuscate text.tick').allTextContents()).some((t) => / (ns|µs)$/.test(t)));
  assert.equal(await page.locator('#t-command').textContent(), 'Natively: for g in braid braid+join braid+obfuscate lin-wei lin-wei+join lin-wei+obfuscate; do warnsdorff experiment timing --gen $g --sizes 20..40:20 --samples 2 --seed 1; done');
  assert.deepEqual(params(page), { section: 'timing', sizes: '5..400', trials: '100', seed: '1', start: 'corner', gens: 'braid,lin-wei', tsizes: '20..40:20', tsamples: '2', tseed: '1' });
  // This browser over native, on the sizes both have (the native table has 20 and 40).
  const ratios = await page.locator('#t-ratios tbody tr').evaluateAll((rs) => rs.map((r) => [r.dataset.gen, r.cells[3].textContent]));
  assert.deepEqual(ratios.map((r) => r[0]), ['braid', 'lin-wei', 'braid+join', 'lin-wei+join', 'braid+obfuscate', 'lin-wei+obfuscate']);
  assert.ok(ratios.every((r) => r[1] === '20, 40'), JSON.stringify(ratios));
  assert.equal(await page.locator('#t-ratios').isVisible(), true);
  await shot(page, 'experiments-timing-1400');
  // Cancel a longer run.
  await page.fill('#t-sizes', '20..100:2');
  await page.fill('#t-samples', '50');
  await page.click('#t-run');
  await page.waitForFunction(() => document.querySelector('#t-status').textContent.startsWith('Timing '));
  await page.click('#t-cancel');
  await ended(page, 't-status');
  assert.equal(await page.locator('#t-status').getAttribute('data-state'), 'cancelled');
  // Errors beside the fields.
  await page.fill('#t-samples', '0');
  await page.click('#t-run');
  assert.match(await page.locator('#t-samples-msg').textContent(), /t-samples: 0 is not from 1 to 1000/);
  for (const [i] of labels.entries()) await page.locator(`#gen-${i}`).uncheck();
  await page.fill('#t-samples', '2');
  await page.click('#t-run');
  assert.match(await page.locator('#gens-msg').textContent(), /Choose at least one generator/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('phone: 390 px wide, nothing scrolls sideways; the keyboard reaches Run', async () => {
  const page = await open(chrome.context, url('?sizes=5..30&trials=10'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click('#f2-run');
  await ended(page, 'f2-status');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `scrolls ${overflow} px sideways`);
  // The chart fits the column.
  const box = await page.locator('#f2-chart svg').boundingBox();
  assert.ok(box.width <= 390, String(box.width));
  await shot(page, 'experiments-390');
  // Keyboard: focus the sizes field, Enter runs.
  await page.fill('#sizes', '5..8');
  await page.locator('#sizes').press('Enter');
  await page.waitForFunction(() => document.querySelector('#f2-status').textContent.startsWith('Done: 4 sizes'), null, { timeout: 60000 });
  assert.deepEqual(page.errors, []);
  await page.close();
});
