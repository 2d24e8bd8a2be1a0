// The experiments page's Worker: one share of a Figure 2 run (every stride-th size from offset)
// or a timing run, worked in slices of about SLICE_MS so a 'cancel' gets in between, posting
// the rows finished and the progress at most every POST_MS. It holds no algorithm: the walks,
// the timing and the rows come from Rust (src/web/experiments.rs).
//
// Messages in:  {type: 'init', module}         the compiled module, first (no fetch, no compile)
//               {type: 'figure2', id, sizes, trials, seed, start, offset, stride}
//               {type: 'timing', id, gens, sizes, samples, seed}
//               {type: 'cancel', id}
// Messages out: {type: 'figure2', id, rows (flat [m, trials, tours, …]), work: [done, total], done, cancelled}
//               {type: 'timing', id, rows: [{gen, n, …}], fraction, current, skipped, done, cancelled}
//               {type: 'error', id, field, message}
import init, { Figure2Sweep, TimingSweep } from './pkg/warnsdorff.js';

const SLICE_MS = 30;
const POST_MS = 150;

let loaded;
const ready = new Promise((r) => { loaded = r; });
let current = null; // {id, cancelled}

// A macrotask without setTimeout's clamping, so a 'cancel' message gets in between slices.
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()?.();
const yieldNow = () => new Promise((r) => { waiting.push(r); channel.port2.postMessage(0); });

const fail = (id, err) => self.postMessage({ type: 'error', id, field: err.field || 'status', message: err.message || String(err) });

self.onmessage = async (e) => {
  const msg = e.data;
  if (msg.type === 'init') { loaded(init({ module_or_path: msg.module })); return; }
  if (msg.type === 'cancel') { if (current && (msg.id === undefined || current.id === msg.id)) current.cancelled = true; return; }
  try { await ready; } catch (err) { fail(msg.id, err); return; }
  if (current) current.cancelled = true; // a new run supersedes the old one
  const job = { id: msg.id, cancelled: false };
  current = job;
  try {
    if (msg.type === 'figure2') await figure2(job, msg);
    else if (msg.type === 'timing') await timing(job, msg);
  } catch (err) { fail(msg.id, err); }
  if (current === job) current = null;
};

async function sliced(job, runner, post) {
  let posted = performance.now();
  for (;;) {
    const done = runner.work(SLICE_MS);
    const now = performance.now();
    if (done || now - posted >= POST_MS) { post(done, false); posted = now; }
    if (done) return;
    await yieldNow();
    if (job.cancelled) { post(false, true); return; }
  }
}

async function figure2(job, msg) {
  const s = new Figure2Sweep(msg.sizes, msg.trials, msg.seed, msg.start, msg.offset, msg.stride);
  try {
    await sliced(job, s, (done, cancelled) => self.postMessage({
      type: 'figure2', id: job.id, rows: Array.from(s.takeRows()), work: Array.from(s.progress()), done, cancelled,
    }));
  } finally { s.free(); }
}

async function timing(job, msg) {
  const t = new TimingSweep(msg.gens, msg.sizes, msg.samples, msg.seed);
  try {
    await sliced(job, t, (done, cancelled) => self.postMessage({
      type: 'timing', id: job.id, rows: t.takeRows(), fraction: t.fraction(), current: t.current(), skipped: t.skipped(), done, cancelled,
    }));
  } finally { t.free(); }
}
