// One page skeleton for every lab: boot (the module compiled once, the header, the lab opened
// from the link), the form and its one rule for edits (form.js), the status and outputs
// (show.js), the views (views.js), the player (player.js) where the lab has one, long jobs on
// the page's thread and in Workers (work.js), export and import (files.js), the link written
// from the lab after every change (the history's rule in history.js: a view made anew is an
// entry, Back and Forward reopen the lab from theirs), and buttons marked data-act that send
// their action; the board pages' class view (classview.js). A page's own script only wires
// what is its own.
//
// API
//   startPage(key, {before(app), status(s)}) -> app
//     before(app): once the lab is open, before anything is wired (a page that lays out parts
//       of its own from the lab, named for the lab's outputs); its result is app.own
//     status(s): called with every whole status shown (a page's own drawing of it)
//   app.act(action, {quiet, raise}) -> reply   send an action (quiet: no redraw; raise: throw)
//   app.render(now) · app.page · app.wasm · app.chrome · app.player · app.form · app.wasmBytes()
import { boot, setCarry, wasmBytes } from './boot.js';
import { wireForm } from './form.js';
import { showStatus, say } from './show.js';
import { wireViews } from './views.js';
import { createPlayer } from './player.js';
import { createWork } from './work.js';
import { buildGifForms, save, wireFiles } from './files.js';
import { createHistory } from './history.js';
import { wireClassView } from './classview.js';
import { $, el, setMsg, showError } from './fields.js';

const STOPPED = 'warnsdorff:stopped'; // sessionStorage: jobs a reload stopped

// The jobs a reload stopped on this page's view, said once.
function lastStopped(key) {
  let s = null;
  try { s = JSON.parse(sessionStorage.getItem(STOPPED) ?? 'null'); } catch { s = null; }
  sessionStorage.removeItem(STOPPED);
  return s?.key === key && s.search === location.search && Array.isArray(s.labels) ? s.labels.map(String) : null;
}

const STATUS_EVERY_MS = 250; // the whole status, at most this often while playing
const LINK_EVERY_MS = 500;   // the address bar, likewise

export async function startPage(key, hooks = {}) {
  const { wasm, module, page, chrome, browserDark } = await boot(key);
  const app = { wasm, page, chrome, act, render, player: null, form: null, status: null, wasmBytes };
  window.warnsdorff = app; // for the page tests and the benchmark
  let statusAt = 0;
  let linkAt = 0;

  const past = createHistory(() => page.link());
  const writeLink = past.write;

  function render(now = false) {
    // What the lab asks beyond a reply (a Worker job an edit or a link began).
    reply(page.takeReply());
    const playing = app.player?.playing ?? false;
    const t = performance.now();
    // The status first: it may show or hide the views drawn next.
    if (now || !playing || t - statusAt > STATUS_EVERY_MS) {
      statusAt = t;
      app.status = page.status();
      showStatus(app.status, { act, quiet: playing && !now, chrome });
      app.player?.show(app.status.play ?? null);
      setCarry(app.status.carry ?? '');
      hooks.status?.(app.status);
    }
    views.draw(false);
    if (now || !playing || t - linkAt > LINK_EVERY_MS) { linkAt = t; writeLink(); }
    // A view may have begun a job (a big board's picture, laid in slices).
    if (!work.busyHere() && page.busy()) runJob();
  }

  // A job may end with a file to save (an animated GIF).
  const runJob = () => work.here(page.jobName() || chrome.working).then(() => {
    const file = page.takeFile();
    if (file) reply({ file });
  });

  // What an action's reply asks of the page besides a redraw.
  function reply(r) {
    if (!r) return;
    if (r.say) say(r.say);
    // A long run asked about first: started only on yes.
    if (r.confirm && window.confirm(r.confirm.words)) queueMicrotask(() => act(r.confirm.action));
    if (r.file) {
      save(page, r.file, document.querySelector('[data-exchange]')?.dataset.exchange, chrome)
        .catch((e) => showError(e, r.file.mime === 'video/webm' ? 'export-webm' : 'export'));
    }
    for (const id of r.drop ?? []) work.drop(id);
    for (const id of r.release ?? []) work.release(id);
    if (r.worker) work.start(r.worker);
    if (r.ask) work.ask(r.ask);
    if (r.stop !== undefined) work.stop(r.stop);
    if (r.go) location.assign(r.go);
  }

  function act(action, { quiet = false, raise = false } = {}) {
    let r;
    const before = page.link();
    try { r = page.act(action); } catch (e) {
      if (raise) throw e;
      showError(e, 'status');
      return null;
    }
    reply(r);
    if (r?.new_view) past.made(before);
    if (!quiet) {
      app.form.refresh();
      render(true);
      if (page.busy() && !work.busyHere()) runJob();
    }
    return r;
  }

  app.own = hooks.before?.(app);
  const work = createWork({ page, module, chrome, render, failed: (e) => showError(e, 'status') });
  const views = wireViews(page, act, () => render(false));
  const holder = document.querySelector('[data-player]');
  if (holder) app.player = createPlayer({ holder, act, render, chrome, speeds: wasm.speeds(), previous: past });
  buildGifForms(chrome);
  app.form = wireForm(page, chrome, {
    applied(how, form, submitter) {
      app.player?.pause();
      // A form's second button may send its own action (Export WebM beside Export GIF).
      const a = submitter?.dataset.act ?? form?.dataset.act;
      if (a) act(a.startsWith('{') ? JSON.parse(a) : { do: a });
      else { render(true); if (page.busy() && !work.busyHere()) runJob(); }
    },
    failed() {},
  });
  wireFiles(page, chrome, act);
  const classView = wireClassView({ page, chrome, redraw: () => { views.draw(true); render(true); }, refit: () => views.draw(true) });
  // The browser's Back or Forward (or the player's Back from the first step) to a view made
  // here: the lab opened anew from that entry's link.
  past.onReturn((search) => {
    app.player?.pause();
    if (work.busyHere()) page.cancel();
    try { page.reopen(search); } catch (err) { showError(err, 'status'); return; }
    document.documentElement.dataset.theme = page.scheme();
    if ($('theme')) $('theme').value = page.theme();
    classView?.sync();
    app.form.fill();
    views.draw(true);
    render(true);
  });
  // A button marked data-act sends its action (`name`, or a JSON object), wherever it is.
  document.addEventListener('click', (e) => {
    const b = e.target.closest?.('button[data-act]');
    if (!b || b.type === 'submit') return;
    const a = b.dataset.act;
    act(a.startsWith('{') ? JSON.parse(a) : { do: a });
  });
  $('copy-link')?.addEventListener('click', async () => {
    writeLink();
    try {
      await navigator.clipboard.writeText(location.href);
      setMsg('copy-link', '');
      $('share-msg').textContent = chrome.copied;
    } catch {
      $('share-msg').textContent = `${chrome.copy_by_hand} ${location.href}`;
    }
  });
  // Work the link does not keep (the lab's status says so): the browser asks before a reload or
  // leaving throws it away.
  window.addEventListener('beforeunload', (e) => {
    if (!app.status?.unsaved) return;
    e.preventDefault();
    e.returnValue = '';
  });
  // Jobs under way when the page goes (a reload, a link followed): the next load of the same view
  // says they were stopped, rather than showing it as if nothing had been lost.
  window.addEventListener('pagehide', () => {
    const labels = work.labels();
    if (labels.length) sessionStorage.setItem(STOPPED, JSON.stringify({ key, search: location.search, labels }));
  });
  const stopped = lastStopped(key);
  if (stopped) {
    $('status')?.before(el('p', { class: 'msg', id: 'reload-msg', role: 'status' },
      chrome.reload_stopped.replace('{}', stopped.join('; '))));
  }
  // The colour scheme: the header's switch (kept in the link) or, on auto, the browser's.
  const restyle = () => {
    document.documentElement.dataset.theme = page.scheme();
    views.draw(true);
    render(true);
  };
  $('theme')?.addEventListener('change', (e) => {
    try { page.setTheme(e.target.value); } catch (err) { showError(err, 'status'); return; }
    restyle();
  });
  browserDark?.addEventListener?.('change', (e) => { page.setBrowserDark(e.matches); restyle(); });
  let resizeTimer = 0;
  window.addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => { views.draw(true); render(true); }, 150);
  });
  views.draw(true);
  render(true);
  app.work = work;
  document.body.dataset.ready = 'true';
  return app;
}
