#!/usr/bin/env python3
"""Independent reference for UVa 11195 (Another n-Queen Problem).

Row by row with Python integers as bitmasks (attacked columns, both diagonal
directions, bad squares), a child only when the next row keeps a free square;
a board that is its own left-right mirror has its top-row queen tried in the
left half only. The free 15 x 15 board takes about a minute: it runs only when
the fixtures are regenerated. Run as a program, it reads one input on stdin and
prints the answer.
"""
import random
import sys

SAMPLE = (
    "8\n........\n........\n........\n........\n........\n........\n........\n........\n"
    "4\n.*..\n....\n....\n....\n0\n"
)


def count(rows):
    n = len(rows)
    full = (1 << n) - 1
    bad = [sum(1 << c for c in range(n) if rows[r][c] == "*") for r in range(n)]

    def below(row, cols, left, right):
        # Placements of rows row..n-1; left/right are the diagonals reaching this row.
        avail = full & ~(cols | left | right | bad[row])
        if row == n - 1:
            return 1 if avail else 0
        total = 0
        while avail:
            q = avail & -avail
            avail -= q
            c, l, r = cols | q, (left | q) << 1, (right | q) >> 1
            if full & ~(c | l | r | bad[row + 1]):
                total += below(row + 1, c, l, r)
        return total

    if n == 1:
        return 1 if rows[0] == "." else 0
    if all(row == row[::-1] for row in rows):
        total = 0
        for c in range((n + 1) // 2):
            if rows[0][c] == ".":
                q = 1 << c
                if full & ~(q | q << 1 | q >> 1 | bad[1]):
                    weight = 1 if 2 * c == n - 1 else 2
                    total += weight * below(1, q, q << 1, q >> 1)
        return total
    return below(0, 0, 0, 0)


def solve(text):
    tokens = text.split()
    out, pos, case = [], 0, 0
    while True:
        n = int(tokens[pos])
        pos += 1
        if n == 0:
            break
        rows = tokens[pos:pos + n]
        pos += n
        assert all(len(r) == n and set(r) <= set(".*") for r in rows), "bad row"
        case += 1
        out.append("Case %d: %d\n" % (case, count(rows)))
    assert pos == len(tokens), "input after the closing 0"
    return "".join(out)


def text_of(boards):
    return "".join("%d\n%s" % (len(b), "".join(row + "\n" for row in b)) for b in boards) + "0\n"


def free(n):
    return ["." * n] * n


def random_board(rng, n, percent):
    return ["".join("*" if rng.random() * 100 < percent else "." for _ in range(n)) for _ in range(n)]


def turn(t, m, r, c):
    return [(r, c), (c, m - r), (m - r, m - c), (m - c, r), (r, m - c), (c, r), (m - r, c), (m - c, m - r)][t]


def symmetric_board(rng, n, generators, percent):
    """Bad squares drawn at random, then closed under the generated symmetries."""
    bad = set()
    for r in range(n):
        for c in range(n):
            if rng.random() * 100 < percent:
                orbit, todo = {(r, c)}, [(r, c)]
                while todo:
                    sq = todo.pop()
                    for t in generators:
                        image = turn(t, n - 1, *sq)
                        if image not in orbit:
                            orbit.add(image)
                            todo.append(image)
                bad |= orbit
    return ["".join("*" if (r, c) in bad else "." for c in range(n)) for r in range(n)]


# Generators of the ten subgroups of the square's 8 symmetries: none, each
# mirror, each diagonal, the half turn, the quarter turns, both mirrors, both
# diagonals, all 8.
GROUPS = [[], [4], [6], [5], [7], [2], [1], [4, 6], [5, 7], [1, 4]]


def cases():
    rng = random.Random(11195)
    out = {"sample1": SAMPLE}
    out["01-free-3-to-12"] = text_of([free(n) for n in range(3, 13)])
    out["02-free-13-and-14"] = text_of([free(13), free(14)])
    out["03-free-15"] = text_of([free(15)])
    out["04-every-symmetry-n11-sparse"] = text_of([symmetric_board(rng, 11, g, 4) for g in GROUPS])
    out["05-every-symmetry-n12-dense"] = text_of([symmetric_board(rng, 12, g, 15) for g in GROUPS])
    out["06-sparse-n14"] = text_of([random_board(rng, 14, 3)])
    out["07-n15-20-percent"] = text_of([random_board(rng, 15, 20)])
    out["08-ten-cases-n15"] = text_of([random_board(rng, 15, p) for p in (30, 35, 40, 45, 50, 55, 60, 70, 80, 90)])
    out["09-all-bad"] = text_of([["*" * 3] * 3, ["*" * 15] * 15])
    out["10-one-bad-row-or-column"] = text_of(
        [free(9)[:4] + ["*" * 9] + free(9)[5:], ["." * 6 + "*" + "." * 3] * 10]
    )
    out["11-mixed-sizes"] = text_of(
        [random_board(rng, n, p) for n, p in ((15, 40), (3, 0), (8, 10), (13, 12), (4, 25), (10, 5), (15, 65))]
    )
    # Only the squares of one placement of the 10 x 10 board are good.
    one = [1, 3, 5, 7, 9, 0, 2, 4, 6, 8]
    out["12-one-placement-left"] = text_of([["".join("." if c == one[r] else "*" for c in range(10)) for r in range(10)]])
    out["13-small-boards"] = text_of(
        [random_board(rng, n, p) for n in (3, 4, 5) for p in (0, 20, 40)] + [["...", ".*.", "..."]]
    )
    return out


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
