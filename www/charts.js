// Bar charts of the move distributions (presentation only): generators side by side per index
// 0-7, bars at the mean, whiskers at ±1 SD. Drawn as inline SVG so they scale, print and read
// out (role="img" with a label; the table beside them holds the same numbers).
const NS = 'http://www.w3.org/2000/svg';
export const COLORS = ['#1f5fd1', '#d1541f', '#12903a', '#8e3fb8', '#b08800', '#0f8c8c', '#c2185b', '#555e6e'];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

// A step of 1, 2 or 5 times a power of ten giving at most `most` gridlines up to `top`.
function niceStep(top, most) {
  const raw = Math.max(top, 1e-9) / most;
  const p = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? 10 * p;
}

/**
 * Line chart of points against a numeric x (e.g. a quantity against board size n) into `el`
 * (its content is replaced). series: [{name, color, points: [[x, y], ...], dash (optional,
 * e.g. '5 4'), marks (default true)}]. Axes start at 0; x runs over the points' range.
 */
export function lineChart(el, { title, xLabel, yLabel, series, width = 560, height = 280 }) {
  const m = { l: 56, r: 10, t: 30, b: 36 };
  const w = width - m.l - m.r;
  const h = height - m.t - m.b;
  const xs = series.flatMap((s) => s.points.map((p) => p[0]));
  const ys = series.flatMap((s) => s.points.map((p) => p[1]));
  const x0 = xs.length ? Math.min(...xs) : 0;
  const x1 = xs.length ? Math.max(...xs, x0 + 1) : 1;
  const ystep = niceStep(Math.max(...ys, 1) * 1.05, 6);
  const ymax = Math.max(ystep, Math.ceil((Math.max(...ys, 1) * 1.05) / ystep) * ystep);
  const xstep = niceStep(x1 - x0, 8);
  const X = (v) => m.l + ((v - x0) / (x1 - x0)) * w;
  const Y = (v) => m.t + h - (Math.max(0, v) / ymax) * h;
  const parts = [];
  for (let v = 0; v <= ymax + 1e-9; v += ystep) {
    parts.push(`<line x1="${m.l}" x2="${m.l + w}" y1="${Y(v)}" y2="${Y(v)}" class="grid"/>`);
    parts.push(`<text x="${m.l - 4}" y="${Y(v) + 4}" class="tick" text-anchor="end">${v >= 1e4 ? `${v / 1000}k` : +v.toPrecision(6)}</text>`);
  }
  for (let v = Math.ceil(x0 / xstep) * xstep; v <= x1 + 1e-9; v += xstep) {
    parts.push(`<text x="${X(v)}" y="${m.t + h + 14}" class="tick" text-anchor="middle">${+v.toPrecision(6)}</text>`);
  }
  for (const s of series) {
    if (!s.points.length) continue;
    const d = s.points.map((p, i) => `${i ? 'L' : 'M'}${X(p[0]).toFixed(1)} ${Y(p[1]).toFixed(1)}`).join('');
    parts.push(`<path d="${d}" fill="none" stroke="${s.color}" stroke-width="2"${s.dash ? ` stroke-dasharray="${s.dash}"` : ''}/>`);
    if (s.marks !== false) {
      for (const p of s.points) parts.push(`<circle cx="${X(p[0]).toFixed(1)}" cy="${Y(p[1]).toFixed(1)}" r="2.5" fill="${s.color}"><title>${esc(s.name)}: n = ${p[0]}, ${+p[1].toPrecision(6)}</title></circle>`);
    }
  }
  parts.push(`<line x1="${m.l}" x2="${m.l + w}" y1="${Y(0)}" y2="${Y(0)}" class="axis"/>`);
  parts.push(`<line x1="${m.l}" x2="${m.l}" y1="${m.t}" y2="${Y(0)}" class="axis"/>`);
  parts.push(`<text x="${m.l + w / 2}" y="${height - 4}" class="label" text-anchor="middle">${esc(xLabel)}</text>`);
  if (yLabel) parts.push(`<text x="12" y="${m.t + h / 2}" class="label" text-anchor="middle" transform="rotate(-90 12 ${m.t + h / 2})">${esc(yLabel)}</text>`);
  let lx = m.l;
  for (const s of series) {
    parts.push(`<line x1="${lx}" x2="${lx + 14}" y1="12" y2="12" stroke="${s.color}" stroke-width="2"${s.dash ? ` stroke-dasharray="${s.dash}"` : ''}/><text x="${lx + 18}" y="16" class="legend">${esc(s.name)}</text>`);
    lx += 30 + 6.2 * String(s.name).length;
  }
  const label = `${title}: ${series.map((s) => `${s.name}: ${s.points.map((p) => `n ${p[0]}: ${+p[1].toPrecision(4)}`).join(', ')}`).join('; ')}`;
  el.innerHTML = `<svg xmlns="${NS}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(label)}" class="chart">${parts.join('')}</svg>`;
}

/**
 * Draw into `el` (an element; its content is replaced).
 * series: [{name, color, mean: [8], sd: [8] (optional)}]; ref: optional y value drawn as a
 * dashed line (e.g. 1/8); compact: a small chart without legend; ticks: the 8 x labels (default
 * 0-7).
 */
export function barChart(el, { title, xLabel, series, ref = null, width = 560, height = 260, compact = false, ticks = null }) {
  const m = { l: 44, r: 8, t: compact ? 8 : 26, b: 34 };
  const w = width - m.l - m.r;
  const h = height - m.t - m.b;
  let top = 0;
  for (const s of series) for (let i = 0; i < 8; i++) top = Math.max(top, s.mean[i] + (s.sd ? s.sd[i] : 0));
  if (ref !== null) top = Math.max(top, ref);
  // The finest step that keeps the axis readable: at most 4 gridlines on a compact chart, 8 else.
  const most = compact ? 4 : 8;
  const step = [0.025, 0.05, 0.1, 0.2, 0.25, 0.5].find((s) => Math.ceil((top * 1.05) / s) <= most) ?? 0.5;
  const ymax = Math.max(step, Math.ceil((top * 1.05) / step) * step);
  const y = (v) => m.t + h - (Math.max(0, v) / ymax) * h;
  const gw = w / 8;
  const n = Math.max(1, series.length);
  const bw = Math.min(28, (gw * 0.8) / n);
  const parts = [];
  for (let v = 0; v <= ymax + 1e-9; v += step) {
    parts.push(`<line x1="${m.l}" x2="${m.l + w}" y1="${y(v)}" y2="${y(v)}" class="grid"/>`);
    parts.push(`<text x="${m.l - 4}" y="${y(v) + 4}" class="tick" text-anchor="end">${v.toFixed(step < 0.05 ? 3 : 2)}</text>`);
  }
  if (ref !== null) parts.push(`<line x1="${m.l}" x2="${m.l + w}" y1="${y(ref)}" y2="${y(ref)}" class="ref"><title>${ref}</title></line>`);
  for (let i = 0; i < 8; i++) {
    const gx = m.l + i * gw + (gw - bw * n) / 2;
    series.forEach((s, k) => {
      const x = gx + k * bw;
      const v = s.mean[i];
      const sd = s.sd ? s.sd[i] : 0;
      parts.push(`<rect x="${x + 1}" y="${y(v)}" width="${Math.max(1, bw - 2)}" height="${Math.max(0, y(0) - y(v))}" fill="${s.color}"><title>${esc(s.name)}, ${ticks ? ticks[i] : i}: ${v.toFixed(4)}${s.sd ? ` ± ${sd.toFixed(4)}` : ''}</title></rect>`);
      if (s.sd && sd > 0) {
        const cx = x + bw / 2;
        parts.push(`<path d="M${cx} ${y(v - sd)}V${y(v + sd)}M${cx - 3} ${y(v - sd)}h6M${cx - 3} ${y(v + sd)}h6" class="err"/>`);
      }
    });
    parts.push(`<text x="${m.l + i * gw + gw / 2}" y="${m.t + h + 14}" class="tick" text-anchor="middle">${ticks ? ticks[i] : i}</text>`);
  }
  parts.push(`<line x1="${m.l}" x2="${m.l + w}" y1="${y(0)}" y2="${y(0)}" class="axis"/>`);
  parts.push(`<text x="${m.l + w / 2}" y="${height - 4}" class="label" text-anchor="middle">${esc(xLabel)}</text>`);
  if (!compact) {
    let lx = m.l;
    for (const s of series) {
      parts.push(`<rect x="${lx}" y="6" width="12" height="12" fill="${s.color}"/><text x="${lx + 16}" y="16" class="legend">${esc(s.name)}</text>`);
      lx += 24 + 7 * String(s.name).length;
    }
  }
  const label = `${title}: ${series.map((s) => `${s.name}: ${s.mean.map((v) => v.toFixed(3)).join(', ')}`).join('; ')}`;
  el.innerHTML = `<svg xmlns="${NS}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(label)}" class="chart">${parts.join('')}</svg>`;
}
