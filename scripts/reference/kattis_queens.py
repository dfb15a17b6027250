#!/usr/bin/env python3
"""Independent reference for Kattis queens (Verify This, Your Majesty).

Input: N (0 < N <= 5000), then N lines "x y" with 0 <= x, y < N, one queen each.
Output: CORRECT when no two queens share a column (x), a row (y) or a diagonal
(x + y or x - y), else INCORRECT. Each line is checked against sets of what the
earlier queens hold.
"""
import random
import sys


def solve(text):
    values = [int(t) for t in text.split()]
    n = values[0]
    seen = {"x": set(), "y": set(), "sum": set(), "diff": set()}
    for i in range(n):
        x, y = values[1 + 2 * i], values[2 + 2 * i]
        keys = {"x": x, "y": y, "sum": x + y, "diff": x - y}
        if any(keys[k] in seen[k] for k in keys):
            return "INCORRECT\n"
        for k in keys:
            seen[k].add(keys[k])
    return "CORRECT\n"


def known_solution(n):
    """One placement for n not 2 or 3, as (x, y) pairs: the evens-then-odds rule, fixed up by n mod 6."""
    evens = [v for v in range(2, n + 1, 2)]
    odds = [v for v in range(1, n + 1, 2)]
    if n % 6 == 2:
        odds = [3, 1] + [v for v in odds if v > 5] + [5]
    elif n % 6 == 3:
        evens = evens[1:] + [2]
        odds = [v for v in odds if v > 3] + [1, 3]
    order = evens + odds
    return [(column - 1, row) for row, column in enumerate(order)]


def render(queens, final_newline=True):
    text = "%d\n" % len(queens) + "\n".join("%d %d" % q for q in queens)
    return text + ("\n" if final_newline else "")


def cases():
    rng = random.Random(5000)

    def shuffled(queens):
        queens = list(queens)
        rng.shuffle(queens)
        return queens

    big = shuffled(known_solution(5000))
    # The last two lines swap their rows (so rows and columns stay distinct); the first
    # such pair whose swap puts a queen on a taken diagonal. Earlier lines are all fine.
    late_clash = None
    for i in range(len(big) - 1):
        (x1, y1), (x2, y2) = big[i], big[i + 1]
        rest = big[:i] + big[i + 2:]
        trial = rest + [(x1, y2), (x2, y1)]
        if solve(render(trial)) == "INCORRECT\n":
            late_clash = trial
            break
    shared_row = list(big)
    shared_row[-1] = (shared_row[-1][0], shared_row[0][1])
    random_perm = list(zip(range(5000), shuffled(range(5000))))
    return {
        "sample1": "8\n1 5\n6 2\n3 1\n5 0\n4 6\n0 3\n2 7\n7 4\n",
        "sample2": "4\n2 3\n1 0\n0 2\n3 1\n",
        "sample3": "4\n2 3\n0 2\n1 0\n2 2\n",
        "01-one-queen": "1\n0 0\n",
        "02-two-queens": render([(0, 0), (1, 1)]),
        "03-three-queens": render([(0, 1), (1, 0), (2, 2)]),
        "04-same-square-twice": render([(1, 3), (1, 3), (0, 1), (3, 2)]),
        "05-shared-column-only": render([(0, 1), (0, 3), (2, 0), (3, 2)]),
        "06-shared-row-only": render([(1, 0), (3, 0), (0, 2), (2, 3)]),
        "07-sum-diagonal-only": render([(0, 2), (1, 1), (2, 3), (3, 0)]),
        "08-difference-diagonal-only": render([(0, 0), (1, 2), (2, 3), (3, 1)]),
        "09-n5-correct": render(shuffled(known_solution(5))),
        "10-n1000-correct": render(shuffled(known_solution(1000))),
        "11-n4999-correct": render(shuffled(known_solution(4999))),
        "12-n5000-correct": render(big),
        "13-n5000-diagonal-clash-last": render(late_clash),
        "14-n5000-shared-row-last": render(shared_row),
        "15-n5000-random-columns": render(random_perm),
        "16-no-final-newline": render(known_solution(6), final_newline=False),
    }


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
