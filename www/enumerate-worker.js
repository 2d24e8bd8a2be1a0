// The enumeration page's worker: counts one set, or one share of a family's sets, in slices of
// about SLICE_MS so a 'cancel' gets in, and posts progress at most every POST_MS (each post makes
// the page update its table; a post per slice cost the 53 pairs 5-8 % more time, see
// tests/reports/perf.txt); keeps one set's tie tree to answer solution requests. It holds no
// algorithm: everything comes from Rust (src/web/enumerate.rs).
//
// Messages in:  {type: 'init', module}                                  the compiled module, first
//               {type: 'count', id, start, end, reading, dash, browse}  count (then build the
//                                                                         tie tree if browse)
//               {type: 'batch', id, family, reading, offset, stride}   this worker's share
//               {type: 'solution', id, number}                          from the kept tree
//               {type: 'cancel', id}
// Messages out: {type: 'progress', id, fraction, counts?, results?, done, cancelled, ms}
//               {type: 'browse', id, count}                              the tree is ready
//               {type: 'solution', id, solution} | {type: 'error', id, field, message}
import init, { PhadkeBatch, PhadkeBrowser, PhadkeCount } from './pkg/warnsdorff.js';

const SLICE_MS = 40;
const POST_MS = 120; // and when done or cancelled
const BUDGET = 20000; // positions per work() call

// The page posts the compiled module first ({type: 'init', module}); the worker instantiates it
// (no fetch, no compile of its own). Every other message waits for that.
let loaded;
const ready = new Promise((r) => { loaded = r; });
let current = null; // {id, cancelled}
let browser = null; // {id, tree}

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
  if (msg.type === 'solution') {
    if (!browser || browser.id !== msg.id) { fail(msg.id, { field: 'status', message: 'count this set first' }); return; }
    try { self.postMessage({ type: 'solution', id: msg.id, solution: browser.tree.solution(msg.number) }); } catch (err) { fail(msg.id, err); }
    return;
  }
  if (current) current.cancelled = true;
  const job = { id: msg.id, cancelled: false };
  current = job;
  try {
    if (msg.type === 'count') await count(job, msg);
    else if (msg.type === 'batch') await batch(job, msg);
  } catch (err) { fail(msg.id, err); }
  if (current === job) current = null;
};

async function sliced(job, runner, post) {
  const t0 = performance.now();
  let posted = t0;
  for (;;) {
    const t = performance.now();
    let done = false;
    do { done = runner.work(BUDGET); } while (!done && performance.now() - t < SLICE_MS);
    const now = performance.now();
    if (done || now - posted >= POST_MS) { post(done, now - t0); posted = now; }
    if (done) return true;
    await yieldNow();
    if (job.cancelled) { post(false, performance.now() - t0, true); return false; }
  }
}

async function count(job, msg) {
  const c = new PhadkeCount(msg.start, msg.end, msg.reading, msg.dash);
  const ok = await sliced(job, c, (done, ms, cancelled = false) => self.postMessage({
    type: 'progress', id: job.id, fraction: c.progress(), counts: c.counts(), done, cancelled, ms,
  }));
  c.free();
  if (!ok || !msg.browse) return;
  if (browser) { browser.tree.free(); browser = null; }
  const tree = new PhadkeBrowser(msg.start, msg.end, msg.reading, msg.dash);
  if (job.cancelled) { tree.free(); return; }
  browser = { id: job.id, tree };
  self.postMessage({ type: 'browse', id: job.id, count: tree.count() });
}

async function batch(job, msg) {
  const b = new PhadkeBatch(msg.family, msg.reading, msg.offset, msg.stride);
  await sliced(job, b, (done, ms, cancelled = false) => self.postMessage({
    type: 'progress', id: job.id, fraction: b.progress(), total: b.total(), results: b.takeResults(), done, cancelled, ms,
  }));
  b.free();
}
