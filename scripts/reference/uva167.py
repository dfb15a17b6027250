#!/usr/bin/env python3
"""Independent reference for UVa 167 (The Sultan's Successors).

Input: k (at most 20), then k boards of 8 x 8 integers 1..99.
Output: for each board, the largest sum over the squares of a placement of 8
non-attacking queens, right-justified in a field 5 characters wide.
Every permutation of the 8 columns is tried and kept if no two queens share a diagonal.
"""
import itertools
import random
import sys


def eight_queen_placements():
    keep = []
    for perm in itertools.permutations(range(8)):
        if len({r + c for r, c in enumerate(perm)}) == 8 and len({r - c for r, c in enumerate(perm)}) == 8:
            keep.append(perm)
    return keep


PLACEMENTS = eight_queen_placements()


def best(board):
    return max(sum(board[r][c] for r, c in enumerate(p)) for p in PLACEMENTS)


def solve(text):
    values = [int(t) for t in text.split()]
    k = values[0]
    out = []
    for b in range(k):
        flat = values[1 + 64 * b: 1 + 64 * (b + 1)]
        board = [flat[8 * r: 8 * r + 8] for r in range(8)]
        out.append("%5d\n" % best(board))
    return "".join(out)


def render(boards, style="plain"):
    text = "%d\n" % len(boards)
    for board in boards:
        for row in board:
            if style == "wide":
                text += " ".join("%2d" % v for v in row) + "\n"
            else:
                text += " ".join(str(v) for v in row) + "\n"
    return text


def random_board(rng, low=1, high=99):
    return [[rng.randint(low, high) for _ in range(8)] for _ in range(8)]


def cases():
    rng = random.Random(167)
    ones = [[1] * 8 for _ in range(8)]
    tops = [[99] * 8 for _ in range(8)]
    checker = [[99 if (r + c) % 2 == 0 else 1 for c in range(8)] for r in range(8)]
    main_diagonal = [[99 if r == c else 1 for c in range(8)] for r in range(8)]
    anti_diagonal = [[99 if r + c == 7 else 1 for c in range(8)] for r in range(8)]
    one_column = [[99 if c == 3 else 1 for c in range(8)] for r in range(8)]
    one_square = [[1] * 8 for _ in range(8)]
    one_square[5][2] = 99
    ramp = [[8 * r + c + 1 for c in range(8)] for r in range(8)]
    mixed = [ones, tops, checker, main_diagonal, anti_diagonal, one_column, one_square, ramp]
    mixed += [random_board(rng) for _ in range(20 - len(mixed))]
    return {
        "sample1": "1\n"
        " 1  2  3  4  5  6  7  8\n"
        " 9 10 11 12 13 14 15 16\n"
        "17 18 19 20 21 22 23 24\n"
        "25 26 27 28 29 30 31 32\n"
        "33 34 35 36 37 38 39 40\n"
        "41 42 43 44 45 46 47 48\n"
        "48 50 51 52 53 54 55 56\n"
        "57 58 59 60 61 62 63 64\n",
        "01-all-ones": render([ones]),
        "02-all-99": render([tops]),
        "03-one-random": render([random_board(rng)], "wide"),
        "04-diagonals-and-lines": render([main_diagonal, anti_diagonal, one_column, one_square]),
        "05-checkerboard": render([checker], "wide"),
        "06-low-weights": render([random_board(rng, 1, 3) for _ in range(5)]),
        "07-twenty-mixed": render(mixed),
        "08-twenty-random": render([random_board(rng) for _ in range(20)], "wide"),
    }


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
