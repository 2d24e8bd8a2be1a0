// Playback controls shared by the walk page and the tourney page: the speed slider's scale and
// words, the playback keys, and the inline message next to a field.

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
  return { perSecond, show, by };
}

/**
 * The playback keys: Space play/pause, → step, ← back, ↑/↓ speed, End run to end, Home start.
 * Keys typed into a field, a menu or with a modifier are left alone; a slider keeps its arrows
 * and Home/End, and a button or checkbox keeps Space.
 */
export function playbackKeys({ toggle, step, back, faster, slower, end, home }) {
  const actions = { ' ': toggle, ArrowRight: step, ArrowLeft: back, ArrowUp: faster, ArrowDown: slower, End: end, Home: home };
  document.addEventListener('keydown', (e) => {
    const el = e.target;
    const input = el instanceof HTMLInputElement ? el.type : null;
    const typing = input !== null && !['range', 'button', 'checkbox'].includes(input);
    if (typing || el instanceof HTMLSelectElement || e.altKey || e.ctrlKey || e.metaKey) return;
    const act = actions[e.key];
    if (!act) return;
    const owns = e.key === ' ' ? el instanceof HTMLButtonElement || input === 'checkbox' : input === 'range';
    if (owns) return;
    e.preventDefault();
    act();
  });
}

/** Show `msg` (or clear it) next to field `field` and mark the field invalid while it stands. */
export function setMsg(field, msg) {
  const out = document.getElementById(`${field}-msg`);
  if (out) out.textContent = msg || '';
  const input = document.getElementById(field);
  if (input instanceof HTMLInputElement || input instanceof HTMLSelectElement) input.setAttribute('aria-invalid', msg ? 'true' : 'false');
}
