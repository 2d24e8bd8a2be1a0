// The one Worker host: any lab's Worker job (Rust's labs::worker_job, through the wasm
// WorkerRun) run in slices of about SLICE_MS so a 'cancel' gets in between, posting how far it
// is and what it found at most every POST_MS, and its last post when it finishes. A finished job
// stays to answer questions ('ask') until the next one starts.
//
// Messages in:  {type: 'init', module}                         the compiled module, first
//               {type: 'start', id, kind, spec, part, parts}   start a job (ends the one before)
//               {type: 'cancel', id} · {type: 'ask', id, question}
// Messages out: {id, part, parts, done, total, words, output, finished, cancelled, error}
//               {id, answer} (or {id, error} when the question could not be answered)
import init, { WorkerRun } from '../pkg/warnsdorff.js';

const SLICE_MS = 30;
const POST_MS = 120;

let loaded;
const ready = new Promise((r) => { loaded = r; });
let current = null; // {id, run, cancelled}

// A macrotask without setTimeout's clamping, so a 'cancel' message gets in between slices.
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()?.();
const yieldNow = () => new Promise((r) => { waiting.push(r); channel.port2.postMessage(0); });

async function run(msg) {
  const { id, part, parts } = msg;
  const base = { id, part, parts };
  // The job before ends: one that finished is let go here, one under way at its next slice.
  if (current?.finished) current.run.free();
  else if (current) current.cancelled = true;
  const job = { id, run: null, cancelled: false, finished: false };
  current = job;
  try {
    job.run = new WorkerRun(msg.kind, msg.spec, part, parts);
  } catch (err) {
    self.postMessage({ ...base, error: err.message || String(err), finished: true });
    if (current === job) current = null;
    return;
  }
  let posted = performance.now();
  for (;;) {
    let p;
    try { p = job.run.work(SLICE_MS); } catch (err) {
      self.postMessage({ ...base, error: err.message || String(err), finished: true });
      job.finished = true;
      return;
    }
    const finished = p.done >= p.total;
    const now = performance.now();
    if (finished || now - posted >= POST_MS) {
      self.postMessage({ ...base, ...p, output: job.run.output(), finished });
      posted = now;
    }
    if (finished) { job.finished = true; return; }
    await yieldNow();
    if (job.cancelled) {
      job.run.cancel();
      self.postMessage({ ...base, ...job.run.work(0), output: job.run.output(), cancelled: true });
      if (current === job) job.finished = true; else job.run.free();
      return;
    }
  }
}

self.onmessage = async (e) => {
  const msg = e.data;
  if (msg.type === 'init') { loaded(init({ module_or_path: msg.module })); return; }
  await ready;
  if (msg.type === 'cancel') { if (current?.id === msg.id) current.cancelled = true; return; }
  if (msg.type === 'ask') {
    try { self.postMessage({ id: msg.id, answer: current.run.ask(msg.question) }); } catch (err) {
      self.postMessage({ id: msg.id, answer: null, error: err.message || String(err) });
    }
    return;
  }
  if (msg.type === 'start') await run(msg);
};
