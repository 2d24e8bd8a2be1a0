// What the walk page's tests read: its fields and link, the lab's exports (the walk's move
// numbers, its JSON record), its board's layers, and a click on a square.
export const text = (page, id) => page.locator(`#${id}`).textContent();
export const msg = (page, field) => page.locator(`#${field}-msg`).textContent();
export const params = (page) => Object.fromEntries(new URL(page.url()).searchParams);

/** A field's text as the lab has it (the walk's length is `step`). */
export const field = (page, name) => page.evaluate((n) => window.warnsdorff.page.texts()[n], name);
export const stepOf = async (page) => Number(await field(page, 'step'));

/** The lab's reply to an action, with nothing done on the page (no download, no redraw). */
export const reply = (page, action) => page.evaluate((a) => window.warnsdorff.page.act(a), action);

/** The walk's move numbers row by row (0: unvisited), from the lab's matrix. */
export async function numbers(page) {
  const { file } = await reply(page, { do: 'export', format: 'matrix' });
  return file.text.trim().split('\n').map((l) => l.trim().split(/\s+/).map((x) => (x === '-' ? 0 : Number(x))));
}

/** The walk's JSON record (its path, outcome and Irwin's marks). */
export async function record(page) {
  return JSON.parse((await reply(page, { do: 'export', format: 'json' })).file.text);
}

/** The walk's squares in visiting order (0-based, row-major). */
export async function walkPath(page) {
  const rows = await numbers(page);
  const out = [];
  rows.forEach((r, i) => r.forEach((k, j) => { if (k) out[k - 1] = i * r.length + j; }));
  return out;
}

/** The board's layers, bottom first: board, regions, path, overlay. */
export const LAYER = { board: 1, regions: 2, path: 3, overlay: 4 };
export const layer = (name, view = 'board') => `#${view} canvas:nth-child(${LAYER[name] - (view === 'board2' && name !== 'board' ? 1 : 0)})`;

/** The RGBA of layer `name` at point (fx, fy) (fractions of a square) of square (row, col). */
export function pixel(page, name, row, col, fx = 0.5, fy = 0.5, view = 'board') {
  return page.evaluate(([sel, r, c, x, y]) => {
    const cv = document.querySelector(sel);
    const t = window.warnsdorff.page.texts();
    const [w, h] = [cv.width / Number(t.cols), cv.height / Number(t.rows)];
    return [...cv.getContext('2d').getImageData(Math.floor((c - 1 + x) * w), Math.floor((r - 1 + y) * h), 1, 1).data];
  }, [layer(name, view), row, col, fx, fy]);
}

/** Click the centre of square (row, col) of the board. */
export async function clickSquare(page, row, col) {
  const box = await page.locator('#board').boundingBox();
  const [rows, cols] = [Number(await field(page, 'rows')), Number(await field(page, 'cols'))];
  await page.mouse.click(box.x + ((col - 0.5) * box.width) / cols, box.y + ((row - 0.5) * box.height) / rows);
}

/** Whether the element's box lies within the viewport. */
export async function onScreen(page, selector) {
  const [box, size] = await Promise.all([page.locator(selector).boundingBox(), page.viewportSize()]);
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}
// The whole status as a screen reader hears it: the line and its details (#status-more).
export const whole = async (page) => {
  const line = await text(page, 'status');
  const more = (await page.locator('#status-more').count()) ? (await page.locator('#status-more').textContent()).trim() : '';
  return more ? `${line} ${more}` : line;
};
