#!/usr/bin/env python3
"""Independent reference for UVa 750 (8 Queens Chess Problem).

itertools.permutations lists the row orders in lexicographic order; those with
no two queens on a diagonal are the placements (row of the queen in each
column, 1-based). Each dataset prints the ones through its square. Run as a
program, it reads one input on stdin and prints the answer.
"""
import itertools
import random
import sys

SAMPLE = "1\n\n1 1\n"
PLACEMENTS = [
    p
    for p in itertools.permutations(range(1, 9))
    if all(abs(p[a] - p[b]) != a - b for a in range(8) for b in range(a))
]


def solve(text):
    numbers = [int(x) for x in text.split()]
    t = numbers[0]
    assert len(numbers) == 1 + 2 * t, "bad input"
    blocks = []
    for d in range(t):
        row, column = numbers[1 + 2 * d], numbers[2 + 2 * d]
        lines = ["SOLN       COLUMN", " #      1 2 3 4 5 6 7 8", ""]
        through = [p for p in PLACEMENTS if p[column - 1] == row]
        for i, p in enumerate(through, 1):
            lines.append("%2d      %s" % (i, " ".join(str(x) for x in p)))
        blocks.append("\n".join(lines) + "\n")
    return "\n".join(blocks)


def text_of(squares):
    return "%d\n\n" % len(squares) + "\n".join("%d %d\n" % sq for sq in squares)


def cases():
    out = {"sample1": SAMPLE}
    every = [(r, c) for r in range(1, 9) for c in range(1, 9)]
    out["01-corners"] = text_of([(1, 1), (1, 8), (8, 1), (8, 8)])
    out["02-every-square"] = text_of(every)
    counts = {sq: sum(1 for p in PLACEMENTS if p[sq[1] - 1] == sq[0]) for sq in every}
    most = max(every, key=lambda sq: counts[sq])
    out["03-most-placements"] = text_of([most])
    out["04-fewest-placements"] = text_of([min(every, key=lambda sq: counts[sq])])
    out["05-same-square-twice"] = text_of([(4, 6), (4, 6)])
    rng = random.Random(750)
    out["06-100-random-squares"] = text_of([rng.choice(every) for _ in range(100)])
    out["07-last-square"] = text_of([(8, 8)])
    return out


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
