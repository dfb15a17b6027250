"""Reference for SPOJ NQUEEN (Yet Another N-Queen Problem).

Independent of problems/spoj_nqueen.rs (bitsets, propagation of forced rows
and columns, restarts): a plain recursive search with Python sets that fills
the free row with the fewest free squares first and gives up on a branch as
soon as some free row has none. Any completion is accepted; the kit's
placement checker judges, and tests check these expected files independently.
"""
import random
import sys


def completion(n, given):
    """Columns (0-based) by row completing `given` (row -> column), or None."""
    placed = dict(given)
    columns = set(placed.values())
    sums = {r + c for r, c in placed.items()}
    diffs = {r - c for r, c in placed.items()}

    def free_squares(r):
        return [c for c in range(n) if c not in columns and r + c not in sums and r - c not in diffs]

    def fill():
        if len(placed) == n:
            return True
        choice = None
        for r in range(n):
            if r in placed:
                continue
            squares = free_squares(r)
            if not squares:
                return False
            if choice is None or len(squares) < len(choice[1]):
                choice = (r, squares)
        r, squares = choice
        for c in squares:
            placed[r] = c
            columns.add(c)
            sums.add(r + c)
            diffs.add(r - c)
            if fill():
                return True
            del placed[r]
            columns.remove(c)
            sums.remove(r + c)
            diffs.remove(r - c)
        return False

    return [placed[r] for r in range(n)] if fill() else None


def solve(text):
    words = [int(w) for w in text.split()]
    out, at = [], 0
    while at < len(words):
        n = words[at]
        row_columns = words[at + 1:at + 1 + n]
        at += 1 + n
        given = {r: c - 1 for r, c in enumerate(row_columns) if c}
        found = completion(n, given)
        assert found is not None, "the statement promises a completion"
        out.append(" ".join(str(c + 1) for c in found) + "\n")
    return "".join(out)


def line(n, given):
    return "%d %s\n" % (n, " ".join(str(given[r] + 1) if r in given else "0" for r in range(n)))


def random_placement(n, rng):
    """A random placement: the search above on an empty board, rows shuffled in."""
    rows = list(range(n))
    rng.shuffle(rows)
    columns = list(range(n))
    rng.shuffle(columns)
    # Fixing a random first queen varies the placement the search finds.
    for r, c in ((r, c) for r in rows for c in columns):
        found = completion(n, {r: c})
        if found is not None:
            return found
    return None


def subset(placement, keep, rng):
    return {r: c for r, c in enumerate(placement) if rng.random() < keep}


def dropped(n, count, rng):
    """Queens dropped on random squares no earlier one attacks; maybe stuck."""
    given = {}
    for _ in range(count * 4):
        r, c = rng.randrange(n), rng.randrange(n)
        if r in given or any(c == d or abs(c - d) == abs(r - s) for s, d in given.items()):
            continue
        given[r] = c
        if len(given) == count:
            break
    return given


def cases():
    rng = random.Random(1771)
    sizes = [1] + list(range(4, 51))
    out = {"sample1": "4 0 0 0 0\n8 2 0 0 0 4 0 0 0\n"}
    out["01-one-square"] = "1 0\n1 1\n"
    out["02-empty-boards"] = "".join(line(n, {}) for n in sizes)
    full = [(n, random_placement(n, rng)) for n in (4, 5, 8, 13, 50)]
    out["03-full-boards"] = "".join(line(n, dict(enumerate(p))) for n, p in full)
    one_free = []
    for n, p in full:
        free = rng.randrange(n)
        one_free.append(line(n, {r: c for r, c in enumerate(p) if r != free}))
    out["04-one-row-free"] = "".join(one_free)
    for name, keep in (("05-sparse-50", 0.05), ("06-half-50", 0.5), ("07-dense-50", 0.9)):
        lines = []
        for _ in range(100):
            lines.append(line(50, subset(random_placement(50, rng), keep, rng)))
        out[name] = "".join(lines)
    mixed = []
    for _ in range(100):
        n = rng.choice(sizes)
        mixed.append(line(n, subset(random_placement(n, rng), rng.random(), rng)))
    out["08-mixed-sizes"] = "".join(mixed)
    # Random queens (not taken from a placement) that still have a completion:
    # around 10 to 20 queens on a 50 board, where stuck and solvable boards meet.
    hard = []
    while len(hard) < 40:
        given = dropped(50, rng.randint(8, 20), rng)
        if completion(50, given) is not None:
            hard.append(line(50, given))
    out["09-random-queens-50"] = "".join(hard)
    return out


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.read()))
