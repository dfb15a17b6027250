#!/usr/bin/env python3
"""Reference for Baekjoon 30243, N-Queen (Hard): N <= 30, complete a partial placement.

Independent of problems/: an exhaustive search over Python sets. At every step it lists,
for each empty row, the columns still open in it and, for each unused column, the rows
still open in it; a line with no open square ends the branch, and otherwise the search
tries every square of the line with the fewest (so an answer of -1 is a proof: every
branch was closed). The first completion found is printed.

The instances named hard-NN come from scripts/hard_instances.sh (the random instances a
plain row-by-row search found hardest), read from boj30243_hard.txt next to this file.
Run as a script, it reads one input on stdin and prints solve(stdin).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def parse(text):
    numbers = [int(t) for t in text.split()]
    n = numbers[0]
    given = numbers[1:]
    assert len(given) == n and all(0 <= c <= n for c in given), text
    return n, given


def search(n, board, cols, sums, diffs):
    """Fills board (row -> 1-based column, 0 = empty) in place; True if it got full."""
    empty_rows = [r for r in range(n) if board[r] == 0]
    if not empty_rows:
        return True
    best = None  # (number of choices, list of (row, col) choices)
    for r in empty_rows:
        choices = [(r, c) for c in range(1, n + 1)
                   if c not in cols and r + c not in sums and r - c not in diffs]
        if best is None or len(choices) < len(best):
            best = choices
    for c in range(1, n + 1):
        if c in cols:
            continue
        choices = [(r, c) for r in empty_rows
                   if r + c not in sums and r - c not in diffs]
        if len(choices) < len(best):
            best = choices
    for r, c in best:
        board[r] = c
        cols.add(c)
        sums.add(r + c)
        diffs.add(r - c)
        if search(n, board, cols, sums, diffs):
            return True
        board[r] = 0
        cols.discard(c)
        sums.discard(r + c)
        diffs.discard(r - c)
    return False


def solve(text):
    n, given = parse(text)
    board = list(given)
    cols, sums, diffs = set(), set(), set()
    for r, c in enumerate(given):
        if c:
            assert c not in cols and r + c not in sums and r - c not in diffs, "attacking queens"
            cols.add(c)
            sums.add(r + c)
            diffs.add(r - c)
    assert 0 in given, "the statement leaves a row empty"
    if not search(n, board, cols, sums, diffs):
        return "-1\n"
    return " ".join(str(c) for c in board) + "\n"


def instance(given):
    return "%d\n%s\n" % (len(given), " ".join(str(c) for c in given))


def hard_instances():
    """The generator's kept instances: name -> (columns, its verdict)."""
    found = {}
    with open(os.path.join(HERE, "boj30243_hard.txt")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            head, columns = line.split("|")
            name, n, _, _, verdict = head.split()[:5]
            given = [int(c) for c in columns.split()]
            assert len(given) == int(n)
            found[name] = (given, verdict == "solvable")
    return found


def lcg(seed):
    """A tiny deterministic generator (the same on every Python)."""
    state = seed
    while True:
        state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        yield state >> 33


def random_partial(n, k, rand):
    """k queens on random squares no earlier one attacks (fewer if it gets crowded)."""
    given = [0] * n
    placed = []
    tries = 0
    while len(placed) < k and tries < 200 * n:
        tries += 1
        r, c = next(rand) % n, 1 + next(rand) % n
        if all(r != r2 and c != c2 and abs(r - r2) != abs(c - c2) for r2, c2 in placed):
            placed.append((r, c))
            given[r] = c
    return given


def dead_line(n, column):
    """Few queens that leave the last row (or the last column) without an open square
    while every other empty row and unused column keeps one: -1 at once for a solver
    that looks at the board, but a search through every placement of the rows above for
    the plain row-by-row one. Each queen is drawn among the open squares that close the
    most open squares of that line."""
    rand = lcg(30243 + column)
    on_line = lambda r, c: c == n if column else r == n - 1
    want = ((), (n,)) if column else ((n - 1,), ())
    while True:
        given = [0] * n
        while True:
            squares = open_squares(n, given)
            line = [(r, c) for r, c in squares if on_line(r, c)]
            best, score = [], 0
            for r, c in squares:
                if on_line(r, c):
                    continue
                closes = sum(1 for r2, c2 in line
                             if c2 == c or r2 == r or abs(r - r2) == abs(c - c2))
                if closes > score:
                    best, score = [], closes
                if closes == score:
                    best.append((r, c))
            r, c = best[next(rand) % len(best)]
            given[r] = c
            dead = lines_without_open_square(n, given)
            if dead == want:
                return given
            if dead != ((), ()):
                break  # some other line closed first: draw again


def open_squares(n, given):
    """The squares of empty rows and unused columns that no given queen attacks."""
    queens = [(r, c) for r, c in enumerate(given) if c]
    return [(r, c) for r in range(n) for c in range(1, n + 1)
            if given[r] == 0 and c not in given
            and all(abs(r - r2) != abs(c - c2) for r2, c2 in queens)]


def lines_without_open_square(n, given):
    """The empty rows (0-based) and unused columns (1-based) with no open square."""
    squares = open_squares(n, given)
    rows = tuple(r for r in range(n) if given[r] == 0 and all(r != r2 for r2, _ in squares))
    cols = tuple(c for c in range(1, n + 1)
                 if c not in given and all(c != c2 for _, c2 in squares))
    return rows, cols


def cases():
    out = {}
    # The Easy version's samples (the Hard page could not be read; same format).
    for i, text in enumerate(["3\n0 0 0\n", "4\n0 0 0 0\n", "4\n3 0 0 0\n", "4\n0 0 0 1\n",
                              "10\n3 0 0 0 0 0 0 0 0 0\n",
                              "19\n0 0 2 0 0 0 0 0 0 0 0 7 0 0 0 0 0 0 10\n"], 1):
        out["easy-sample%d" % i] = text
    out["01-n1"] = "1\n0\n"
    out["02-n2"] = "2\n0 0\n"
    out["03-n30-one-empty-row"] = instance(
        [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30,
         1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 0])
    # A plain row-by-row search places 56 million queens before its first 30-queens
    # placement, 950 million with a single queen in row 5, column 1, and 325 million
    # before it gives up on the dead last row (14 million for the column).
    out["04-n30-empty"] = instance([0] * 30)
    out["05-n30-one-queen"] = instance([0, 0, 0, 0, 1] + [0] * 25)
    out["06-n30-dead-last-row"] = instance(dead_line(30, False))
    out["07-n30-dead-last-column"] = instance(dead_line(30, True))
    rand = lcg(30)
    for i in range(8):
        n = 28 + i % 3
        out["%02d-n%d-random" % (8 + i, n)] = instance(random_partial(n, n // 2 + i, rand))
    for name, (given, _) in hard_instances().items():
        out[name] = instance(given)
    return out


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
