#!/usr/bin/env python3
"""Reference for Baekjoon 30242, N-Queen (Easy): N <= 20, complete a partial placement.

Independent of problems/ (and written differently from boj30243.py): an exhaustive
search that fills empty rows, always the one with the fewest open squares next, and
closes a branch as soon as some empty row or some unused column has no open square
left. The first completion found is printed; -1 means every branch was closed.
Run as a script, it reads one input on stdin and prints solve(stdin).
"""
import sys


def open_columns(n, board, row):
    """Columns (1-based) where a queen on `row` attacks no queen on the board."""
    return [c for c in range(1, n + 1)
            if all(c != c2 and abs(row - r2) != abs(c - c2)
                   for r2, c2 in enumerate(board) if c2)]


def fill(n, board):
    empty = [r for r in range(n) if board[r] == 0]
    if not empty:
        return True
    options = {r: open_columns(n, board, r) for r in empty}
    reachable = set()
    for cs in options.values():
        reachable.update(cs)
    unused = set(range(1, n + 1)) - set(board)
    if not unused <= reachable:
        return False  # an unused column can no longer get a queen
    row = min(empty, key=lambda r: len(options[r]))
    for c in options[row]:
        board[row] = c
        if fill(n, board):
            return True
    board[row] = 0
    return False


def solve(text):
    numbers = [int(t) for t in text.split()]
    n, board = numbers[0], numbers[1:]
    assert len(board) == n and all(0 <= c <= n for c in board) and 0 in board, text
    for r, c in enumerate(board):
        assert c == 0 or c in open_columns(n, board[:r], r), "attacking queens"
    if not fill(n, board):
        return "-1\n"
    return " ".join(map(str, board)) + "\n"


def instance(board):
    return "%d\n%s\n" % (len(board), " ".join(map(str, board)))


def random_boards(seed, count):
    """Random partial placements for 12 <= N <= 20 with N/3 to 2N/3 queens, each on a
    square no earlier one attacks (a fixed linear congruential generator's high bits)."""
    state = seed
    def below(m):
        nonlocal state
        state = (state * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        return (state >> 33) % m
    for i in range(count):
        n = 12 + i % 9
        k = n // 3 + below(n // 3 + 1)
        board, tries = [0] * n, 0
        while sum(1 for c in board if c) < k and tries < 100 * n:
            tries += 1
            r, c = below(n), 1 + below(n)
            if board[r] == 0 and c in open_columns(n, board, r):
                board[r] = c
        yield board


def cases():
    samples = [("3", "0 0 0"), ("4", "0 0 0 0"), ("4", "3 0 0 0"), ("4", "0 0 0 1"),
               ("10", "3 0 0 0 0 0 0 0 0 0"),
               ("19", "0 0 2 0 0 0 0 0 0 0 0 7 0 0 0 0 0 0 10")]
    out = {"sample%d" % i: "%s\n%s\n" % s for i, s in enumerate(samples, 1)}
    out["01-n1"] = "1\n0\n"
    out["02-n2"] = "2\n0 0\n"
    out["03-n3-corner"] = "3\n1 0 0\n"
    out["04-n5-one-empty-row"] = "5\n1 3 5 2 0\n"
    out["05-n6-empty"] = "6\n0 0 0 0 0 0\n"
    out["06-n8-one-queen-bottom-right"] = "8\n0 0 0 0 0 0 0 8\n"
    out["07-n20-empty"] = instance([0] * 20)
    out["08-n20-one-empty-row"] = instance(
        [1, 3, 5, 14, 17, 4, 16, 7, 12, 18, 15, 19, 6, 10, 20, 11, 8, 2, 13, 0])
    # Seven or eight queens that leave the last row, or the last column, without an
    # open square (every other line keeps one): -1 at once for a search that looks at
    # the whole board, a search through the rows above for a plain row-by-row one.
    out["09-n20-dead-last-row"] = instance(
        [0, 0, 0, 0, 1, 0, 18, 0, 3, 0, 0, 0, 20, 0, 12, 15, 0, 4, 9, 0])
    out["10-n20-dead-last-column"] = instance(
        [0, 0, 0, 18, 16, 0, 0, 0, 0, 0, 17, 11, 14, 0, 15, 0, 19, 0, 0, 0])
    for i, board in enumerate(random_boards(30242, 18)):
        out["%02d-n%d-random" % (11 + i, len(board))] = instance(board)
    return out


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
