// Boot, shared by every page: the wasm module fetched and compiled once (the compiled Module is
// what the page's Workers are given, so none compiles it again), the page frame's header built
// from the core's list of pages with the colour scheme's switch, and the page's lab opened from
// the address bar, in the scheme the link or the browser asks for.
//
// API
//   boot(key) -> {wasm, module, page, chrome, browserDark}
//     key: the lab's key ('walk', 'tourneys', ...); page: the wasm Page of that lab as the link
//     describes it; chrome: the frame's words (Rust's page::words::CHROME); browserDark: the
//     media query of prefers-color-scheme: dark (null without matchMedia)
//   setCarry(query)   the entries the header's links carry to the pages that take them
import init, * as wasm from '../pkg/warnsdorff.js';

const wasmUrl = new URL('../pkg/warnsdorff_bg.wasm', import.meta.url);

async function compileModule() {
  try { return await WebAssembly.compileStreaming(fetch(wasmUrl)); } catch {
    // A server that sends the module as another type: compile from the bytes.
    return WebAssembly.compile(await (await fetch(wasmUrl)).arrayBuffer());
  }
}

let pageList = [];

/** The header: the tool's name and every page, this one marked as the current page. */
function header(key, chrome) {
  const el = document.querySelector('header[data-frame]');
  if (!el) return;
  const nav = document.createElement('nav');
  nav.setAttribute('aria-label', chrome.nav);
  const title = document.createElement('a');
  title.className = 'tool';
  title.href = 'index.html';
  title.textContent = chrome.title;
  const list = document.createElement('ul');
  for (const p of pageList) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = p.file;
    a.textContent = p.name;
    a.title = p.line;
    a.dataset.page = p.key;
    if (p.key === key) a.setAttribute('aria-current', 'page');
    li.append(a);
    list.append(li);
  }
  nav.append(title, list, lookSwitch(chrome));
  el.prepend(nav);
}

/** The colour scheme's switch: its choices and their words from the core (page::look). */
function lookSwitch(chrome) {
  const label = document.createElement('label');
  label.className = 'look';
  const select = document.createElement('select');
  select.id = 'theme';
  for (const [value, name] of chrome.themes) {
    const o = document.createElement('option');
    o.value = value;
    o.textContent = name;
    select.append(o);
  }
  label.append(chrome.theme, select);
  return label;
}

/** The header's links carry `query`'s entries to the pages that take them. */
export function setCarry(query) {
  const given = new URLSearchParams(query);
  for (const a of document.querySelectorAll('header[data-frame] nav a[data-page]')) {
    const p = pageList.find((x) => x.key === a.dataset.page);
    const q = new URLSearchParams();
    for (const k of p.carries) if (given.has(k)) q.set(k, given.get(k));
    const s = q.toString();
    a.setAttribute('href', s ? `${p.file}?${s}` : p.file);
  }
}

/** The live region every page has: what a step, a pause or an import says is read out. */
function liveRegion() {
  if (document.getElementById('announce')) return;
  const p = document.createElement('p');
  Object.assign(p, { id: 'announce', className: 'sr-only' });
  p.setAttribute('role', 'status');
  p.setAttribute('aria-live', 'polite');
  document.body.append(p);
}

/** The built site (`make dist`) links a manifest from every page: there the service worker beside
 *  the pages (sw.js) keeps the whole site for use offline. www/'s pages link none, so `make serve`
 *  never installs one. */
function offline() {
  if (!('serviceWorker' in navigator) || !document.querySelector('link[rel="manifest"]')) return;
  navigator.serviceWorker.register(new URL('sw.js', document.baseURI))
    .catch((e) => console.warn(`the site is not kept for offline use: ${e.message}`));
}

/** The bytes of the wasm module's memory now (0 before it is instantiated). */
export let wasmBytes = () => 0;

export async function boot(key) {
  offline();
  liveRegion();
  const module = await compileModule();
  const exports = await init({ module_or_path: module });
  // The wasm memory's size, for the page tests and the benchmark (what a big board takes).
  wasmBytes = () => exports.memory.buffer.byteLength;
  const chrome = wasm.chrome();
  pageList = wasm.pages();
  header(key, chrome);
  const page = wasm.Page.open(key, location.search);
  const browserDark = window.matchMedia?.('(prefers-color-scheme: dark)') ?? null;
  page.setBrowserDark(Boolean(browserDark?.matches));
  document.documentElement.dataset.theme = page.scheme();
  const select = document.getElementById('theme');
  if (select) select.value = page.theme();
  return { wasm, module, page, chrome, browserDark };
}
