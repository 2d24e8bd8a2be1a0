// A lab's views on the page: every element marked data-view="name" is painted by the wasm
// painter (its layers' canvases made inside it; data-svg: an SVG picture instead). A view marked
// data-fit="screen" (a board) takes its column's width and the window's height below its top,
// so that the board and the status beside it are on screen together; another takes its own
// width and data-height (or its width). A view marked data-press sends clicks and taps, one
// marked data-hover the pointer's moves, and a focused view its keys, each as an action with
// the point in CSS px of the view. In the class view (classview.js) a board takes the free box
// beside or above the panel. A view marked data-drag sends the pointer's strokes (mouse, pen or
// touch: `drag` with phase start, move, end) while the lab has set its data-drag to "on".
// A view marked data-zoom (a board) zooms and pans, the core keeping the zoom (page.zoomBy,
// panBy, zoomFit): the wheel and a pinch zoom about the pointer, a drag pans a zoomed board,
// the keys + and - zoom and 0 fits (anywhere but in a field), and buttons marked
// data-zoom-in, data-zoom-out and data-zoom-fit do the same.
//
// API
//   wireViews(page, act, changed) -> {draw(force)}   draw(force): paint every view (force:
//   sizes anew); changed(): called (once a frame at most) after a zoom or pan

import { classBox } from './classview.js';

const MIN_SIDE = 200;
// px between the zoom buttons and the board (frame.css gives .zoom-bar this margin).
const BAR_GAP = 4;
// Windows at most this wide are phones (a tablet, up to 760 px, stacks the page as well but has
// the height to keep the buttons above the board).
const PHONE_PX = 480;

function size(el) {
  const parent = el.parentElement;
  const width = Math.max(1, (parent?.clientWidth ?? 0) - 4);
  if (el.dataset.fit === 'screen') {
    const bar = parent?.querySelector(':scope > .zoom-bar');
    // What the zoom buttons take, above the board or beside it: a button's side and a gap.
    const unit = bar ? (bar.querySelector('button')?.offsetHeight ?? 0) + BAR_GAP : 0;
    // How far the board's top would rise were the buttons not above it: to the buttons' own
    // top (an empty board, before its first picture, stands a line's strut lower still).
    const lift = bar ? el.getBoundingClientRect().top - bar.getBoundingClientRect().top : 0;
    let box = classBox(el, lift);
    const full = !box;
    if (full) {
      const top = el.getBoundingClientRect().top + window.scrollY - lift;
      // The first screenful: the board stops at the window's bottom; further down, its width.
      const below = top < window.innerHeight * 0.6 ? top : 0;
      box = [width, window.innerHeight - below - 12];
    }
    let [w, h] = box;
    if (bar) {
      // The buttons go above the board or beside it, whichever leaves the board larger, so
      // that they stand over no square (and none of its numbers).
      // On a phone's full page the board is as wide as the screen and the status and the
      // player follow it down: beside it, the buttons keep Step on the first screen.
      const phone = full && w < h && window.innerWidth <= PHONE_PX;
      const beside = phone || Math.min(w - unit, h) > Math.min(w, h - unit);
      bar.dataset.place = beside ? 'beside' : 'above';
      if (beside) w -= unit; else h -= unit;
    }
    // The class view's box is what there is; the full page's board is never under MIN_SIDE.
    return full ? [Math.max(MIN_SIDE, w), Math.max(MIN_SIDE, h)] : [Math.max(1, w), Math.max(1, h)];
  }
  const w = el.clientWidth || width;
  return [w, Number(el.dataset.height) || w];
}

const STEP = 1.5;

export function wireViews(page, act, changed = () => {}) {
  const views = () => [...document.querySelectorAll('[data-view]')].filter((el) => !el.closest('[hidden]'));
  const sizes = new Map();
  const point = (el, e) => {
    const r = el.getBoundingClientRect();
    return { view: el.dataset.view, x: e.clientX - r.left, y: e.clientY - r.top };
  };
  let queued = false;
  const after = (moved) => {
    if (!moved || queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; changed(); });
  };
  const zoomView = () => views().find((el) => el.dataset.zoom !== undefined);
  const zoomKey = (key) => {
    const el = zoomView();
    if (!el) return false;
    if (key === '+' || key === '=') after(page.zoomBy(el.dataset.view, STEP, NaN, NaN));
    else if (key === '-' || key === '_') after(page.zoomBy(el.dataset.view, 1 / STEP, NaN, NaN));
    else if (key === '0') after(page.zoomFit());
    else return false;
    return true;
  };
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
    if (e.target.closest?.('input, select, textarea, [contenteditable]')) return;
    if (zoomKey(e.key)) e.preventDefault();
  });
  for (const [attr, key] of [['zoomIn', '+'], ['zoomOut', '-'], ['zoomFit', '0']]) {
    for (const b of document.querySelectorAll(`[data-${attr.replace(/[A-Z]/, (c) => `-${c.toLowerCase()}`)}]`)) {
      b.addEventListener('click', () => zoomKey(key));
    }
  }
  for (const el of document.querySelectorAll('[data-view]')) {
    // A drag that panned the board is no click on a square.
    let panned = false;
    if (el.dataset.zoom !== undefined) {
      const touches = new Map();
      let last = null;
      el.addEventListener('wheel', (e) => {
        e.preventDefault();
        const unit = e.deltaMode === 1 ? 0.05 : e.deltaMode === 2 ? 1 : 0.0015;
        const p = point(el, e);
        after(page.zoomBy(p.view, Math.exp(-e.deltaY * unit), p.x, p.y));
      }, { passive: false });
      el.addEventListener('pointerdown', (e) => {
        if (el.dataset.drag === 'on' || e.button !== 0) return;
        touches.set(e.pointerId, point(el, e));
        if (touches.size === 1) panned = false;
        last = null;
        if (page.zoom() > 1 || touches.size > 1) {
          try { el.setPointerCapture(e.pointerId); } catch { /* a pointer the browser no longer tracks */ }
        }
      });
      el.addEventListener('pointermove', (e) => {
        const was = touches.get(e.pointerId);
        if (!was) return;
        const p = point(el, e);
        touches.set(e.pointerId, p);
        if (touches.size >= 2) {
          // A pinch: the two first pointers' distance, about their midpoint.
          const [a, b] = [...touches.values()];
          const d = Math.hypot(a.x - b.x, a.y - b.y);
          const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
          if (last && last.d > 0) {
            after(page.zoomBy(p.view, d / last.d, mid.x, mid.y) | page.panBy(p.view, mid.x - last.mid.x, mid.y - last.mid.y));
          }
          last = { d, mid };
          panned = true;
          return;
        }
        if (page.zoom() <= 1) return;
        const dx = p.x - was.x;
        const dy = p.y - was.y;
        if (!panned && Math.hypot(dx, dy) < 4) { touches.set(e.pointerId, was); return; }
        panned = true;
        after(page.panBy(p.view, dx, dy));
      });
      const up = (e) => { touches.delete(e.pointerId); last = null; };
      el.addEventListener('pointerup', up);
      el.addEventListener('pointercancel', up);
    }
    if (el.dataset.press !== undefined) {
      el.addEventListener('click', (e) => {
        if (panned) { panned = false; return; }
        act({ do: 'press', ...point(el, e) });
      });
    }
    if (el.dataset.drag !== undefined) {
      let down = false;
      el.addEventListener('pointerdown', (e) => {
        if (el.dataset.drag !== 'on' || e.button !== 0) return;
        down = true;
        try { el.setPointerCapture(e.pointerId); } catch { /* a pointer the browser no longer tracks */ }
        e.preventDefault();
        act({ do: 'drag', phase: 'start', ...point(el, e) });
      });
      el.addEventListener('pointermove', (e) => {
        if (!down) return;
        const all = e.getCoalescedEvents?.() ?? [];
        for (const c of all.length ? all : [e]) act({ do: 'drag', phase: 'move', ...point(el, c) }, { quiet: true });
        act({ do: 'drag', phase: 'move', ...point(el, e) });
      });
      const end = (e) => {
        if (!down) return;
        down = false;
        act({ do: 'drag', phase: 'end', ...point(el, e) }, { quiet: true });
      };
      el.addEventListener('pointerup', end);
      el.addEventListener('pointercancel', end);
    }
    if (el.dataset.hover !== undefined) {
      let queued = null;
      el.addEventListener('pointermove', (e) => {
        if (!queued) requestAnimationFrame(() => { act({ do: 'hover', ...queued }, { quiet: true }); queued = null; });
        queued = point(el, e);
      });
      el.addEventListener('pointerleave', () => { queued = null; act({ do: 'hover', view: el.dataset.view, x: -1, y: -1 }, { quiet: true }); });
    }
    if (el.tabIndex >= 0) {
      el.addEventListener('keydown', (e) => {
        if (e.altKey || e.ctrlKey || e.metaKey) return;
        const reply = act({ do: 'key', view: el.dataset.view, key: e.key });
        if (reply?.value === true) { e.preventDefault(); e.stopPropagation(); }
        if (e.key === 'Escape') el.blur();
      });
      el.addEventListener('blur', () => act({ do: 'key', view: el.dataset.view, key: 'Blur' }));
    }
  }
  return {
    draw(force = false) {
      const dpr = window.devicePixelRatio || 1;
      for (const el of views()) {
        let s = sizes.get(el);
        if (force || !s) { s = size(el); sizes.set(el, s); }
        page.draw(el.dataset.view, el, s[0], s[1], dpr);
      }
    },
  };
}
