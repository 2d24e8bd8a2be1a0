// The staged rule's regions on the walk page (Squirrel & Cull, 000 Figure 4): the toggle, its
// canvas layer and its legend. It holds no algorithm: the staged walk, the regions, the legend's
// words and every mark come from Rust (src/web/regions.rs over the core's
// rules::squirrel_regions); the walk to find them runs in time-budgeted slices with progress
// and cancel (shell/jobs.js).
//
// API
//   mountRegions(wasm, {lab, numbering, save}) -> {render(), resize(), on(), set(on)}
//     lab():       the wasm Lab on show; numbering(): the numbering key on screen
//     save():      keep the page's state in the link (the toggle is kept as regions=on)
//     render():    after each frame of the walk: (re)computes for a new walk, redraws the layer
//                  when the stage in force changes, and updates the legend
//     resize():    after the board's canvases were resized (the layer copies the path layer)
import { $, setMsg } from './shell/fields.js';
import { runJob } from './shell/jobs.js';

export function mountRegions(wasm, { lab, numbering, save }) {
  const box = $('show-regions');
  const layer = $('regions');
  let ctx = layer.getContext('2d');
  let regions = null;  // wasm StagedRegions of the walk `forLab`
  let forLab = null;   // the lab the regions (or the refusal) belong to
  let running = null;  // the StagedRegions whose job is under way
  let shown = '';      // what the legend shows: stage and numbering

  function clearLayer() {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, layer.width, layer.height);
    $('regions-legend').hidden = true;
    shown = '';
  }

  // Forget the regions shown; one still being computed is cancelled and freed by its job.
  function drop() {
    if (regions && regions === running) regions.cancel(); else if (regions) regions.free();
    regions = null; forLab = null; shown = '';
  }

  async function compute(l) {
    drop();
    clearLayer();
    setMsg('regions', '', box);
    forLab = l;
    let next;
    try { next = new wasm.StagedRegions(l); } catch (e) { setMsg('regions', e.message, box); return; }
    regions = next; running = next;
    let end = 'cancelled';
    try {
      end = await runJob(next, { container: $('regions-job'), label: "Finding the staged rule's regions" });
    } catch (e) { setMsg('regions', e.message, box); }
    if (running === next) running = null;
    if (regions !== next) { next.free(); return; }   // superseded by another walk or turned off
    if (end !== 'done' || next.failed()) {
      drop();
      box.checked = false;
      setMsg('regions', 'Cancelled: the regions are not shown.', null);
      save();
      return;
    }
    render();
  }

  function showLegend(l) {
    const g = regions.legend(l.len(), numbering());
    if (!g) return;
    const key = `${g.stage}|${numbering()}`;
    if (key === shown) return;
    shown = key;
    $('regions-status').textContent = g.status;
    $('regions-lines').replaceChildren(...g.lines.map((line) => {
      const li = document.createElement('li');
      li.dataset.state = line.state;
      const swatch = document.createElement('span');
      swatch.className = 'key';
      swatch.style.background = line.colour;
      swatch.textContent = String(line.stage);
      li.append(swatch, line.words);
      if (line.state === 'now') li.style.fontWeight = '600';
      if (line.state === 'unused') li.style.opacity = '0.7';
      return li;
    }));
    $('regions-legend').hidden = false;
  }

  function render() {
    const l = lab();
    if (!box.checked || !l) {
      if (regions || forLab) { drop(); clearLayer(); }
      return;
    }
    if (forLab !== l) { compute(l); return; }
    if (!regions || regions.busy()) return;
    const css = parseFloat(layer.style.width);
    if (!(css > 0)) return;
    regions.draw(ctx, l.len(), css, layer.width / css);
    showLegend(l);
  }

  // The layer has the path layer's size (the board's, in device pixels).
  function resize() {
    const path = $('path');
    layer.width = path.width; layer.height = path.height;
    layer.style.width = path.style.width; layer.style.height = path.style.height;
    ctx = layer.getContext('2d');
    regions?.invalidate();
  }

  box.addEventListener('change', () => {
    if (!box.checked) setMsg('regions', '', box);
    render();
    save();
  });

  return {
    render,
    resize,
    on: () => box.checked,
    set(on) { box.checked = on; render(); },
  };
}
