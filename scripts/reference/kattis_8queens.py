#!/usr/bin/env python3
"""Independent reference for Kattis 8queens (Eight Queens).

Input: 8 lines of 8 characters, '.' empty and '*' a queen. Output: "valid" when
the board is a solution of the eight queens puzzle (exactly eight queens, no two
in one row, column or diagonal), else "invalid". Every pair of queens is compared.
"""
import sys


def solve(text):
    rows = text.split("\n")[:8]
    queens = [(r, c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == "*"]
    if len(queens) != 8:
        return "invalid\n"
    for i, (r1, c1) in enumerate(queens):
        for r2, c2 in queens[i + 1:]:
            if r1 == r2 or c1 == c2 or abs(r1 - r2) == abs(c1 - c2):
                return "invalid\n"
    return "valid\n"


def board(queens, final_newline=True):
    """The 8 rows of a board with a queen on each (row, column) pair given."""
    grid = [["."] * 8 for _ in range(8)]
    for r, c in queens:
        grid[r][c] = "*"
    text = "\n".join("".join(row) for row in grid)
    return text + ("\n" if final_newline else "")


def by_rows(cols):
    return [(r, c) for r, c in enumerate(cols)]


def conflicts(queens):
    """Which kinds of attack occur among the queens: a subset of row, column, diagonal."""
    kinds = set()
    for i, (r1, c1) in enumerate(queens):
        for r2, c2 in queens[i + 1:]:
            if r1 == r2:
                kinds.add("row")
            if c1 == c2:
                kinds.add("column")
            if abs(r1 - r2) == abs(c1 - c2):
                kinds.add("diagonal")
    return kinds


def one_kind_of_attack(kind):
    """The first 8-queen board, in a fixed search order, whose only attack is of this kind:
    the first solution with one queen moved, or with the columns of two rows swapped."""
    cols = [0, 4, 7, 5, 2, 6, 1, 3]
    base = by_rows(cols)
    candidates = []
    for i in range(8):
        for r in range(8):
            for c in range(8):
                candidates.append(base[:i] + [(r, c)] + base[i + 1:])
    for i in range(8):
        for j in range(i + 1, 8):
            swapped = list(cols)
            swapped[i], swapped[j] = swapped[j], swapped[i]
            candidates.append(by_rows(swapped))
    for queens in candidates:
        if len(set(queens)) == 8 and conflicts(queens) == {kind}:
            return queens
    raise ValueError(kind)


def cases():
    first = [0, 4, 7, 5, 2, 6, 1, 3]
    last = [7, 3, 0, 2, 5, 1, 6, 4]
    other = [2, 4, 1, 7, 0, 6, 3, 5]
    return {
        "sample1": "*.......\n..*.....\n....*...\n......*.\n.*......\n.......*\n.....*..\n...*....\n",
        "sample2": "*.......\n......*.\n....*...\n.......*\n.*......\n...*....\n.....*..\n..*.....\n",
        "01-first-solution": board(by_rows(first)),
        "02-last-solution": board(by_rows(last)),
        "03-another-solution": board(by_rows(other)),
        "04-empty-board": board([]),
        "05-seven-queens": board(by_rows(first)[:7]),
        "06-nine-queens": board(by_rows(first) + [(0, 2)]),
        "07-full-board": board([(r, c) for r in range(8) for c in range(8)]),
        "08-only-a-row-attack": board(one_kind_of_attack("row")),
        "09-only-a-column-attack": board(one_kind_of_attack("column")),
        "10-only-a-diagonal-attack": board(one_kind_of_attack("diagonal")),
        "11-all-on-the-anti-diagonal": board([(r, 7 - r) for r in range(8)]),
        "12-one-queen": board([(3, 3)]),
        "13-no-final-newline": board(by_rows(other), final_newline=False),
    }


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
