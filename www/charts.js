// Bar charts of the move distributions (presentation only): generators side by side per index
// 0-7, bars at the mean, whiskers at ±1 SD. Drawn as inline SVG so they scale, print and read
// out (role="img" with a label; the table beside them holds the same numbers).
const NS = 'http://www.w3.org/2000/svg';
export const COLORS = ['#1f5fd1', '#d1541f', '#12903a', '#8e3fb8', '#b08800', '#0f8c8c', '#c2185b', '#555e6e'];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

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
