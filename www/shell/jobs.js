// Long jobs on a lab, run in time-budgeted slices on the page's thread (the CONTRACTS protocol:
// lab.busy(), lab.work(budgetMs) -> {done, fraction, status}, lab.cancel()), with a progress bar,
// a Cancel button and Escape to cancel; the page keeps answering clicks between slices.
//
// API
//   runJob(lab, {container, label, budgetMs = 12, onSlice}) -> Promise<'done' | 'cancelled'>
//     container: an element the progress row is shown in (hidden again when the job ends)
//     label:     the job's name for assistive technology (the row's aria-label), e.g.
//                'Planning obfuscate'; the row shows the job's own status, which says what it
//                does, with the percentage done added when the status has none
//     onSlice(report): called after each slice (e.g. to redraw)
//   A job that is done after its first slice never shows the progress row.
//   cancelJob()            cancel the job under way (as the Cancel button and Escape do)
//   jobRunning() -> bool
//   hasJobs(lab) -> bool   the lab speaks the protocol (wasm built with busy/work/cancel)
//
// Jobs in a Worker post their own progress; the page shows it in its own progress bar and
// registers the job here so that Escape cancels it as it cancels a sliced job:
//   trackJob({cancel, progress, button}) -> {update(fraction), end()}
//     cancel():  ask the Worker to stop (also bound to `button`, a Cancel button enabled while
//                the job runs); progress: a <progress> the page owns, set by update()
//     end():     the job is over (done, failed or cancelled): the button is disabled again
//   Escape cancels the sliced job under way, else the Worker job registered last.

let current = null; // {cancelled, lab, handedOver}
const tracked = []; // Worker jobs under way, last registered last

// Yield with a timer task: input, rendering and other tasks all get their turn between slices
// (a yield that resumes ahead of them, as scheduler.yield() does, can starve input).
const yieldToPage = () => new Promise((r) => setTimeout(r, 0));

document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape' || e.target.closest?.('dialog[open]')) return;
  if (current) { e.preventDefault(); cancelJob(); } else if (tracked.length) { e.preventDefault(); tracked.at(-1).cancel(); }
});

// What the row says: the job's status once, and its percentage done unless the status gives one.
export function jobText({ status, fraction }) {
  const s = String(status ?? '').trim();
  if (/\d\s*%/.test(s)) return s;
  const pct = `${Math.round(fraction * 100)}%`;
  return s ? `${s} (${pct})` : pct;
}

export const hasJobs = (lab) => typeof lab?.work === 'function' && typeof lab?.busy === 'function';
export const jobRunning = () => current !== null;
export function cancelJob() { if (current) current.cancelled = true; }

export async function runJob(lab, { container, label = 'Working', budgetMs = 12, onSlice } = {}) {
  // A new job supersedes the one under way; on the same lab, the lab is handed over to it as
  // it is (its start, e.g. a new plan, already replaced the old job's work: cancelling the lab
  // would cancel the new job).
  if (current) { current.cancelled = true; current.handedOver = current.lab === lab; }
  const job = { cancelled: false, lab, handedOver: false };
  current = job;
  let row = null;
  const show = (r) => {
    if (!row) {
      container.innerHTML = '<div class="job" role="group"><progress id="job-progress" max="1" value="0"></progress>'
        + '<span id="job-text" aria-live="polite"></span><button type="button" id="job-cancel" aria-keyshortcuts="Escape">Cancel</button></div>';
      container.hidden = false;
      row = container.firstElementChild;
      row.setAttribute('aria-label', label);
      row.querySelector('#job-progress').setAttribute('aria-label', label);
      row.querySelector('#job-cancel').addEventListener('click', cancelJob);
    }
    row.querySelector('#job-progress').value = r.fraction;
    row.querySelector('#job-text').textContent = jobText(r);
  };
  try {
    for (;;) {
      if (job.cancelled) { if (!job.handedOver) lab.cancel(); return 'cancelled'; }
      const r = lab.work(budgetMs);
      onSlice?.(r);
      if (r.done) return 'done';
      show(r);
      await yieldToPage();
    }
  } finally {
    if (current === job) current = null;
    if (row) { container.innerHTML = ''; container.hidden = true; }
  }
}

export function trackJob({ cancel, progress = null, button = null }) {
  const job = { cancel };
  tracked.push(job);
  const onClick = () => cancel();
  if (button) { button.disabled = false; button.addEventListener('click', onClick); }
  if (progress) progress.value = 0;
  let over = false;
  return {
    update(fraction) { if (progress && !over) progress.value = fraction; },
    end() {
      if (over) return;
      over = true;
      const i = tracked.indexOf(job);
      if (i >= 0) tracked.splice(i, 1);
      if (button) { button.disabled = true; button.removeEventListener('click', onClick); }
    },
  };
}
