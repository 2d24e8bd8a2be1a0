// The papers page's worker: runs one claim (src/web/papers.rs PaperRun) in slices of about
// SLICE_MS so a 'cancel' gets in, posting progress at most every POST_MS. It holds no algorithm:
// the claim, its run and its verdict all come from Rust (src/papers).
//
// Messages in:  {type: 'init', module}              the compiled module, first
//               {type: 'run', id, claim, param}     start claim `claim` (param null: default)
//               {type: 'cancel', id}
// Messages out: {type: 'progress', id, fraction, status}
//               {type: 'done', id, record} | {type: 'cancelled', id}
//               {type: 'error', id, field, message}
import init, { PaperRun } from './pkg/warnsdorff.js';

const SLICE_MS = 40;
const POST_MS = 120;
const BUDGET = 50000; // walk steps or search positions per work() call

let loaded;
const ready = new Promise((r) => { loaded = r; });
let current = null; // {id, cancelled}

const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()?.();
const yieldNow = () => new Promise((r) => { waiting.push(r); channel.port2.postMessage(0); });

const fail = (id, err) => self.postMessage({ type: 'error', id, field: err.field || 'status', message: err.message || String(err) });

self.onmessage = async (e) => {
  const msg = e.data;
  if (msg.type === 'init') { loaded(init({ module_or_path: msg.module })); return; }
  if (msg.type === 'cancel') { if (current && current.id === msg.id) current.cancelled = true; return; }
  if (msg.type !== 'run') return;
  try { await ready; } catch (err) { fail(msg.id, err); return; }
  if (current) current.cancelled = true;
  const job = { id: msg.id, cancelled: false };
  current = job;
  let run = null;
  try {
    run = new PaperRun(msg.claim, msg.param ?? undefined);
    let posted = 0;
    for (;;) {
      const t = performance.now();
      let p;
      do { p = run.work(BUDGET); } while (!p.done && performance.now() - t < SLICE_MS);
      if (p.done) { self.postMessage({ type: 'done', id: job.id, record: run.record() }); break; }
      const now = performance.now();
      if (now - posted >= POST_MS) { self.postMessage({ type: 'progress', id: job.id, fraction: p.fraction, status: p.status }); posted = now; }
      await yieldNow();
      if (job.cancelled) { self.postMessage({ type: 'cancelled', id: job.id }); break; }
    }
  } catch (err) { fail(msg.id, err); }
  run?.free();
  if (current === job) current = null;
};
