// Export and import on every board view: downloads of the canvas (PNG), an SVG drawing, the
// papers' matrix text and the JSON record; import by paste (a dialog) or by dropping a file on
// the board. The formats, the checking and every error (with its line and square) come from the
// wasm module (src/web/io.rs over src/exchange.rs); this file only moves text and files.
//
// API
//   mountExchange(container, {
//     name(): string                  file name without extension, e.g. 'walk-8x8-seed1'
//     layers(): HTMLCanvasElement[]   the canvases to flatten into the PNG, bottom first
//     text(format): string            'svg' | 'matrix' | 'json' text; may throw (shown next to
//                                     the export buttons, routed on err.field)
//     formats: ['png', 'svg', 'matrix', 'json']   the buttons offered
//     load(text): string              check and load an imported text; returns a line for the
//                                     page to show; throws the wasm error (.field 'import',
//                                     .line, .square) when the text is refused. Optional: a view
//                                     that cannot load a tour leaves it out and gets no import.
//     dropTarget: Element             a file dropped here is imported
//     what: 'a matrix or JSON record' words for the import help
//   }) -> {open(), importText(text)}
//   download(fileName, blob)          save a Blob as a download
// Markup made: buttons #export-png/svg/matrix/json, #export-msg, and with `load`: button #import,
// #import-msg, a <dialog id="import-dialog"> with textarea #import-text, its message
// #import-text-msg, a file chooser #import-file and buttons #import-load, #import-close.

import { $, setMsg, showError } from './fields.js';

const TYPES = {
  png: ['PNG', 'image/png', 'png'],
  svg: ['SVG', 'image/svg+xml', 'svg'],
  matrix: ['Matrix', 'text/plain', 'txt'],
  json: ['JSON', 'application/json', 'json'],
};

export function download(fileName, blob) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
}

function flatten(layers) {
  const [first] = layers;
  const c = document.createElement('canvas');
  c.width = first.width; c.height = first.height;
  const g = c.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, c.width, c.height);
  for (const l of layers) g.drawImage(l, 0, 0, c.width, c.height);
  return new Promise((resolve, reject) => c.toBlob((b) => (b ? resolve(b) : reject(new Error('the canvas could not be saved as PNG'))), 'image/png'));
}

export function mountExchange(container, opts) {
  const { name, layers, text, load, dropTarget, formats = ['png', 'svg', 'matrix', 'json'], what = 'a matrix (move numbers, - for unvisited) or a JSON record' } = opts;
  const buttons = formats.map((f) => `<button type="button" id="export-${f}">${TYPES[f][0]}</button>`).join('');
  const exportRow = `
    <div class="field" role="group" aria-labelledby="export-label"><span id="export-label">Export</span>${buttons}
      <span class="msg" id="export-msg" role="alert"></span></div>`;
  container.innerHTML = exportRow + (load ? `
    <div class="field"><button type="button" id="import" aria-haspopup="dialog">Import…</button>
      <span class="help" id="import-help">paste ${what}, or drop a file on the board</span>
      <span class="msg" id="import-msg" role="alert"></span></div>
    <p class="muted" id="import-done" aria-live="polite"></p>
    <dialog id="import-dialog" aria-labelledby="import-title">
      <form method="dialog" id="import-form">
        <h2 id="import-title">Import a tour</h2>
        <label for="import-text">Paste ${what}:</label>
        <textarea id="import-text" rows="12" cols="50" spellcheck="false" aria-describedby="import-text-msg"></textarea>
        <span class="msg" id="import-text-msg" role="alert"></span>
        <div class="field"><label for="import-file">or a file</label><input type="file" id="import-file" accept=".txt,.json,text/plain,application/json"></div>
        <div class="buttons"><button type="submit" id="import-load">Load</button><button type="button" id="import-close">Close</button></div>
      </form>
    </dialog>` : '');
  const dialog = $('import-dialog');
  const area = $('import-text');

  for (const f of formats) {
    $(`export-${f}`).addEventListener('click', async () => {
      setMsg('export', '');
      try {
        const blob = f === 'png' ? await flatten(layers()) : new Blob([text(f)], { type: TYPES[f][1] });
        download(`${name()}.${TYPES[f][2]}`, blob);
      } catch (e) { showError(e, 'export'); }
    });
  }

  if (!load) return { open() {}, importText: () => false };

  // Select the line an error names, so the place is in view in the textarea.
  function pointAt(err) {
    if (!dialog.open || !Number.isInteger(err?.line)) return;
    const lines = area.value.split('\n');
    const start = lines.slice(0, err.line - 1).reduce((s, l) => s + l.length + 1, 0);
    area.focus();
    area.setSelectionRange(start, start + (lines[err.line - 1]?.length ?? 0));
  }

  function importText(t) {
    setMsg('import', ''); setMsg('import-text', '');
    try {
      const said = load(t);
      $('import-done').textContent = said || '';
      if (dialog.open) dialog.close();
      return true;
    } catch (e) {
      showError(e, 'import');
      if (dialog.open) { setMsg('import-text', e.message); pointAt(e); }
      $('import-done').textContent = '';
      return false;
    }
  }

  $('import').addEventListener('click', () => { setMsg('import-text', ''); dialog.showModal(); area.focus(); });
  $('import-close').addEventListener('click', () => dialog.close());
  $('import-form').addEventListener('submit', (e) => { e.preventDefault(); importText(area.value); });
  $('import-file').addEventListener('change', async () => {
    const file = $('import-file').files[0];
    if (file) { area.value = await file.text(); importText(area.value); }
  });
  if (dropTarget) {
    dropTarget.addEventListener('dragover', (e) => { e.preventDefault(); dropTarget.classList.add('dropping'); });
    dropTarget.addEventListener('dragleave', () => dropTarget.classList.remove('dropping'));
    dropTarget.addEventListener('drop', async (e) => {
      e.preventDefault();
      dropTarget.classList.remove('dropping');
      const file = e.dataTransfer?.files?.[0];
      const t = file ? await file.text() : e.dataTransfer?.getData('text/plain');
      if (t) importText(t);
    });
  }
  return { open: () => $('import').click(), importText };
}
