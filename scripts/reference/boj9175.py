"""Reference for Baekjoon 9175 (Who needs 8 Queens when you can have N?).

Independent of problems/boj9175.rs, which uses an explicit construction: this
finds each placement by min-conflicts local search (a greedy start, then
moving a queen of a random attacked row to its least attacked column), from a
fixed seed so the fixtures are reproducible. Any valid placement is accepted;
the kit's placement checker judges, and tests check these files independently.
"""
import random
import sys


def min_conflicts(n, rng):
    """Columns (0-based) by row of a placement of n >= 4 queens: restarts
    from a fresh greedy start whenever 20 n moves did not finish (small boards
    have local minima the moves cannot leave)."""
    while True:
        cols = attempt(n, rng, 20 * n)
        if cols is not None:
            return cols


def attempt(n, rng, moves):
    cols = [None] * n
    in_col, in_sum, in_diff = [0] * n, [0] * (2 * n), [0] * (2 * n)

    def attacks(r, c):
        return in_col[c] + in_sum[r + c] + in_diff[r - c + n]

    def move(r, c, step):
        in_col[c] += step
        in_sum[r + c] += step
        in_diff[r - c + n] += step

    def best_column(r):
        scores = [attacks(r, c) for c in range(n)]
        low = min(scores)
        return rng.choice([c for c in range(n) if scores[c] == low])

    for r in range(n):
        cols[r] = best_column(r)
        move(r, cols[r], 1)
    for _ in range(moves):
        # A queen counts itself three times (its column and both diagonals).
        attacked = [r for r in range(n) if attacks(r, cols[r]) > 3]
        if not attacked:
            return cols
        r = rng.choice(attacked)
        move(r, cols[r], -1)
        cols[r] = best_column(r)
        move(r, cols[r], 1)
    return None


def check(n, cols):
    assert sorted(cols) == list(range(n)), n
    assert len({r + c for r, c in enumerate(cols)}) == n, n
    assert len({r - c for r, c in enumerate(cols)}) == n, n


def solve(text):
    numbers = [int(w) for w in text.split()]
    sizes = numbers[1:1 + numbers[0]]
    rng = random.Random(9175)
    found = {}
    out = []
    for n in sizes:
        if n not in found:
            found[n] = min_conflicts(n, rng)
            check(n, found[n])
        out.append("%d\n%s\n" % (n, " ".join(map(str, found[n]))))
    return "".join(out)


def cases():
    def lines(sizes):
        return "%d\n" % len(sizes) + "".join("%d\n" % n for n in sizes)

    rng = random.Random(91750)
    return {
        "sample1": "4\n4\n8\n25\n50\n",
        "01-min": lines([4]),
        "02-max": lines([300]),
        "03-every-residue": lines(list(range(4, 16))),
        "04-ascending-100": lines(list(range(4, 104))),
        "05-descending-100": lines(list(range(300, 200, -1))),
        "06-random-100": lines([rng.randint(4, 300) for _ in range(100)]),
        "07-100-of-min": lines([4] * 100),
        "08-100-of-max": lines([300] * 100),
    }


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
