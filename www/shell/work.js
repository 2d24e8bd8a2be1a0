// Long jobs, on every page alike: the lab's own job run on the page's thread in time-budgeted
// slices (page.busy(), page.work(ms), page.cancel()), and jobs the lab hands to Workers (a
// reply's `worker`: {id, kind, spec, parallel, label, answers}) run by one Worker host
// (worker.js), each Worker given the module compiled once; what they send back goes to the lab
// (page.feed). Each job shows a progress row in [data-job] with Cancel; Escape cancels the last
// one started. The page keeps answering between slices.
//
// The latest request wins, by one rule for every lab: a Worker job is live from its start until
// it is over or the lab drops it (a reply's `drop`: set aside by a newer request). A dropped job
// loses its progress row at once and nothing more of it reaches the lab; only a live job's posts
// are fed. The row of the lab's own job always names the job being run, even when a newer
// request replaced it between two slices. A job's Workers go back to the pool once it is over,
// unless it answers questions (then once the lab releases it).
//
// API
//   createWork({page, module, chrome, render, failed}) -> work
//     render(now): redraw after a slice or a feed; failed(err): a job's error, to show
//   work.here(label) -> Promise<'done' | 'cancelled' | 'failed'>   run the lab's job to its end
//   work.start(call) · work.ask({id, question}) · work.stop(id) · work.drop(id)   Worker jobs
//   work.live(id) -> bool   whether the posts of Worker job id still reach the lab
//   work.running() -> bool (any job) · work.busyHere() -> bool (the lab's own job is run)

import { el } from './fields.js';

const SLICE_MS = 12;
const POOL = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));

// Yield with a timer task: input, rendering and other tasks all get their turn between slices.
const yieldToPage = () => new Promise((r) => setTimeout(r, 0));

export function createWork({ page, module, chrome, render, failed }) {
  const holder = document.querySelector('[data-job]');
  const rows = []; // {cancel, el}
  const idle = [];
  const busy = new Map(); // job id -> {workers, parts, over, row, answers, dropped}
  let here = null;

  function row(label, cancel) {
    const button = el('button', { type: 'button', 'aria-keyshortcuts': 'Escape' }, chrome.cancel);
    button.addEventListener('click', cancel);
    const box = el('div', { class: 'job', role: 'group', 'aria-label': label },
      el('progress', { max: 1, value: 0, 'aria-label': label }), el('span', { 'aria-live': 'polite' }), button);
    const r = { el: box, cancel, label };
    rows.push(r);
    let ended = false;
    return {
      label(name) { r.label = name; box.setAttribute('aria-label', name); box.querySelector('progress').setAttribute('aria-label', name); },
      show(p) {
        if (!box.isConnected && holder) { holder.append(box); holder.hidden = false; }
        box.querySelector('progress').value = p.done / p.total;
        const pct = `${Math.round((100 * p.done) / p.total)}%`;
        box.querySelector('span').textContent = /\d\s*%/.test(p.words) ? p.words : `${p.words || label} (${pct})`;
      },
      end() {
        if (ended) return;
        ended = true;
        box.remove();
        rows.splice(rows.indexOf(r), 1);
        if (holder && !holder.childElementCount) holder.hidden = true;
      },
    };
  }

  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || e.target.closest?.('dialog[open]') || !rows.length) return;
    e.preventDefault();
    rows.at(-1).cancel();
  });

  async function runHere(label) {
    if (here) { here.cancelled = true; }
    const me = { cancelled: false };
    here = me;
    const r = row(label, () => { me.cancelled = true; });
    let named = label;
    try {
      for (;;) {
        if (me.cancelled) { page.cancel(); page.work(0); return 'cancelled'; }
        if (!page.busy()) return 'done';
        // A newer request may have replaced the lab's job since the last slice: the row names
        // the one run now.
        const name = page.jobName() || named;
        if (name !== named) { named = name; r.label(name); }
        let p;
        try { p = page.work(SLICE_MS); } catch (err) { failed(err); return 'failed'; }
        render(false);
        if (p.done >= p.total) return 'done';
        r.show(p);
        await yieldToPage();
      }
    } finally {
      r.end();
      if (here === me) here = null;
      render(true);
    }
  }

  function worker() {
    const w = idle.pop() ?? new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    if (!w.ready) { w.postMessage({ type: 'init', module }); w.ready = true; }
    return w;
  }

  let renderQueued = false;
  function feed(m) {
    page.feed(m);
    if (!renderQueued) { renderQueued = true; setTimeout(() => { renderQueued = false; render(true); }, 50); }
  }

  // The Workers of job id back to the pool.
  function free(id) {
    const j = busy.get(id);
    if (!j) return;
    busy.delete(id);
    idle.push(...j.workers);
  }

  // One Worker's part of a job is over: the row goes with the last part, and the Workers with
  // it unless the job stays to answer questions.
  function partOver(id) {
    const j = busy.get(id);
    j.over += 1;
    if (j.over < j.parts) return;
    j.row.end();
    if (j.dropped || !j.answers) free(id);
  }

  function start(call) {
    const id = call.id;
    const parts = call.parallel ? POOL : 1;
    const job = { workers: [], parts, over: 0, row: null, answers: !!call.answers, dropped: false };
    const stop = () => { for (const w of job.workers) w.postMessage({ type: 'cancel', id }); };
    job.row = row(call.label, stop);
    busy.set(id, job);
    const progress = Array.from({ length: parts }, () => [0, 1]);
    for (let part = 0; part < parts; part++) {
      const w = worker();
      job.workers.push(w);
      let over = false;
      const post = (m) => {
        if (m.id !== id || busy.get(id) !== job) return;
        const ends = !over && !!(m.finished || m.cancelled || m.error);
        if (ends) over = true;
        if (!job.dropped) {
          if (m.answer === undefined) {
            progress[part] = [m.done, m.total];
            const done = progress.reduce((s, p) => s + p[0] / p[1], 0) / parts;
            job.row.show({ done, total: 1, words: m.words });
          }
          feed(m);
        }
        if (ends) partOver(id);
      };
      w.onmessage = (e) => post(e.data);
      w.onerror = (e) => post({ id, part, parts, error: e.message || 'the Worker failed', finished: true });
      w.postMessage({ type: 'start', id, kind: call.kind, spec: call.spec, part, parts });
    }
  }

  // Job id is set aside by a newer request: stopped, its row gone now, nothing more fed.
  function drop(id) {
    const j = busy.get(id);
    if (!j || j.dropped) return;
    j.dropped = true;
    j.row.end();
    if (j.over >= j.parts) { free(id); return; }
    for (const w of j.workers) w.postMessage({ type: 'cancel', id });
  }

  return {
    here: runHere,
    start,
    ask({ id, question }) { busy.get(id)?.workers[0]?.postMessage({ type: 'ask', id, question }); },
    stop(id) { const j = busy.get(id); if (j) for (const w of j.workers) w.postMessage({ type: 'cancel', id }); },
    drop,
    live: (id) => busy.has(id) && !busy.get(id).dropped && busy.get(id).over < busy.get(id).parts,
    running: () => rows.length > 0,
    /** The names of the jobs under way. */
    labels: () => rows.map((r) => r.label),
    /** Whether the lab's own job is being run. */
    busyHere: () => here !== null,
    /** Workers of jobs the lab has let go (over, asked nothing more) are free for the next. */
    release(id) { const j = busy.get(id); if (j && j.over >= j.parts) free(id); },
  };
}
