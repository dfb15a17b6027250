//! The text of `--help`: every mode and option in one screen.

pub const USAGE: &str = "\
usage: scripts/judge.sh [ID...]                 judge each problem's own binary on all its fixtures
       scripts/judge.sh ID FILE                 judge your solution file for problem ID
       scripts/judge.sh ID --cmd 'COMMAND'      judge any command (run through sh -c)
       scripts/judge.sh ID [FILE] --input TEXT  run the kit's solution (and FILE) on one input
       scripts/judge.sh ID FILE --watch         judge again whenever FILE changes (Ctrl-C stops)
       scripts/judge.sh ID FILE --stress        random inputs against the kit's own solution
       scripts/judge.sh --list                  every problem: judge, limits, cases, title
       scripts/judge.sh build [ID...]           build problems' own binaries; print their paths

options:
  --lang NAME        FILE's language, when not its extension's: rust, c, cpp, python3,
                     pypy3, java, javascript (PyPy3 is chosen only this way)
  --case NAME        only cases whose name matches (wildcards * and ?; a number such as 1
                     matches case 01; may repeat; each must match a case)
  --input TEXT       one input of your own (checked against the statement first)
  --input-file F     the same, read from F (- for stdin)
  --time-scale F     multiply every time limit by F (emulate a slower or faster judge)
  --json             one JSON object per case per line instead of the table
  --color WHEN       auto (colour on a terminal unless NO_COLOR is set), always, never
  --verbose          a compile error's whole compiler output, not only its first error
  -x, --fail-fast    stop judging a problem at its first case that is not AC
  --isolate          LeetCode files: each case in its own process, not all in one as
                     LeetCode runs them (for debugging; see README)
  --stress           generate inputs until one fails, shrink it, print it (see README)
  --seed S           stress: the seed of the inputs (printed by every run; replays it)
  --runs K           stress: at most K inputs, K >= 1 (default 1000)
  --time-budget S    stress: at most S seconds (default 10)
  --save             stress: keep the failing input as inputs/ID/stress-SEED.txt
  --root DIR         the kit's directory (default: the current directory)
  -h, --help         this text

FILE is built the way its online judge builds it: .rs .c .cpp/.cc .py .java .js.
For LeetCode problems FILE may hold just what you paste into LeetCode (`class Solution`,
`impl Solution`, `var solveNQueens = function`, a C function): the judge wraps it in a
harness built from the problem's declared method. A file with its own main runs as it is.
exit status: 0 every case accepted, 1 some case not accepted, 2 usage, setup or fixture error";
