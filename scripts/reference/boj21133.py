"""Reference for Baekjoon 21133 (N-Queen 2): one placement for 4 <= N <= 10 000.

Independent of problems/boj21133.rs, which lists even then odd columns: this
uses the formulas of Hoffman, Loessi and Moser (1969), which place the queens
by rows i = 1 .. n/2 in pairs, and a corner queen for odd n. The answer is any
valid placement; the kit's placement checker judges, and tests check these
expected files independently.
"""
import sys


def hoffman(n):
    """Columns (1-based) by row for n >= 4, as a dict row -> column."""
    if n % 2 == 1:
        placed = hoffman(n - 1)
        placed[n] = n
        return placed
    half = n // 2
    placed = {}
    if n % 6 != 2:
        for i in range(1, half + 1):
            placed[i] = 2 * i
            placed[half + i] = 2 * i - 1
    else:
        for i in range(1, half + 1):
            shift = (2 * (i - 1) + half - 1) % n
            placed[i] = 1 + shift
            placed[n + 1 - i] = n - shift
    return placed


def valid(n, columns):
    rows = list(range(1, n + 1))
    return (sorted(columns) == rows
            and len({r + c for r, c in zip(rows, columns)}) == n
            and len({r - c for r, c in zip(rows, columns)}) == n)


def solve(text):
    n = int(text.split()[0])
    placed = hoffman(n)
    columns = [placed[r] for r in range(1, n + 1)]
    assert valid(n, columns), n
    return "".join("%d\n" % c for c in columns)


def cases():
    out = {"sample1": "4\n"}
    # Every residue mod 6 (the constructions differ by it), small and large.
    for i, n in enumerate([4, 5, 6, 7, 8, 9, 14, 15, 20, 21, 99, 1000, 9995, 9996, 9997, 9998, 9999, 10000]):
        out["%02d-n%05d" % (i + 1, n)] = "%d\n" % n
    return out


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
