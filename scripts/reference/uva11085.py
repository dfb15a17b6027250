#!/usr/bin/env python3
"""Independent reference for UVa 11085 (Back to the 8-Queens).

Input: lines of 8 integers 1..8 (the row of the queen in each column) until end
of file, fewer than 1000 lines. Output: "Case k: x", x the fewest queens to move
within their columns so that no two attack each other. The answer is the
smallest number of columns in which the input differs from one of the 92
placements, each found by filtering every permutation of the rows.
"""
import itertools
import random
import sys

PLACEMENTS = [
    p
    for p in itertools.permutations(range(1, 9))
    if len({c + r for c, r in enumerate(p)}) == 8 and len({c - r for c, r in enumerate(p)}) == 8
]


def fewest_moves(rows):
    return min(sum(1 for a, b in zip(rows, p) if a != b) for p in PLACEMENTS)


def solve(text):
    values = [int(t) for t in text.split()]
    out = []
    for case in range(len(values) // 8):
        out.append("Case %d: %d\n" % (case + 1, fewest_moves(values[8 * case: 8 * case + 8])))
    return "".join(out)


def render(lines, final_newline=True):
    text = "\n".join(" ".join(str(v) for v in line) for line in lines)
    return text + ("\n" if final_newline else "")


def cases():
    rng = random.Random(11085)
    solved = [list(p) for p in PLACEMENTS]
    one_off = []
    for p in rng.sample(solved, 10):
        q = list(p)
        col = rng.randrange(8)
        q[col] = rng.choice([r for r in range(1, 9) if r != q[col]])
        one_off.append(q)
    flat = [[r] * 8 for r in range(1, 9)]
    staircases = [list(range(1, 9)), list(range(8, 0, -1)), [1, 3, 5, 7, 2, 4, 6, 8]]
    rand = lambda count: [[rng.randint(1, 8) for _ in range(8)] for _ in range(count)]
    return {
        "sample1": "1 2 3 4 5 6 7 8\n1 1 1 1 1 1 1 1\n",
        "01-one-line": render([[5, 5, 5, 5, 5, 5, 5, 5]]),
        "02-every-placement": render(solved),
        "03-one-queen-off": render(one_off),
        "04-all-in-one-row": render(flat),
        "05-staircases": render(staircases),
        "06-random-100": render(rand(100)),
        "07-no-final-newline": render(rand(3), final_newline=False),
        "08-max-999": render(rand(999)),
    }


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
