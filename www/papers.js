// The papers page: every claim the core can check (src/papers), one card each, with a Run
// button. Quick claims run on the page's thread (well under 50 ms); the others in a Worker
// (papers-worker.js) with progress and Cancel (Escape cancels the last one started). The page
// holds no algorithm and no verdict: the catalogue, the runs, the tool's values, the verdicts and
// the lab links all come from Rust. URL state: paper (the filter), claim (the claim in focus),
// and p-ID for a parameter changed from its default.
import init, { PaperRun, paperClaims } from './pkg/warnsdorff.js';
import { $, setMsg } from './shell/fields.js';
import { trackJob } from './shell/jobs.js';
import { linkParams, pageState } from './shell/state.js';

const wasmUrl = new URL('./pkg/warnsdorff_bg.wasm', import.meta.url);
async function compileModule() {
  try { return await WebAssembly.compileStreaming(fetch(wasmUrl)); } catch {
    return WebAssembly.compile(await (await fetch(wasmUrl)).arrayBuffer());
  }
}
const wasmModule = await compileModule();
await init({ module_or_path: wasmModule });

const claims = paperClaims();
const byId = new Map(claims.map((c) => [c.id, c]));
const records = new Map(); // id -> the last record
const running = new Map(); // id -> {worker, job, jobId}
let nextJob = 1;

// ---- cards --------------------------------------------------------------------------------
const esc = (s) => String(s).replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);
const paramId = (c) => `param-${c.id}`;

function card(c) {
  const p = c.param;
  const worker = c.cost === 'worker';
  return `<article class="claim" id="claim-${c.id}" data-id="${c.id}" data-seed="${c.seed}" data-cost="${c.cost}" aria-labelledby="h-${c.id}">
  <h2 id="h-${c.id}"><span>${esc(c.seed)} ${esc(c.authors)}</span><span class="where">${esc(c.place)} · <code>${esc(c.id)}</code></span></h2>
  <blockquote>“${esc(c.quote)}”</blockquote>
  <dl>
    <dt>Paper</dt><dd class="paper-value">${esc(c.paper_value)}</dd>
    <dt>This tool</dt><dd class="tool-value" aria-live="polite">not run yet</dd>
    <dt>Verdict</dt><dd><span class="badge none" data-verdict="">not run yet</span> <span class="why"></span></dd>
  </dl>
  <form class="row" novalidate>
    ${p ? `<div class="field"><label for="${paramId(c)}">${esc(p.label)}</label>
      <input id="${paramId(c)}" name="${esc(p.name)}" size="9" value="${esc(p.default)}" aria-describedby="${paramId(c)}-help ${paramId(c)}-msg">
      <span class="help" id="${paramId(c)}-help">${esc(p.help)} (default ${esc(p.default)})</span>
      <span class="msg" id="${paramId(c)}-msg" role="alert"></span></div>` : ''}
    <button type="submit" class="run">Run</button>
    ${worker ? '<button type="button" class="cancel" disabled>Cancel</button><progress max="1" value="0" aria-label="Progress" hidden></progress><span class="job-status" aria-live="polite"></span>' : ''}
    <a class="lab" href="${esc(c.page)}">Open in the lab →</a>
  </form>
  <p class="detail"></p>
  <span class="msg" id="run-${c.id}-msg" role="alert"></span>
</article>`;
}

$('claims').innerHTML = claims.map(card).join('');
const el = (id) => $(`claim-${id}`);

function show(id, r) {
  records.set(id, r);
  const a = el(id);
  a.dataset.verdict = r.verdict;
  a.querySelector('.tool-value').textContent = r.tool_value;
  const badge = a.querySelector('.badge');
  badge.className = `badge ${r.verdict}`;
  badge.dataset.verdict = r.verdict;
  badge.textContent = r.verdict_words.split(':')[0];
  const why = r.verdict_words.slice(badge.textContent.length).replace(/^:\s*/, '');
  a.querySelector('.why').textContent = why ? `— ${why}` : '';
  a.querySelector('.detail').textContent = r.detail;
  a.querySelector('.lab').href = r.link;
  tally();
}

function tally() {
  const n = {};
  for (const r of records.values()) n[r.verdict_words.split(':')[0]] = (n[r.verdict_words.split(':')[0]] || 0) + 1;
  const parts = Object.entries(n).map(([k, v]) => `${v} ${k}`);
  $('tally').textContent = records.size ? `Run so far: ${records.size} of ${claims.length} claims — ${parts.join(', ')}.` : '';
}

// ---- running --------------------------------------------------------------------------------
function paramOf(c) {
  if (!c.param) return null;
  return $(paramId(c)).value.trim();
}

function failed(c, err) {
  const field = err?.field === 'param' && c.param ? paramId(c) : `run-${c.id}`;
  setMsg(field, err?.message || String(err));
}

function clearMsgs(c) {
  if (c.param) setMsg(paramId(c), '');
  setMsg(`run-${c.id}`, '');
}

// A quick claim, on this thread.
function runQuick(c) {
  clearMsgs(c);
  let run;
  try {
    run = new PaperRun(c.id, paramOf(c) ?? undefined);
    const p = run.work(1e15);
    if (!p.done) throw new Error('the quick run did not finish');
    show(c.id, run.record());
    return true;
  } catch (err) { failed(c, err); return false; } finally { run?.free(); }
}

// A long claim, in its own Worker; resolves to 'done' | 'cancelled' | 'error'.
function runInWorker(c) {
  clearMsgs(c);
  const param = paramOf(c);
  // Check the parameter here first, so a bad one is said at once (the constructor runs nothing).
  try { new PaperRun(c.id, param ?? undefined).free(); } catch (err) { failed(c, err); return Promise.resolve('error'); }
  stop(c.id);
  const a = el(c.id);
  const bar = a.querySelector('progress');
  const text = a.querySelector('.job-status');
  const worker = new Worker(new URL('./papers-worker.js', import.meta.url), { type: 'module' });
  worker.postMessage({ type: 'init', module: wasmModule });
  const jobId = nextJob++;
  bar.hidden = false; bar.value = 0;
  text.textContent = 'starting…';
  a.dataset.running = 'true';
  return new Promise((resolve) => {
    const job = trackJob({ cancel: () => worker.postMessage({ type: 'cancel', id: jobId }), progress: bar, button: a.querySelector('.cancel') });
    const end = (how) => {
      job.end(); worker.terminate(); running.delete(c.id);
      bar.hidden = true; delete a.dataset.running;
      resolve(how);
    };
    running.set(c.id, { worker, job, jobId, end });
    worker.onmessage = (e) => {
      const m = e.data;
      if (m.id !== jobId) return;
      if (m.type === 'progress') { job.update(m.fraction); text.textContent = `${m.status} (${Math.round(m.fraction * 100)}%)`; }
      else if (m.type === 'done') { text.textContent = ''; show(c.id, m.record); end('done'); }
      else if (m.type === 'cancelled') { text.textContent = 'cancelled'; end('cancelled'); }
      else if (m.type === 'error') { text.textContent = ''; failed(c, m); end('error'); }
    };
    worker.onerror = (e) => { text.textContent = ''; failed(c, { message: e.message || 'the worker failed' }); end('error'); };
    worker.postMessage({ type: 'run', id: jobId, claim: c.id, param });
  });
}

function stop(id) { running.get(id)?.end('cancelled'); }

function run(c) {
  focus(c.id);
  state.save();
  if (c.cost === 'quick') return Promise.resolve(runQuick(c) ? 'done' : 'error');
  return runInWorker(c);
}

for (const c of claims) {
  const a = el(c.id);
  a.querySelector('form').addEventListener('submit', (e) => { e.preventDefault(); run(c); });
  if (c.param) $(paramId(c)).addEventListener('change', () => state.save());
}

// "Run all quick claims": every quick claim shown, one per task so the page keeps answering.
$('run-quick').addEventListener('click', async () => {
  const b = $('run-quick');
  b.disabled = true;
  const list = claims.filter((c) => c.cost === 'quick' && !el(c.id).hidden);
  let k = 0;
  for (const c of list) {
    $('status').textContent = `Running ${c.id} (${++k} of ${list.length})…`;
    await new Promise((r) => setTimeout(r, 0));
    runQuick(c);
  }
  $('status').textContent = `Ran ${list.length} quick claims; the others run in the background with their own Run buttons.`;
  b.disabled = false;
});

// ---- the filter, focus and the link -------------------------------------------------------
let focused = null;
function focus(id) {
  if (focused) el(focused)?.classList.remove('focused');
  focused = id;
  if (id) el(id)?.classList.add('focused');
}

function applyFilter() {
  const seed = $('paper').value;
  for (const c of claims) el(c.id).hidden = Boolean(seed) && c.seed !== seed;
}

const state = pageState({
  toForm: () => {},
  toLink: () => {
    const out = [['paper', $('paper').value], ['claim', focused]];
    for (const c of claims) {
      if (c.param && $(paramId(c)).value.trim() !== c.param.default) out.push([`p-${c.id}`, $(paramId(c)).value.trim()]);
    }
    return out;
  },
});

$('paper').addEventListener('change', () => { applyFilter(); state.save(); });

const q = linkParams();
if (q.has('paper')) {
  const v = q.get('paper');
  if ([...$('paper').options].some((o) => o.value === v)) $('paper').value = v;
  else setMsg('paper', `From the link: paper '${v}' is not one of 000-004`);
}
for (const c of claims) {
  const v = q.get(`p-${c.id}`);
  if (c.param && v !== null) $(paramId(c)).value = v;
}
applyFilter();
if (q.has('claim')) {
  const id = q.get('claim');
  if (byId.has(id)) { focus(id); if (!el(id).hidden) el(id).scrollIntoView({ block: 'start' }); }
  else setMsg('paper', `From the link: no claim '${id}'`);
}
state.set({});

window.warnsdorffPapers = { claims, records, running, stop };
document.body.dataset.ready = 'true';
