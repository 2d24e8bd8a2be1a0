// The browser benchmark (make bench; not a timed test): the wasm walk's steps per second on
// 1000x1000 against the native figure from the same run, frame times while animating a
// 100x100 board with labels, and the statistics panel's warnsdorff-open 50x50 tours per second
// (wasm on the main thread, and through the page's Worker) against native.
import { execFileSync } from 'node:child_process';
import { browser, open, serve, shot, ROOT } from './lib.mjs';

const rule = process.env.BENCH_RULE || 'squirrel-cull';
// One thread: the two native timings must not share the cores.
const nativeOut = execFileSync('cargo', ['test', '--release', '-q', '--test', 'native_speed', '--', '--ignored', '--nocapture', '--test-threads=1'],
  { cwd: ROOT, env: { ...process.env, BENCH_RULE: rule }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const native = Number(/native steps\/s: (\d+)/.exec(nativeOut)[1]);
const nativeTours = Number(/native tours\/s: (\d+)/.exec(nativeOut)[1]);
const TOURS = 300; // as in tests/native_speed.rs

const server = await serve();
const chrome = await browser();
try {
  const page = await open(chrome.context, server.url);
  const wasmRate = await page.evaluate((rule) => {
    const { wasm } = window.warnsdorff;
    let best = Infinity; let steps = 0;
    for (let i = 0; i < 3; i++) {
      const lab = new wasm.Lab('1000', '1000', '1,1', rule, '1');
      const t = performance.now();
      steps = lab.runFast(2_000_000);
      best = Math.min(best, performance.now() - t);
      lab.free();
    }
    return { steps, ms: best, rate: steps / (best / 1000) };
  }, rule);
  // Close it: a page left open beside the animated one shares the renderer, and the frame
  // times below then measured that sharing (12 fps) instead of the page (59 fps alone).
  await page.close();

  // 100x100 with labels, animating at the top speed for 3 s.
  const anim = await open(chrome.context, `${server.url}?board=100x100&rule=${rule}&speed=12`);
  const frames = await anim.evaluate(async () => {
    const { lab } = window.warnsdorff;
    const labels = document.querySelector('#board').width >= 1400;
    const gaps = []; const work = [];
    // Time each lab.draw (the per-frame rendering work) by wrapping it.
    const l = lab(); const draw = l.draw.bind(l);
    l.draw = (...a) => { const t = performance.now(); draw(...a); work.push(performance.now() - t); };
    document.querySelector('#play').click();
    let last = performance.now();
    await new Promise((done) => {
      const end = last + 3000;
      const tick = (t) => { gaps.push(t - last); last = t; if (t < end && l.running()) requestAnimationFrame(tick); else done(); };
      requestAnimationFrame(tick);
    });
    document.querySelector('#play').click();
    const q = (a, p) => [...a].sort((x, y) => x - y)[Math.floor(p * (a.length - 1))];
    const mean = (a) => a.reduce((s, x) => s + x, 0) / a.length;
    return { labels, frames: gaps.length, fps: 1000 / mean(gaps), p95: q(gaps, 0.95), drawMean: mean(work), drawP95: q(work, 0.95), len: l.len() };
  });
  await shot(anim, '100x100-animating');

  // Statistics: warnsdorff-open on 50x50, the same Run as native, on the main thread (best of 7, as native)...
  const statsPage = await open(chrome.context, `${server.url}stats.html?gens=warnsdorff-open&board=50x50&tours=${TOURS}&seed=1`);
  const mainTours = await statsPage.evaluate((tours) => {
    const { wasm } = window.warnsdorffStats;
    let best = Infinity;
    for (let i = 0; i < 7; i++) {
      const run = new wasm.StatsRun('warnsdorff-open', '50x50', String(tours), '1', false);
      const t = performance.now();
      while (!run.work(1e6).done);
      best = Math.min(best, performance.now() - t);
      run.free();
    }
    return tours / (best / 1000);
  }, TOURS);
  // ...and through the page's Worker, in its 40 ms slices with a post after each (the figure the
  // panel shows): 1000 tours, three times, the best of them (the first includes the worker's
  // wasm compile and tier-up).
  await statsPage.locator('#tours').fill('1000');
  let workerTours = 0;
  for (let i = 0; i < 3; i++) {
    await statsPage.getByRole('button', { name: 'Start' }).click();
    await statsPage.waitForFunction(() => window.warnsdorffStats.last()?.done, null, { timeout: 120000 });
    workerTours = Math.max(workerTours, await statsPage.evaluate(() => window.warnsdorffStats.last().runs[0].rate));
  }
  await shot(statsPage, 'bench-stats-50x50');

  console.log(`rule ${rule}, 1000x1000 from (1,1)`);
  console.log(`native: ${(native / 1e6).toFixed(1)} M steps/s`);
  console.log(`wasm (headless Chromium): ${(wasmRate.rate / 1e6).toFixed(1)} M steps/s (${wasmRate.steps} steps in ${wasmRate.ms.toFixed(0)} ms, best of 3); native/wasm = ${(native / wasmRate.rate).toFixed(2)}x (target <= 2x)`);
  console.log(`100x100 animating at 10000 steps/s, labels ${frames.labels ? 'on' : 'OFF'}: ${frames.frames} frames, ${frames.fps.toFixed(1)} fps mean, p95 frame interval ${frames.p95.toFixed(1)} ms; lab.draw mean ${frames.drawMean.toFixed(2)} ms, p95 ${frames.drawP95.toFixed(2)} ms (reached step ${frames.len})`);
  console.log(`statistics, warnsdorff-open 50x50, ${TOURS} tours, seed 1:`);
  console.log(`native: ${nativeTours.toFixed(0)} tours/s`);
  console.log(`wasm main thread: ${mainTours.toFixed(0)} tours/s (best of 7); native/wasm = ${(nativeTours / mainTours).toFixed(2)}x (target <= 2x)`);
  console.log(`wasm in the page's Worker (1000 tours, best of 3): ${workerTours.toFixed(0)} tours/s; native/worker = ${(nativeTours / workerTours).toFixed(2)}x`);
} finally {
  await chrome.close();
  server.close();
}
