#!/usr/bin/env python3
"""Independent reference for HDU 2553 (N皇后问题): counts by set-based backtracking.

Input: positive integers N <= 10, one a line, then a line with 0.
Output: for each N, the number of ways to place N non-attacking queens.
"""
import random
import sys


def placements(n):
    """Number of placements, row by row, with sets of taken columns and diagonals."""
    taken_cols, taken_sum, taken_diff = set(), set(), set()

    def fill(row):
        if row == n:
            return 1
        found = 0
        for col in range(n):
            if col in taken_cols or (row + col) in taken_sum or (row - col) in taken_diff:
                continue
            taken_cols.add(col)
            taken_sum.add(row + col)
            taken_diff.add(row - col)
            found += fill(row + 1)
            taken_cols.discard(col)
            taken_sum.discard(row + col)
            taken_diff.discard(row - col)
        return found

    return fill(0)


COUNTS = {}


def count(n):
    if n not in COUNTS:
        COUNTS[n] = placements(n)
    return COUNTS[n]


def solve(text):
    numbers = [int(t) for t in text.split()]
    end = numbers.index(0)
    return "".join("%d\n" % count(n) for n in numbers[:end])


def lines(values, final_newline=True):
    text = "\n".join(str(v) for v in list(values) + [0])
    return text + ("\n" if final_newline else "")


def cases():
    rng = random.Random(2553)
    return {
        "sample1": "1\n8\n5\n0\n",
        "01-one-line": lines([4]),
        "02-every-n-ascending": lines(range(1, 11)),
        "03-every-n-descending": lines(range(10, 0, -1)),
        "04-no-placement": lines([2, 3, 2]),
        "05-largest-alone": lines([10]),
        "06-ten-tens": lines([10] * 10),
        "07-smallest-twice": lines([1, 1]),
        "08-random-200": lines(rng.randint(1, 10) for _ in range(200)),
        "09-no-final-newline": lines([6, 7], final_newline=False),
        "10-max-lines-1000": lines(rng.randint(1, 10) for _ in range(1000)),
    }


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
