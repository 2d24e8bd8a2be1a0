// The move compass: the eight knight's moves around a knight, numbered in the numbering a page
// shows (the numbers come from Rust's compass(); this only draws them as a small SVG).
//
// API
//   drawCompass(el, points, caption)   points: [{dr, dc, number}] from wasm.compass(key)
//   numberingSwitch(wasm, {select, compass, caption}) -> {show(key), name(key)}
//     fills the <select> with Rust's numberings (each with its range of move numbers), and
//     show(key) selects one and draws its compass and caption; name(key) is e.g. "Squirrel's
//     numbering". A page keeps its own `numbering` key and does its own redraw after show().
const NS = 'http://www.w3.org/2000/svg';

export function drawCompass(el, points, caption) {
  const cell = 22;
  const size = cell * 5;
  const parts = [];
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      parts.push(`<rect x="${c * cell}" y="${r * cell}" width="${cell}" height="${cell}" fill="${(r + c) % 2 ? '#c8a078' : '#f0d9b5'}"/>`);
    }
  }
  parts.push(`<text x="${2.5 * cell}" y="${2.5 * cell + 6}" text-anchor="middle" font-size="18">♞</text>`);
  for (const p of points) {
    const x = (2 + p.dc) * cell;
    const y = (2 + p.dr) * cell;
    parts.push(`<circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="${cell * 0.42}" fill="#fff" stroke="#1f5fd1" stroke-width="1.5"/>`);
    parts.push(`<text x="${x + cell / 2}" y="${y + cell / 2 + 5}" text-anchor="middle" font-size="14" font-weight="700" fill="#10243f">${p.number}</text>`);
  }
  const label = `${caption}: ${points.map((p) => `move ${p.number} is ${Math.abs(p.dr)} ${p.dr < 0 ? 'up' : 'down'}, ${Math.abs(p.dc)} ${p.dc < 0 ? 'left' : 'right'}`).join('; ')}`;
  el.innerHTML = `<svg xmlns="${NS}" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img" aria-label="${label}" class="compass">${parts.join('')}</svg>`;
}

/** Pages that show moves in a numbering chosen with this switch (and read `numbering=` in their
 *  link): the nav links to them carry the numbering on screen, so a choice made on one page
 *  is the one the next opens with. */
const NUMBERED_PAGES = /(^|\/)(index|stats|tourneys)\.html$/;

/** The nav links to numbered pages carry `key`, or nothing when it is this page's default
 *  (`fallback`): a page opened without a choice keeps its own default. */
function carryNumbering(key, fallback) {
  for (const a of document.querySelectorAll('nav a[href]')) {
    const href = a.getAttribute('href');
    const [path, query = ''] = href.split('?');
    if (!NUMBERED_PAGES.test(path)) continue;
    const p = new URLSearchParams(query);
    if (key === fallback) p.delete('numbering'); else p.set('numbering', key);
    const q = p.toString();
    a.setAttribute('href', q ? `${path}?${q}` : path);
  }
}

export function numberingSwitch(wasm, { select, compass, caption, fallback }) {
  const all = wasm.numberings();
  for (const n of all) {
    const o = document.createElement('option');
    const b = wasm.barLabels(n.key, false);
    o.value = n.key; o.textContent = `${n.name}'s (${b[0]}–${b[7]})`;
    select.append(o);
  }
  const find = (key) => all.find((n) => n.key === key);
  return {
    show(key) {
      select.value = key;
      const n = find(key);
      drawCompass(compass, wasm.compass(key), n.words);
      caption.textContent = n.words;
      carryNumbering(key, fallback);
    },
    name: (key) => `${find(key).name}'s numbering`,
  };
}
