// What holds against an impatient or careless user, on every page alike: the latest request wins
// (a job or build set aside by a newer choice never installs its result, never takes the newer
// job's progress row, never rewrites a field being typed), a link key no page field answers to is
// said, the statistics page asks before a reload throws counted tours away, every page carries a
// Content-Security-Policy that its own work never breaks, and no script builds markup from text.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, browser, open, serve } from './lib.mjs';

let server;
let chrome;
before(async () => { server = await serve(); chrome = await browser(); });
after(async () => { await chrome?.close(); server?.close(); });

const url = (file, q = '') => `${server.url}${file}${q}`;
const params = (page) => Object.fromEntries(new URL(page.url()).searchParams);
const submit = (page, form) => page.evaluate((f) => document.getElementById(f).requestSubmit(), form);

test('walk page: the rule chosen last is the one shown, however soon after the one before', async () => {
  const page = await open(chrome.context, url('index.html', '?board=2000x2000&rule=random'));
  await page.locator('#rule').selectOption('nineteen');
  await submit(page, 'setup');
  // nineteen on 2000x2000 prepares in slices for seconds; pohl is chosen meanwhile.
  await page.waitForSelector('[data-job] .job', { timeout: 10000 });
  await page.locator('#rule').selectOption('pohl');
  await submit(page, 'setup');
  // Long enough for the set-aside preparation to have ended had it gone on.
  await page.waitForTimeout(4000);
  assert.equal(await page.locator('#rule').inputValue(), 'pohl');
  assert.equal(params(page).rule, 'pohl');
  assert.equal(await page.locator('[data-job] .job').count(), 0);
  assert.equal((await page.evaluate(() => window.warnsdorff.page.texts())).rule, 'pohl');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('walk page: a small board applied while a big one prepares stays', async () => {
  const page = await open(chrome.context, url('index.html', '?board=2000x2000&rule=random'));
  await page.locator('#rule').selectOption('nineteen');
  await submit(page, 'setup');
  await page.waitForSelector('[data-job] .job', { timeout: 10000 });
  await page.locator('button[data-preset="50"]').click();
  await page.waitForTimeout(4000);
  assert.equal(params(page).board, '50x50');
  assert.equal(await page.locator('#rows').inputValue(), '50');
  assert.equal(await page.locator('#cols').inputValue(), '50');
  assert.match(await page.locator('#status').textContent(), /^Step 1 of 2500\b/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('tourney page: a cover generated after a slow one is the one that stays; the progress row is the new job\'s', async () => {
  const page = await open(chrome.context, url('tourneys.html'));
  await page.locator('#gen').selectOption('warnsdorff-closed');
  await page.locator('#n').fill('60');
  await submit(page, 'setup');
  await page.locator('#gen').selectOption('braid');
  await page.locator('#n').fill('8');
  await submit(page, 'setup');
  for (const wait of [300, 3000]) {
    await page.waitForTimeout(wait);
    assert.equal(await page.locator('#gen').inputValue(), 'braid', `after ${wait} ms`);
    assert.equal(await page.locator('#n').inputValue(), '8', `after ${wait} ms`);
    assert.deepEqual([params(page).gen, params(page).n], ['braid', '8'], `after ${wait} ms`);
  }
  assert.equal(await page.locator('[data-job] .job').count(), 0);
  assert.doesNotMatch(await page.locator('#status').textContent(), /Cancelled/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('walk page: a job set aside by a newer one leaves the newer one its progress row and Cancel', async () => {
  const page = await open(chrome.context, url('index.html', '?board=2000x2000&rule=random'));
  await page.locator('#rule').selectOption('nineteen');
  await submit(page, 'setup');
  await page.waitForSelector('[data-job] .job', { timeout: 10000 });
  // Another board: the first preparation is set aside, the second one runs.
  await page.locator('#rows').fill('1999');
  await submit(page, 'setup');
  await page.waitForSelector('[data-job] .job', { timeout: 10000 });
  assert.equal(await page.locator('[data-job] .job').count(), 1);
  assert.equal(await page.locator('[data-job] .job button').isVisible(), true);
  assert.doesNotMatch(await page.locator('#apply-msg').textContent(), /Cancelled/);
  await page.locator('[data-job] .job button').click();
  await page.waitForFunction(() => !document.querySelector('[data-job] .job'));
  assert.match(await page.locator('#apply-msg').textContent(), /^Cancelled/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Lin & Wei page: a big build finishing never rewrites a field being typed', async () => {
  const page = await open(chrome.context, url('construct.html'));
  await page.locator('#rows').fill('2000');
  await page.locator('#cols').fill('2000');
  await submit(page, 'setup');
  // Typed while the big board's picture is laid in slices.
  await page.locator('#cols').pressSequentially('9', { delay: 20 });
  await page.locator('#rows').fill('30');
  await page.waitForFunction(() => !document.querySelector('[data-job] .job'), null, { timeout: 30000 });
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#rows').inputValue(), '30');
  assert.equal(await page.locator('#cols').inputValue(), '20009');
  assert.equal(params(page).board, '2000x2000');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('stats page: a run set aside by a newer Start loses its row at once, feeds nothing more, and Workers are reused', async () => {
  const page = await chrome.context.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => page.errors.push(`pageerror: ${e.message}`));
  // Count the Workers the page makes, and every post a Worker's job sends the lab.
  await page.addInitScript(() => {
    const Made = window.Worker;
    window.workersMade = 0;
    window.Worker = class extends Made { constructor(...a) { super(...a); window.workersMade += 1; } };
  });
  await page.goto(url('stats.html', '?gens=warnsdorff-closed&board=50x50&tours=1000&seed=1'));
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  const fed = await page.evaluate(() => {
    window.fed = [];
    const page = window.warnsdorff.page;
    const feed = page.feed.bind(page);
    page.feed = (m) => { window.fed.push(m.id); feed(m); };
    return true;
  });
  assert.ok(fed);
  const startRun = () => page.evaluate(() => window.warnsdorff.act({ do: 'start' }).worker.id);
  const first = await startRun();
  await page.waitForFunction((id) => window.fed.includes(id), first, { timeout: 20000 });
  // A second Start while the first runs: the first's row is gone before its Worker answers.
  const rows = await page.evaluate(() => {
    const second = window.warnsdorff.act({ do: 'start' }).worker.id;
    return { second, rows: document.querySelectorAll('[data-job] .job').length };
  });
  // (The new run's row shows with its first progress.)
  assert.equal(rows.rows, 0, 'the row of the run set aside is gone at once');
  assert.equal(await page.evaluate((id) => window.warnsdorff.work.live(id), first), false);
  const fedBefore = await page.evaluate((id) => window.fed.filter((x) => x === id).length, first);
  await page.waitForFunction((id) => window.fed.includes(id), rows.second, { timeout: 20000 });
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate((id) => window.fed.filter((x) => x === id).length, first), fedBefore,
    'nothing of the run set aside reaches the lab after it was dropped');
  // Short runs one after another: the Workers of each finished run serve the next.
  await page.locator('#cancel').click();
  await page.locator('#tours').fill('2');
  await page.locator('#board').fill('8x8');
  for (let i = 0; i < 5; i++) {
    await submit(page, 'setup');
    await page.waitForFunction(() => window.warnsdorff.status?.line?.startsWith('Done'), null, { timeout: 20000 });
  }
  const made = await page.evaluate(() => window.workersMade);
  assert.ok(made <= 2, `${made} Workers made for seven runs, one at a time`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a reload mid-job comes back to the same view, saying what it stopped; a quiet reload says nothing', async () => {
  // nineteen's preparation on 2000x2000 runs for seconds (warnsdorff-closed on the tourney
  // page's 60x60, once used here, now ends within a tenth of a second on a warm page: too
  // soon to reload in the middle of it).
  const page = await open(chrome.context, url('index.html', '?board=2000x2000&rule=random'));
  await page.locator('#rule').selectOption('nineteen');
  await submit(page, 'setup');
  const label = await (await page.waitForFunction(
    () => document.querySelector('[data-job] .job')?.getAttribute('aria-label'), null, { timeout: 10000 })).jsonValue();
  const before = params(page);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  assert.deepEqual(params(page), before);
  const line = await page.locator('#reload-msg').textContent();
  assert.ok(line.includes('The reload stopped what was running') && line.includes(label), line);
  // Said once: the next reload, with nothing running, says nothing.
  await page.waitForFunction(() => !document.querySelector('[data-job] .job'), null, { timeout: 60000 });
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  assert.equal(await page.locator('#reload-msg').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('walk page: a link far into a 2000x2000 walk opens at once and walks there in slices, with progress and Cancel', async () => {
  // The page is up before the walk is there: a progress row names where it is going, the link
  // holding the step asked for meanwhile. Every row the page shows is recorded from the first
  // moment (a release build on a warm page walks there within a fraction of a second, and the
  // second rule's preparation takes the row after it).
  const page = await chrome.context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    window.rowsSeen = [];
    new MutationObserver(() => {
      for (const j of document.querySelectorAll('[data-job] .job')) {
        const seen = `${j.getAttribute('aria-label')} | step=${new URL(location.href).searchParams.get('step')}`;
        if (window.rowsSeen.at(-1) !== seen) window.rowsSeen.push(seen);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(url('index.html', '?board=2000x2000&rule=pohl&rule2=lookahead&step=4000000'));
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  await page.waitForFunction(() => !document.querySelector('[data-job] .job'), null, { timeout: 120000 });
  const rows = await page.evaluate(() => window.rowsSeen);
  assert.ok(rows.includes('Walking to step 4000000 | step=4000000'), JSON.stringify(rows));
  assert.match(await page.locator('#status').textContent(), /^Step [\d,]+ of 4,?000,?000\b/);
  // Cancel on the way stops where the walk got to, and says so.
  await page.goto(url('index.html', '?board=2000x2000&rule=pohl&step=3000000'));
  await page.waitForFunction(() => {
    const b = document.querySelector('[data-job] .job button');
    b?.click();
    return !!b;
  }, null, { timeout: 20000, polling: 'raf' });
  await page.waitForFunction(() => !document.querySelector('[data-job] .job'), null, { timeout: 10000 });
  const step = Number(params(page).step);
  assert.ok(step > 1 && step < 3000000, `stopped at ${step}`);
  assert.match(await page.locator('body').textContent(), /Stopped at step [\d,]+ on the way to step 3000000/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('stats page: a run estimated to take long is asked about first; no starts nothing, yes starts it', async () => {
  const page = await open(chrome.context, url('stats.html', '?board=1000x1000&tours=1000000'));
  let asked = [];
  let answer = false;
  page.on('dialog', (d) => { asked.push(d.message()); if (answer) d.accept(); else d.dismiss(); });
  await submit(page, 'setup');
  await page.waitForTimeout(500);
  assert.equal(asked.length, 1);
  assert.match(asked[0], /^This run walks at least 2\.0e12 squares/);
  assert.equal(await page.locator('[data-job] .job').count(), 0, 'no: nothing started');
  answer = true;
  asked = [];
  await submit(page, 'setup');
  await page.waitForSelector('[data-job] .job', { timeout: 20000 });
  assert.equal(asked.length, 1);
  await page.locator('#cancel').click();
  await page.waitForFunction(() => !document.querySelector('[data-job] .job'), null, { timeout: 20000 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a link key the page does not hold is said under the link\'s heading, and the rest of the link used', async () => {
  for (const [file, q, kept] of [
    ['index.html', '?board=5x6&rows=9', ['board', '5x6']],
    ['tourneys.html', '?gen=braid&n=8&colour=red', ['gen', 'braid']],
    ['stats.html', '?board=10x10&tourz=3', ['board', '10x10']],
  ]) {
    const page = await open(chrome.context, url(file, q));
    await page.waitForTimeout(300);
    const said = await page.locator('#link-msg').textContent();
    assert.match(said, /^From the link: '\w+' is not a setting this page's link holds \(it holds /, `${file}: ${said}`);
    assert.equal(params(page)[kept[0]], kept[1], file);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('stats page: a reload asks first once tours are counted, and not before', async () => {
  const page = await open(chrome.context, url('stats.html', '?board=8x8&tours=3'));
  const dialogs = [];
  page.on('dialog', (d) => { dialogs.push(d.type()); d.dismiss(); });
  // A click gives the page the user activation a browser wants before it asks anything.
  await page.locator('#status').click();
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.deepEqual(dialogs, [], 'nothing counted: the reload goes ahead');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForFunction(() => document.querySelector('#runs')?.dataset.state === 'done', null, { timeout: 60000 });
  await page.close({ runBeforeUnload: true });
  await page.waitForEvent('close', { timeout: 1000 }).catch(() => {});
  assert.deepEqual(dialogs, ['beforeunload']);
  if (!page.isClosed()) await page.close();
});

const PAGES = ['index.html', 'tourneys.html', 'stats.html', 'construct.html', 'enumerate.html', 'papers.html', 'experiments.html'];

test('every page carries a Content-Security-Policy, enforced, and its own work breaks none of it', async () => {
  for (const file of PAGES) {
    const page = await chrome.context.newPage();
    page.errors = [];
    page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
    page.on('pageerror', (e) => page.errors.push(e.message));
    await page.addInitScript(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto(url(file));
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/, file);
    // The page's own work: its module, its Workers, a job, an export.
    const worked = await page.evaluate(async () => {
      const b = document.querySelector('#step, #shatter, #start, #build, #run-set, [data-act]');
      b?.click();
      await new Promise((r) => setTimeout(r, 1500));
      return b?.id ?? '';
    });
    assert.deepEqual(await page.evaluate(() => window.violations), [], `${file} (after ${worked})`);
    assert.deepEqual(page.errors, [], file);
    // Enforced: an inline script does not run, and the refusal is reported.
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.injected = true';
      document.head.append(s);
      return window.injected === true;
    });
    assert.equal(ran, false, `${file}: an inline script ran`);
    await page.waitForFunction(() => window.violations.length > 0);
    assert.match((await page.evaluate(() => window.violations))[0], /^script-src/, file);
    await page.close();
  }
});

test('no page script builds markup from text: elements and textContent only', () => {
  const dirs = [join(ROOT, 'www'), join(ROOT, 'www', 'shell')];
  const found = [];
  for (const dir of dirs) {
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.js'))) {
      const text = readFileSync(join(dir, f), 'utf8');
      for (const m of text.matchAll(/\.(innerHTML|outerHTML|insertAdjacentHTML)\b|document\.write\(|\.srcdoc\b/g)) found.push(`${f}: ${m[0]}`);
    }
  }
  assert.deepEqual(found, []);
});
