// The tourney page: the shared page skeleton (www/shell/app.js) runs the forms, the board, the
// player, the jobs and the sweep's Worker; the lab (Rust's labs::tourneys) decides every field,
// sentence and pixel. Wired here: the board's pointer (its kind, and the board drawn again after
// it moved), the rail number previewed as it is typed or moved with ↑/↓, and the player paused
// when a switch or a plan takes over.
import { startPage } from './shell/app.js';

const app = await startPage('tourneys');
const board = document.getElementById('board');
const rail = document.getElementById('rail');

// The generator menu's entry for a cover no generator made is named by the lab.
document.querySelector('#gen option[value=""]')?.setAttribute('data-out', 'gen-source');

// A button that acts, or a press on the board, takes over from the player.
document.addEventListener('click', (e) => {
  if (e.target.closest?.('button[data-act], [data-view="board"]')) app.player?.pause();
}, true);

// The lab reads a press by the pointer that made it (a first tap on a rail previews it).
board.addEventListener('pointerdown', (e) => app.act({ do: 'pointer', kind: e.pointerType }, { quiet: true }));

// The shell sends the pointer's moves quietly, a frame at a time; what they show is drawn then.
let queued = 0;
const redraw = () => {
  if (!queued) queued = requestAnimationFrame(() => { queued = 0; app.render(true); });
};
board.addEventListener('pointermove', redraw);
board.addEventListener('pointerleave', redraw);

// The rail typed is previewed on the board; ↑/↓ move through the rails.
rail.addEventListener('input', () => app.act({ do: 'preview', text: rail.value }));
rail.addEventListener('keydown', (e) => {
  if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
  e.preventDefault();
  const r = app.act({ do: 'preview', text: rail.value, by: e.key === 'ArrowDown' ? 1 : -1 });
  if (r?.value == null) return;
  rail.value = String(r.value);
  rail.dispatchEvent(new Event('input', { bubbles: true }));
});

app.render(true);
