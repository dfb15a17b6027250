#!/usr/bin/env python3
"""Independent reference for CSES 1624 (Chessboard and Queens).

Tries all 8! orderings of the columns and keeps those that put no queen on a
reserved square and no two queens on one diagonal. Run as a program, it reads
one board on stdin and prints the count.
"""
import itertools
import random
import sys

SAMPLE = "........\n........\n..*.....\n........\n........\n.....**.\n...*....\n........\n"


def solve(text):
    rows = text.split()
    assert len(rows) == 8 and all(len(r) == 8 and set(r) <= set(".*") for r in rows), "bad board"
    total = 0
    for perm in itertools.permutations(range(8)):
        if any(rows[r][perm[r]] == "*" for r in range(8)):
            continue
        if len({r + perm[r] for r in range(8)}) < 8 or len({r - perm[r] for r in range(8)}) < 8:
            continue
        total += 1
    return "%d\n" % total


def draw(reserved):
    return "".join("".join("*" if (r, c) in reserved else "." for c in range(8)) + "\n" for r in range(8))


def cases():
    every = {(r, c) for r in range(8) for c in range(8)}
    out = {"sample1": SAMPLE}
    out["01-all-free"] = draw(set())
    out["02-all-reserved"] = draw(every)
    out["03-one-row-reserved"] = draw({(4, c) for c in range(8)})
    out["04-one-column-reserved"] = draw({(r, 0) for r in range(8)})
    out["05-main-diagonal-reserved"] = draw({(i, i) for i in range(8)})
    out["06-corners-reserved"] = draw({(0, 0), (0, 7), (7, 0), (7, 7)})
    # Exactly the squares of one placement are free: 1 5 8 6 3 7 2 4 (1-based columns).
    one = [0, 4, 7, 5, 2, 6, 1, 3]
    out["07-only-one-placement-free"] = draw(every - {(r, one[r]) for r in range(8)})
    out["08-dark-squares-reserved"] = draw({(r, c) for r, c in every if (r + c) % 2 == 1})
    out["09-border-reserved"] = draw({(r, c) for r, c in every if r in (0, 7) or c in (0, 7)})
    out["10-centre-reserved"] = draw({(r, c) for r in (3, 4) for c in (3, 4)})
    rng = random.Random(1624)
    for i, percent in enumerate((5, 10, 15, 20, 25)):
        reserved = {sq for sq in sorted(every) if rng.random() < percent / 100}
        out["%02d-random-%02d-percent" % (11 + i, percent)] = draw(reserved)
    out["16-no-final-newline"] = SAMPLE.rstrip("\n")
    return out


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
