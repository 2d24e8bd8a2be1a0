/* The plain C reference for the walk benchmark (issue 13, item 3): Warnsdorff's rule with a
 * move-ordering tiebreak on a padded degree array, as step 5 of Squirrel & Cull's Algorithm
 * (000) states it: among the unvisited neighbours, the first in the ordering of strictly least
 * degree wins.
 *
 * One byte a cell: the board with a border two cells wide all round; a cell's byte is the number
 * of its unvisited neighbours, or 255 when it is visited or border (the visited bit folded into
 * the degree). A step marks the knight's square visited, lowers each unvisited neighbour's degree
 * and keeps the first of least degree, in one pass over the eight moves. The path is written as
 * cells of that padded array (row r, col c, 1-based, is cell (r + 1) * stride + c + 1).
 *
 * tests/benches/walk.rs compiles this file with `cc -O2 -shared -fPIC` into target/ when the
 * benchmark runs and checks that it visits the same squares as the crate's walk.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define PAD 2
#define VISITED 255

static const int8_t DR[8] = {-2, -1, 1, 2, 2, 1, -1, -2};
static const int8_t DC[8] = {1, 2, 2, 1, -1, -2, -2, -1};

size_t baseline_cells(uint32_t rows, uint32_t cols)
{
    return ((size_t)rows + 2 * PAD) * ((size_t)cols + 2 * PAD);
}

/* Degrees of the empty board; `deg` holds baseline_cells(rows, cols) bytes. */
void baseline_init(uint32_t rows, uint32_t cols, uint8_t *deg)
{
    size_t stride = (size_t)cols + 2 * PAD;
    memset(deg, VISITED, baseline_cells(rows, cols));
    for (size_t r = 0; r < rows; r++)
        memset(deg + (r + PAD) * stride + PAD, 0, cols);
    for (size_t r = 0; r < rows; r++)
        for (size_t c = 0; c < cols; c++) {
            size_t cell = (r + PAD) * stride + c + PAD;
            uint8_t n = 0;
            for (int m = 0; m < 8; m++)
                n += deg[cell + DR[m] * (ptrdiff_t)stride + DC[m]] != VISITED;
            deg[cell] = n;
        }
}

/* Walk from (r0, c0) (1-based) with the tiebreak `order`: the eight moves, most preferred
 * first, as indices 0-7 into DR/DC (Squirrel & Cull's numbering minus one). Writes the path's
 * cells to `path` (room for rows * cols) and returns its length. */
size_t baseline_walk(uint32_t rows, uint32_t cols, uint32_t r0, uint32_t c0,
                     const uint8_t order[8], uint8_t *deg, uint32_t *path)
{
    ptrdiff_t stride = (ptrdiff_t)cols + 2 * PAD;
    ptrdiff_t off[8];
    for (int i = 0; i < 8; i++)
        off[i] = DR[order[i]] * stride + DC[order[i]];
    (void)rows;
    size_t cur = (size_t)(r0 - 1 + PAD) * stride + c0 - 1 + PAD;
    size_t n = 0;
    for (;;) {
        deg[cur] = VISITED;
        path[n++] = (uint32_t)cur;
        uint8_t best = VISITED;
        size_t next = 0;
        for (int i = 0; i < 8; i++) {
            size_t nb = cur + off[i];
            uint8_t d = deg[nb];
            if (d != VISITED) {
                deg[nb] = --d;
                if (d < best) {
                    best = d;
                    next = nb;
                }
            }
        }
        if (best == VISITED)
            return n;
        cur = next;
    }
}
