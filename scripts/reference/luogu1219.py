#!/usr/bin/env python3
"""Independent reference for Luogu P1219 / USACO 1.5 checker (Checker Challenge).

Lists placements row by row with sets of used columns and diagonals, columns in
increasing order, so the first three come out in lexicographic order; the total
counts the placements whose top-row queen is in the left half twice and the
middle column of an odd board once (the left-right mirror pairs them up).
n = 13 takes some seconds. Run as a program, it reads n on stdin and prints the
answer.
"""
import sys


def placements(n, top=None):
    """Yields every placement (0-based columns), optionally with a fixed top-row queen."""
    cols, sums, diffs, queens = set(), set(), set(), []

    def go(row):
        if row == n:
            yield list(queens)
            return
        for c in range(n) if row or top is None else [top]:
            if c in cols or row + c in sums or row - c in diffs:
                continue
            cols.add(c), sums.add(row + c), diffs.add(row - c), queens.append(c)
            yield from go(row + 1)
            cols.discard(c), sums.discard(row + c), diffs.discard(row - c), queens.pop()

    yield from go(0)


def solve(text):
    n = int(text.split()[0])
    lines = []
    for p in placements(n):
        if len(lines) == 3:
            break
        lines.append(" ".join(str(c + 1) for c in p))
    total = 0
    for c in range((n + 1) // 2):
        found = sum(1 for _ in placements(n, top=c))
        total += found if 2 * c == n - 1 else 2 * found
    return "".join(line + "\n" for line in lines) + "%d\n" % total


def cases():
    out = {"sample1": "6\n"}
    for n in range(7, 14):
        out["%02d" % n] = "%d\n" % n
    return out


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
