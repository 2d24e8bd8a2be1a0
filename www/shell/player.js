// The player every board page shares: its bar (Back, Step, Play, Run to end, Reset, the speed
// and the position sliders, made in [data-player] from the frame's words), the playback keys,
// and a play/pause loop on requestAnimationFrame with a frame budget. It moves the lab with the
// actions advance {n}, step, back, home and seek {to}, and reads where the lab stands from its
// status's `play` (Rust's page::status::Play): position, length, whether it can go on, speed.
//
// Steps owed at slow speeds accumulate fractionally; "run to end" takes chunks sized so one
// chunk stays well inside the frame budget, doubling while chunks are quick. A frame of "run to
// end" also takes at most so many steps that its work (steps and drawing) stays under
// endFrameMs, short of a long task (50 ms): the cap starts at 32 chunks, doubles after a frame
// that took less than 0.6 of endFrameMs and halves after one that took more, and never again
// reaches a cap that took more in this run (a board may paint a frame of many steps whole, at a
// cost that jumps: the walk page at 2000x2000 painted 1.3 million new squares in frames of
// 90-110 ms when only the stepping was budgeted).
//
// API
//   createPlayer({act, render, chrome, speeds, previous, budgetMs = 10, chunk = 2048, endFrameMs = 40})
//     act(action) -> reply: the lab's action; render(now): redraw (now: the whole status)
//     previous: the page's history (history.js): Back from the first position returns to the
//       view before when previous.canReturn()
//   player.show(play)    the bar shows `play` (a status's play, or null: no player)
//   player.playing · player.toEnd · player.pause() · player.toggle() · player.toggleEnd()

import { el } from './fields.js';

function bar(holder, chrome) {
  const button = (id, key, words, pressed) => el('button', { type: 'button', id, 'aria-keyshortcuts': key, 'aria-pressed': pressed }, words);
  holder.replaceChildren(
    el('div', { class: 'buttons' },
      button('back', 'ArrowLeft', chrome.back),
      button('step', 'ArrowRight', chrome.step),
      button('play', 'Space', '', 'false'),
      button('to-end', 'End', '', 'false'),
      button('reset', 'Home', chrome.home)),
    el('div', { class: 'field' },
      el('label', { for: 'speed' }, chrome.speed),
      el('input', { id: 'speed', name: 'speed', type: 'range', min: 0, step: 1, 'aria-describedby': 'speed-out' }),
      el('output', { id: 'speed-out', for: 'speed' })),
    el('div', { class: 'field' },
      el('label', { for: 'scrub' }, chrome.position),
      el('input', { id: 'scrub', type: 'range', min: 0, 'data-own': true, 'aria-describedby': 'scrub-out' }),
      el('output', { id: 'scrub-out', for: 'scrub' }),
      el('span', { class: 'msg', id: 'scrub-msg', role: 'alert' })),
    el('p', { class: 'help keys' }, chrome.keys));
  return (id) => holder.querySelector(`#${id}`);
}

/** The playback keys: Space play/pause, → step, ← back, ↑/↓ speed, End run to end, Home start.
 *  Keys typed into a field, a menu, a dialog or with a modifier are left alone; a slider keeps
 *  its arrows and Home/End, and a button or checkbox keeps Space. */
function playbackKeys(actions) {
  const map = { ' ': 'toggle', ArrowRight: 'step', ArrowLeft: 'back', ArrowUp: 'faster', ArrowDown: 'slower', End: 'end', Home: 'home' };
  document.addEventListener('keydown', (e) => {
    const el = e.target;
    const input = el instanceof HTMLInputElement ? el.type : null;
    const typing = (input !== null && !['range', 'button', 'checkbox'].includes(input))
      || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || el.closest?.('dialog[open]');
    if (typing || e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
    const act = actions[map[e.key]];
    if (!act) return;
    const owns = e.key === ' ' ? el instanceof HTMLButtonElement || input === 'checkbox' : input === 'range';
    if (owns) return;
    e.preventDefault();
    act();
  });
}

export function createPlayer({ holder, act, render, chrome, speeds, previous = null, budgetMs = 10, chunk: firstChunk = 2048, endFrameMs = 40 }) {
  const $ = bar(holder, chrome);
  $('speed').max = String(speeds.length - 1);
  let state = null; // the last play shown
  let carry = 0;
  let lastT = 0;
  let endCap = 0;
  let endCeil = Infinity;
  const perSecond = () => speeds[Number($('speed').value)] ?? 1;
  const more = () => state?.more ?? false;
  const speedBy = (d) => {
    const s = $('speed');
    s.value = String(Math.min(speeds.length - 1, Math.max(0, Number(s.value) + d)));
    s.dispatchEvent(new Event('input', { bubbles: true }));
  };
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
    /** Show where the lab stands. */
    show(play) {
      state = play;
      holder.hidden = !play;
      if (!play) return;
      const [one, many] = play.unit;
      const v = perSecond();
      $('speed-out').textContent = `${v} ${v === 1 ? one : many} ${chrome.per_second}`;
      const scrub = $('scrub');
      scrub.min = String(play.first);
      scrub.max = String(play.len);
      scrub.value = String(play.pos);
      scrub.disabled = play.len <= play.first;
      $('scrub-out').textContent = `${play.pos} ${chrome.of} ${play.len}`;
      $('play').textContent = p.playing && !p.toEnd ? chrome.pause : chrome.play;
      $('play').setAttribute('aria-pressed', String(p.playing && !p.toEnd));
      $('to-end').textContent = p.playing && p.toEnd ? chrome.stop : chrome.to_end;
      $('to-end').setAttribute('aria-pressed', String(p.playing && p.toEnd));
      const atEnd = !play.more && !p.playing;
      for (const id of ['step', 'play', 'to-end']) $(id).disabled = atEnd;
      $('reset').disabled = play.pos <= play.first;
      $('back').disabled = play.pos <= play.first && !previous?.canReturn();
    },
  };
  const once = (action) => () => { p.pause(); act(action); render(true); };
  const step = once({ do: 'step' });
  const stepBack = once({ do: 'back' });
  const back = () => {
    if (state && state.pos <= state.first && previous?.canReturn()) { p.pause(); previous.back(); } else stepBack();
  };
  const home = once({ do: 'home' });
  $('step').addEventListener('click', step);
  $('back').addEventListener('click', back);
  $('reset').addEventListener('click', home);
  $('play').addEventListener('click', p.toggle);
  $('to-end').addEventListener('click', p.toggleEnd);
  $('scrub').addEventListener('input', () => { p.pause(); act({ do: 'seek', to: Number($('scrub').value) }); render(true); });
  playbackKeys({ toggle: p.toggle, step, back, home, end: () => p.play(true), faster: () => speedBy(1), slower: () => speedBy(-1) });

  function frame(t) {
    if (!p.playing) return;
    const dt = Math.min(Math.max(t - lastT, 0), 250);
    lastT = t;
    const start = performance.now();
    const until = start + budgetMs;
    const toEnd = p.toEnd;
    let owed;
    if (toEnd) owed = endCap;
    else { carry += (perSecond() * dt) / 1000; owed = Math.floor(carry); carry -= owed; }
    let chunk = firstChunk;
    while (owed > 0 && more() && performance.now() < until) {
      const t0 = performance.now();
      const reply = act({ do: 'advance', n: Math.min(owed, chunk) }, { quiet: true });
      const n = reply?.taken ?? 0;
      if (reply?.play) state = reply.play;
      owed -= n;
      if (performance.now() - t0 < budgetMs / 4) chunk *= 2;
      if (n === 0) break;
    }
    // The lab may stop the player: what it played through was cancelled.
    if (!more() || state?.halted) { p.playing = false; p.toEnd = false; }
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
