#!/usr/bin/env python3
"""Independent reference for AOJ ALDS1_13_A (8 Queens Problem).

Lists the 92 placements by filtering all 8! column orders, keeps those that
contain every given queen, and draws the one that is left. Run as a program, it
reads one input on stdin and prints the board.
"""
import itertools
import random
import sys

SAMPLE = "2\n2 2\n5 3\n"
PLACEMENTS = [
    p
    for p in itertools.permutations(range(8))
    if len({r + c for r, c in enumerate(p)}) == 8 and len({r - c for r, c in enumerate(p)}) == 8
]


def matching(queens):
    return [p for p in PLACEMENTS if all(p[r] == c for r, c in queens)]


def solve(text):
    numbers = [int(x) for x in text.split()]
    k = numbers[0]
    queens = [(numbers[1 + 2 * i], numbers[2 + 2 * i]) for i in range(k)]
    assert len(numbers) == 1 + 2 * k, "bad input"
    found = matching(queens)
    assert len(found) == 1, "the input must complete to exactly one placement"
    return "".join("".join("Q" if c == found[0][r] else "." for c in range(8)) + "\n" for r in range(8))


def text_of(queens):
    return "%d\n" % len(queens) + "".join("%d %d\n" % q for q in queens)


def cases():
    out = {"sample1": SAMPLE}
    rng = random.Random(13)
    # For each k from 2 to 8, two inputs whose k queens (in random order) pin one placement.
    for k in range(2, 9):
        made = 0
        while made < 2:
            p = rng.choice(PLACEMENTS)
            rows = rng.sample(range(8), k)
            queens = [(r, p[r]) for r in rows]
            if len(matching(queens)) != 1:
                continue
            made += 1
            out["%02d-k%d-%s" % (2 * k - 4 + made, k, "a" if made == 1 else "b")] = text_of(queens)
    # The whole placement, listed bottom row first.
    p = PLACEMENTS[-1]
    out["15-k8-bottom-row-first"] = text_of([(r, p[r]) for r in reversed(range(8))])
    # Queens in corner rows and columns: row 0 and row 7 given.
    for p in PLACEMENTS:
        if len(matching([(0, p[0]), (7, p[7])])) == 1:
            out["16-k2-top-and-bottom-rows"] = text_of([(0, p[0]), (7, p[7])])
            break
    return out


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
