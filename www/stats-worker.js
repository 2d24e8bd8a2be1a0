// The statistics panel's worker: runs one wasm StatsRun per generator, interleaved in slices of
// about SLICE_MS, and posts progress and partial summaries after each round, so the page's
// charts fill in as tours arrive. It holds no algorithm: the tours and numbers come from Rust.
//
// Messages in:  {type: 'start', id, gens: [{name, obfuscate} | {preset: k}], board, tours, seed, shatter}
//               (shatter: 'disjoint' or 'sequential', how obfuscated runs shatter)
//               ({preset: k}: run k of Parberry's Tables 1-2 preset, its source, board and tours
//               from Rust; board and tours are then not used for it)
//               {type: 'cancel', id}
// Messages out: {type: 'error', id, index, message, field}  a run could not be set up (nothing ran)
//               {type: 'progress', id, runs: [...], elapsed, done, cancelled}
//   each run: {progress, summary, last, spent (ms on it), rate (tours/s), attemptRate, eta (ms or null)}
import init, { StatsRun } from './pkg/warnsdorff.js';

const SLICE_MS = 40;       // work between two posts
const BUDGET = 20000;      // squares per work() call (~0.1-0.5 ms in wasm)

const ready = init();
let current = null;        // {id, cancelled}

// A macrotask without setTimeout's clamping, so a 'cancel' message gets in between slices.
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()?.();
const yieldNow = () => new Promise((r) => { waiting.push(r); channel.port2.postMessage(0); });

self.onmessage = async (e) => {
  const msg = e.data;
  if (msg.type === 'cancel') { if (current && current.id === msg.id) current.cancelled = true; return; }
  if (msg.type !== 'start') return;
  await ready;
  if (current) current.cancelled = true; // a new start supersedes the old run
  const job = { id: msg.id, cancelled: false };
  current = job;
  await run(job, msg);
  if (current === job) current = null;
};

function report(job, runs, spent, t0, done) {
  const list = runs.map((r, i) => {
    const progress = r.progress();
    const summary = r.summary();
    const rate = spent[i] > 0 ? progress.tours / (spent[i] / 1000) : 0;
    let eta = null;
    if (progress.done) eta = 0;
    else if (progress.tours > 0) eta = (spent[i] * (progress.target - progress.tours)) / progress.tours;
    return {
      progress, summary, last: r.lastTour(), spent: spent[i], rate,
      attemptRate: progress.attempts > 0 ? progress.tours / progress.attempts : 0,
      attemptsPerSec: spent[i] > 0 ? progress.attempts / (spent[i] / 1000) : 0,
      eta,
    };
  });
  self.postMessage({ type: 'progress', id: job.id, runs: list, elapsed: performance.now() - t0, done, cancelled: job.cancelled });
}

async function run(job, msg) {
  const runs = [];
  for (const [index, g] of msg.gens.entries()) {
    try {
      if (g.preset !== undefined) runs.push(StatsRun.preset(g.preset, msg.seed));
      else if (g.obfuscate && msg.shatter && msg.shatter !== 'disjoint') runs.push(StatsRun.withShatter(g.name, msg.board, msg.tours, msg.seed, msg.shatter));
      else runs.push(new StatsRun(g.name, msg.board, msg.tours, msg.seed, g.obfuscate));
    } catch (err) {
      for (const r of runs) r.free();
      self.postMessage({ type: 'error', id: job.id, index, message: err.message, field: err.field });
      return;
    }
  }
  const spent = runs.map(() => 0);
  const t0 = performance.now();
  report(job, runs, spent, t0, false);
  // Round robin: each unfinished run gets an equal share of each slice.
  for (;;) {
    const open = runs.map((r, i) => i).filter((i) => !runs[i].progress().done);
    if (open.length === 0 || job.cancelled) break;
    const share = SLICE_MS / open.length;
    for (const i of open) {
      const t = performance.now();
      do {
        if (runs[i].work(BUDGET).done) break;
      } while (performance.now() - t < share);
      spent[i] += performance.now() - t;
    }
    report(job, runs, spent, t0, false);
    await yieldNow();
  }
  if (job.cancelled) for (const r of runs) r.stop('cancelled');
  report(job, runs, spent, t0, true);
  for (const r of runs) r.free();
}
