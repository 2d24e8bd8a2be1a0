// The class view every board page shares: the board as large as the screen beside (landscape)
// or above (portrait) a short panel (the status, the next step's sentence, the player with its
// speed and keys), the rest of the page out of the way. A button after the player opens
// it and leaves it (key C; Esc leaves); the view is kept in the link (`view=class`, the core's
// page::class_view) so a reload or a copied link opens it again. frame.css lays it out; views.js
// fits the board to the free box (classBox below).
//
// API
//   wireClassView({page, chrome, redraw, refit}) -> {sync()} | null   (null: a page with no board
//     player)
//     redraw(): the views sized and drawn anew, the status and the link written
//     refit(): the views sized and drawn anew (the panel below the board grew or shrank)
//     sync(): the page shows the view the lab's wrapper holds (after Back or Forward)
//   classBox(el, lift) -> [width, height] | null   the free box of a board in the class view
//     (lift: px the board's top would rise without what stands above it, e.g. zoom buttons)

import { el } from './fields.js';

const PORTRAIT = '(orientation: portrait)';
const GAP = 8; // px kept between the board, the panel and the window's edge

export function classBox(view, lift = 0) {
  if (document.documentElement.dataset.layout !== 'class') return null;
  const width = Math.max(1, (view.parentElement?.clientWidth ?? 0) - 4);
  const top = view.getBoundingClientRect().top - lift;
  const side = document.querySelector('main.frame > .side');
  const under = window.matchMedia(PORTRAIT).matches && side ? side.getBoundingClientRect().height + GAP : 0;
  const height = Math.max(1, window.innerHeight - top - under - GAP);
  return [width, height];
}

export function wireClassView({ page, chrome, redraw, refit }) {
  const side = document.querySelector('main.frame > .side');
  if (!side || !document.querySelector('[data-player]') || !document.querySelector('[data-fit="screen"]')) return null;
  const button = el('button', { type: 'button', id: 'class-view', 'aria-keyshortcuts': 'C', 'aria-pressed': 'false', title: chrome.class_help }, chrome.class_view);
  const keys = el('span', { class: 'help', id: 'class-keys' }, chrome.class_keys);
  // After the player, so that on a phone the status, the next step and Step stay under the board.
  const bar = el('div', { class: 'class-bar' }, button, keys);
  const player = side.querySelector(':scope > [data-player]');
  if (player) player.after(bar); else side.prepend(bar);

  const sync = () => {
    const on = page.view() === 'class';
    document.documentElement.dataset.layout = page.view();
    document.body.dataset.layout = page.view();
    button.textContent = on ? chrome.full_page : chrome.class_view;
    button.setAttribute('aria-pressed', String(on));
  };
  const show = (on) => {
    page.setView(on ? 'class' : 'full');
    sync();
    redraw();
  };
  button.addEventListener('click', () => show(page.view() !== 'class'));
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const t = e.target;
    const typing = (t instanceof HTMLInputElement && !['range', 'button', 'checkbox', 'radio'].includes(t.type))
      || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement || t.closest?.('dialog[open]');
    if (typing) return;
    if (e.key === 'c' || e.key === 'C') { e.preventDefault(); show(page.view() !== 'class'); }
    else if (e.key === 'Escape' && page.view() === 'class' && !t.closest?.('[data-view]')) { e.preventDefault(); show(false); }
  });
  // Portrait: the board takes what the panel below leaves, so a panel grown by a longer
  // sentence fits the board again (a frame later, once).
  let height = 0;
  let queued = 0;
  new ResizeObserver(() => {
    const h = Math.round(side.getBoundingClientRect().height);
    if (h === height) return;
    height = h;
    if (page.view() !== 'class' || !window.matchMedia(PORTRAIT).matches || queued) return;
    queued = requestAnimationFrame(() => { queued = 0; refit(); });
  }).observe(side);
  sync();
  return { sync };
}
