// Playback shared by every board view: a play/pause loop on requestAnimationFrame with a frame
// budget, "run to end", the speed slider, the playback keys and relayout on resize.
//
// API
//   SPEEDS                          steps a second at each slider position
//   speedControl(slider, out, [one, many]) -> {perSecond(), show(), by(delta)}
//   playbackKeys({toggle, step, back, faster, slower, end, home})   document-wide keys
//   onResize(fn, delayMs = 150)     fn() after the window stops resizing
//   createPlayer({speed, advance, more, render, budgetMs = 10, chunk = 2048, endFrameMs = 40}) -> player
//     advance(n): take up to n steps (n >= 1), return how many were taken (0 = cannot go on)
//     more():     whether a step can still be taken
//     render(now): redraw; now = true asks for the full status (paused, finished, toggled)
//   player.play(toEnd = false) · player.pause() · player.toggle() (play/pause at speed)
//   player.toggleEnd() (run to end / stop) · player.playing · player.toEnd
//   player.keys({step, back, home}) wires playbackKeys to this player and the speed slider
//   player.buttons(playButton, endButton) keeps their words and aria-pressed in step
// Steps owed at slow speeds accumulate fractionally; "run to end" takes chunks sized so one
// chunk stays well inside the frame budget, doubling while chunks are quick. A frame of "run to
// end" also takes at most so many steps that its work (steps and render) stays under
// endFrameMs, short of a long task (50 ms): the cap starts at 32 chunks, doubles after a frame
// that took less than 0.6 of endFrameMs and halves after one that took more, and never again
// reaches a cap that took more in this run (a board view may paint a frame of many steps whole,
// at a cost that jumps). Drawing is most of a frame on big boards: the walk page at 2000x2000
// painted 1.3 million new squares in frames of 90-110 ms when only the stepping was budgeted;
// and a frame there costs some 10 ms whatever its steps (its status line, the put of its
// picture), which is why the cap is not held to the stepping's budget.

/** Steps (or switches) a second at each position of a speed slider. */
export const SPEEDS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];

/** A speed slider and its read-out; `unit` is [singular, plural], e.g. ['step', 'steps']. */
export function speedControl(slider, out, unit) {
  const perSecond = () => SPEEDS[Number(slider.value)];
  const show = () => {
    const v = perSecond();
    out.textContent = `${v} ${v === 1 ? unit[0] : unit[1]} a second`;
  };
  const by = (d) => {
    slider.value = String(Math.min(SPEEDS.length - 1, Math.max(0, Number(slider.value) + d)));
    show();
  };
  return { perSecond, show, by, slider };
}

/** A slider position read from a URL parameter, or null when absent or not understood. */
export function speedFromParam(text) {
  return text !== null && /^\d+$/.test(text) && Number(text) < SPEEDS.length ? text : null;
}

/**
 * The playback keys: Space play/pause, → step, ← back, ↑/↓ speed, End run to end, Home start.
 * Keys typed into a field, a menu, a dialog or with a modifier are left alone; a slider keeps its
 * arrows and Home/End, and a button or checkbox keeps Space.
 */
export function playbackKeys({ toggle, step, back, faster, slower, end, home }) {
  const actions = { ' ': toggle, ArrowRight: step, ArrowLeft: back, ArrowUp: faster, ArrowDown: slower, End: end, Home: home };
  document.addEventListener('keydown', (e) => {
    const el = e.target;
    const input = el instanceof HTMLInputElement ? el.type : null;
    const typing = (input !== null && !['range', 'button', 'checkbox'].includes(input))
      || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || el.closest?.('dialog[open]');
    if (typing || e.altKey || e.ctrlKey || e.metaKey) return;
    const act = actions[e.key];
    if (!act) return;
    const owns = e.key === ' ' ? el instanceof HTMLButtonElement || input === 'checkbox' : input === 'range';
    if (owns) return;
    e.preventDefault();
    act();
  });
}

/** Call fn() once the window has stopped resizing for delayMs. */
export function onResize(fn, delayMs = 150) {
  let timer = 0;
  window.addEventListener('resize', () => { clearTimeout(timer); timer = setTimeout(fn, delayMs); });
}

/** One play/pause loop; see the API at the top of this file. */
export function createPlayer({ speed, advance, more, render, budgetMs = 10, chunk: firstChunk = 2048, endFrameMs = 40 }) {
  let carry = 0;
  let lastT = 0;
  // Steps a frame of "run to end" takes at most (see the top of this file), and the least cap
  // that took too long in this run.
  let endCap = 0;
  let endCeil = Infinity;
  const p = {
    playing: false,
    toEnd: false,
    play(toEnd = false) {
      if (!more()) { render(true); return; }
      p.playing = true; p.toEnd = toEnd; carry = 0; lastT = performance.now();
      endCap = 32 * firstChunk; endCeil = Infinity;
      render(true);
      requestAnimationFrame(frame);
    },
    pause() {
      if (!p.playing) return;
      p.playing = false; p.toEnd = false;
      render(true);
    },
    toggle() { if (p.playing && !p.toEnd) p.pause(); else p.play(false); },
    toggleEnd() { if (p.playing && p.toEnd) p.pause(); else p.play(true); },
    keys({ step, back, home }) {
      playbackKeys({
        toggle: p.toggle, step, back, home, end: () => p.play(true),
        faster: () => speed.by(1), slower: () => speed.by(-1),
      });
    },
    buttons(play, end) {
      play.textContent = p.playing && !p.toEnd ? 'Pause' : 'Play';
      play.setAttribute('aria-pressed', String(p.playing && !p.toEnd));
      end.textContent = p.playing && p.toEnd ? 'Stop' : 'Run to end';
      end.setAttribute('aria-pressed', String(p.playing && p.toEnd));
    },
  };
  function frame(t) {
    if (!p.playing) return;
    const dt = Math.min(Math.max(t - lastT, 0), 250);
    lastT = t;
    const start = performance.now();
    const until = start + budgetMs;
    const toEnd = p.toEnd;
    let owed;
    if (toEnd) owed = endCap;
    else { carry += (speed.perSecond() * dt) / 1000; owed = Math.floor(carry); carry -= owed; }
    let chunk = firstChunk;
    while (owed > 0 && more() && performance.now() < until) {
      const t0 = performance.now();
      const n = advance(Math.min(owed, chunk));
      owed -= n;
      if (performance.now() - t0 < budgetMs / 4) chunk *= 2;
      if (n === 0) break;
    }
    if (!more()) { p.playing = false; p.toEnd = false; }
    render(!p.playing);
    if (toEnd) {
      const work = performance.now() - start;
      if (work > endFrameMs) { endCeil = Math.min(endCeil, endCap); endCap = Math.max(firstChunk, endCap / 2); }
      else if (work < 0.6 * endFrameMs && owed === 0 && 2 * endCap < endCeil) endCap *= 2;
    }
    if (p.playing) requestAnimationFrame(frame);
  }
  return p;
}
