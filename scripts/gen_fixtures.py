#!/usr/bin/env python3
"""Regenerates inputs/ and expected/ with references that share no code with problems/.

The first four problems are generated here: boards and counts from plain set-based
backtracking (the seeds' approach), the boj3344 placements from the explicit
construction written out with Python lists; tests/fixtures.rs checks them against
OEIS A000170 and for validity. Every other problem has its own reference module,
scripts/reference/<id>.py, defining cases() (case name -> input text) and
solve(text) (the expected output). Run from the repository root:
    python3 scripts/gen_fixtures.py            # everything (minutes: naive searches)
    python3 scripts/gen_fixtures.py uva11195   # only the problems named
"""
import importlib.util
import os
import sys

FIRST_FOUR = ("lc51", "lc52", "boj9663", "boj3344")


def boards(n):
    """Every placement as a list of columns, in lexicographic order."""
    out, queens = [], []
    cols, sums, diffs = set(), set(), set()

    def go(row):
        if row == n:
            out.append(list(queens))
            return
        for c in range(n):
            if c in cols or row + c in sums or row - c in diffs:
                continue
            cols.add(c); sums.add(row + c); diffs.add(row - c); queens.append(c)
            go(row + 1)
            cols.remove(c); sums.remove(row + c); diffs.remove(row - c); queens.pop()

    go(0)
    return out


def construction(n):
    """One placement (1-based columns) for n not in {2, 3}: evens then odds, patched by n mod 6."""
    evens = list(range(2, n + 1, 2))
    odds = list(range(1, n + 1, 2))
    if n % 6 == 2:
        odds = [3, 1] + [c for c in odds if c not in (1, 3, 5)] + [5]
    elif n % 6 == 3:
        evens = [c for c in evens if c != 2] + [2]
        odds = [c for c in odds if c not in (1, 3)] + [1, 3]
    return evens + odds


def write(problem, case, given, expected):
    for folder, text in (("inputs", given), ("expected", expected)):
        os.makedirs(os.path.join(folder, problem), exist_ok=True)
        with open(os.path.join(folder, problem, case + ".txt"), "w") as f:
            f.write(text)


def leetcode_boards(n):
    drawn = [["." * c + "Q" + "." * (n - c - 1) for c in b] for b in boards(n)]
    return "[" + ",".join("[" + ",".join('"%s"' % r for r in b) + "]" for b in drawn) + "]\n"


def first_four():
    for n in range(1, 10):
        write("lc51", "%02d" % n, "%d\n" % n, leetcode_boards(n))
    counts = {}
    for n in range(1, 15):
        counts[n] = len(boards(n))
        print("counted n = %d: %d" % (n, counts[n]), file=sys.stderr)
    for n in range(1, 10):
        write("lc52", "%02d" % n, "%d\n" % n, "%d\n" % counts[n])
    for n in range(1, 15):
        write("boj9663", "%02d" % n, "%d\n" % n, "%d\n" % counts[n])
    # Baekjoon 3344 states 8 <= N <= 99 999; its own tests use these N.
    for n in (8, 26, 213, 2012, 99991, 99999):
        write("boj3344", "%05d" % n, "%d\n" % n, "".join("%d\n" % c for c in construction(n)))


def references():
    """The reference modules in scripts/reference/, by problem id."""
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "reference")
    found = {}
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        if name.endswith(".py"):
            found[name[:-3]] = os.path.join(folder, name)
    return found


def from_reference(problem, path):
    spec = importlib.util.spec_from_file_location("reference_" + problem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for case, text in module.cases().items():
        write(problem, case, text, module.solve(text))
    print("wrote %s" % problem, file=sys.stderr)


def main(wanted):
    known = references()
    unknown = [p for p in wanted if p not in known and p not in FIRST_FOUR]
    if unknown:
        sys.exit("gen_fixtures.py: no reference for %s (add scripts/reference/<id>.py)" % ", ".join(unknown))
    if not wanted or any(p in FIRST_FOUR for p in wanted):
        first_four()
    for problem, path in known.items():
        if not wanted or problem in wanted:
            from_reference(problem, path)


if __name__ == "__main__":
    main(sys.argv[1:])
