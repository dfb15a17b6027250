//! # SPOJ NQUEEN — Yet Another N-Queen Problem
//!
//! <https://www.spoj.com/problems/NQUEEN/>
//!
//! ## Problem
//! Each line describes a board with some queens already on it: complete it
//! to N non-attacking queens, one per row, keeping the given ones. Any
//! completion is accepted.
//!
//! ## Constraints
//! N ≤ 50, and every line has at least one completion. The number of lines is
//! not bounded by the statement. This binary accepts 1 ≤ N ≤ 50, and rejects a
//! line whose given queens attack each other or that has no completion.
//!
//! ## Judge
//! - judge: spoj
//! - time limit: 640 ms
//! - memory limit: 1536 MiB
//! - output limit: 1 MiB
//! - checker: placement base=1 none=empty
//! - input: partial-until-eof 1..=50 lines=1..=100
//!
//! Limits from the problem page (0.640 s, 1536 MB, source limit 10 000 bytes:
//! the paste region below stays under it). The page does not bound the number
//! of lines, so the fixtures' `lines=1..=100` is ours.
//!
//! ## Input / Output
//! Input: lines up to the end of the file, each N and then N integers, the
//! 1-based column of the queen in each row, 0 for a row without one. Output:
//! for each line, the N columns of a completion, 1-based, separated by spaces.
//!
//! ## Approach
//! A depth-first search over bitsets: a row's free squares are one `u64`
//! (free columns, minus the two diagonal masks shifted to that row). Before
//! each branch, propagation places every forced queen: a row with one free
//! square takes it, and a column that only one row can reach goes to that
//! row; a row or column with no square left ends the branch. The search then
//! branches on the row with the fewest free squares. Lightly constrained
//! boards sometimes send a fixed-order search down a long dead end, so it
//! runs under a step budget and restarts with a random column order and a
//! budget half again as large (a fixed seed: the output is reproducible);
//! only a run that ends within its budget proves that no completion exists.
//! Memory O(N) per level, depth at most N.
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::io::{self, Read, Write};

const MAX_N: usize = 50;

/// A partial board: free rows and columns, taken diagonals, each row's queen.
#[derive(Clone, Copy)]
struct Board {
    n: usize,
    rows: u64,
    cols: u64,
    /// Taken diagonals: bit r + c, and bit c + n - 1 - r.
    sums: u128,
    diffs: u128,
    at: [u8; MAX_N],
}

/// How a search run ended.
enum Run {
    Found(Board),
    Impossible,
    OutOfSteps,
}

impl Board {
    fn new(n: usize) -> Board {
        let full = (1u64 << n) - 1;
        let (sums, diffs, at) = (0, 0, [0; MAX_N]);
        Board {
            n,
            rows: full,
            cols: full,
            sums,
            diffs,
            at,
        }
    }

    /// The columns still free in row r.
    fn avail(&self, r: usize) -> u64 {
        let sums = (self.sums >> r) as u64;
        let diffs = (self.diffs >> (self.n - 1 - r)) as u64;
        self.cols & !sums & !diffs
    }

    fn place(&mut self, r: usize, c: usize) {
        self.rows &= !(1 << r);
        self.cols &= !(1 << c);
        self.sums |= 1 << (r + c);
        self.diffs |= 1 << (c + self.n - 1 - r);
        self.at[r] = c as u8;
    }

    /// Places every forced queen; false when a row or a column has no square left.
    fn propagate(&mut self) -> bool {
        'again: loop {
            // Columns that at least one free row can reach, and at least two.
            let (mut once, mut twice) = (0u64, 0u64);
            let mut rows = self.rows;
            while rows != 0 {
                let r = rows.trailing_zeros() as usize;
                rows &= rows - 1;
                let free = self.avail(r);
                if free == 0 {
                    return false;
                }
                if free & (free - 1) == 0 {
                    self.place(r, free.trailing_zeros() as usize);
                    continue 'again;
                }
                twice |= once & free;
                once |= free;
            }
            if self.cols & !once != 0 {
                return false;
            }
            let only = self.cols & !twice;
            if only == 0 {
                return true;
            }
            let c = only.trailing_zeros() as usize;
            let mut rows = self.rows;
            while rows != 0 {
                let r = rows.trailing_zeros() as usize;
                rows &= rows - 1;
                if self.avail(r) >> c & 1 == 1 {
                    self.place(r, c);
                    continue 'again;
                }
            }
        }
    }

    /// Searches for a completion, trying at most `steps` boards; columns in
    /// increasing order when `rng` is 0, else in an order drawn from it.
    fn search(mut self, steps: &mut u64, rng: &mut u64) -> Run {
        if *steps == 0 {
            return Run::OutOfSteps;
        }
        *steps -= 1;
        if !self.propagate() {
            return Run::Impossible;
        }
        if self.rows == 0 {
            return Run::Found(self);
        }
        let (mut best, mut fewest) = (0, u32::MAX);
        let mut rows = self.rows;
        while rows != 0 {
            let r = rows.trailing_zeros() as usize;
            rows &= rows - 1;
            let count = self.avail(r).count_ones();
            if count < fewest {
                (best, fewest) = (r, count);
            }
        }
        let (mut order, mut len, mut free) = ([0u8; MAX_N], 0, self.avail(best));
        while free != 0 {
            order[len] = free.trailing_zeros() as u8;
            free &= free - 1;
            len += 1;
        }
        if *rng != 0 {
            for i in (1..len).rev() {
                // xorshift64: a fresh column order for each restart.
                *rng ^= *rng << 13;
                *rng ^= *rng >> 7;
                *rng ^= *rng << 17;
                order.swap(i, (*rng % (i as u64 + 1)) as usize);
            }
        }
        for &c in &order[..len] {
            let mut next = self;
            next.place(best, c as usize);
            match next.search(steps, rng) {
                Run::Impossible => {}
                done => return done,
            }
        }
        Run::Impossible
    }
}

/// A completion of `given` (0-based columns, `None` for a free row; the given
/// queens must not attack each other), or `None` when none exists.
pub fn complete(given: &[Option<usize>]) -> Option<Vec<usize>> {
    let mut board = Board::new(given.len());
    for (r, c) in given.iter().enumerate() {
        if let Some(c) = *c {
            board.place(r, c);
        }
    }
    let (mut limit, mut rng) = (128, 0);
    loop {
        let mut steps = limit;
        match board.search(&mut steps, &mut rng) {
            Run::Found(done) => {
                return Some(done.at[..given.len()].iter().map(|&c| c as usize).collect())
            }
            Run::Impossible => return None,
            Run::OutOfSteps => {}
        }
        limit += limit / 2;
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407)
            | 1;
    }
}

/// Reads every case, or says what was wrong and what is accepted. Messages
/// are built only on failure: formatting one per token cost more than the search.
fn parse(input: &str) -> Result<Vec<Vec<Option<usize>>>, String> {
    let accepted =
        format!("expected lines of N (1 <= N <= {MAX_N}) and N columns (0..=N, 0 for none)");
    let mut tokens = input.split_whitespace().peekable();
    if tokens.peek().is_none() {
        return Err(format!("empty input: {accepted}"));
    }
    let mut cases = Vec::new();
    while tokens.peek().is_some() {
        let case = cases.len() + 1;
        // The next number in 0..=max, or what is wrong with the one named by `what`.
        let mut number = |max: usize, what: &dyn Fn() -> String| {
            let Some(token) = tokens.next() else {
                return Err(format!(
                    "case {case}: the input ends where {} should be: {accepted}",
                    what()
                ));
            };
            let shown = || token.chars().take(24).collect::<String>();
            let fault = match token.parse::<usize>() {
                Ok(x) if x <= max => return Ok(x),
                Ok(_) => format!("{} is out of range", shown()),
                Err(_) => format!("{:?} is not a number", shown()),
            };
            Err(format!("case {case}: {} = {fault}: {accepted}", what()))
        };
        let n = number(MAX_N, &|| "N".into())?;
        if n == 0 {
            return Err(format!("case {case}: N = 0 is out of range: {accepted}"));
        }
        let mut given: Vec<Option<usize>> = Vec::with_capacity(n);
        let mut board = Board::new(n);
        for row in 0..n {
            let column = number(n, &|| format!("the column of row {}", row + 1))?.checked_sub(1);
            if let Some(c) = column {
                // A square an earlier given queen attacks: name that queen's row.
                if board.avail(row) >> c & 1 == 0 {
                    let other = (0..row)
                        .find(|&r| given[r].is_some_and(|d| d == c || d.abs_diff(c) == row - r));
                    let rows = format!("rows {} and {}", other.map_or(0, |r| r + 1), row + 1);
                    return Err(format!(
                        "case {case}: the given queens of {rows} attack each other"
                    ));
                }
                board.place(row, c);
            }
            given.push(column);
        }
        cases.push(given);
    }
    Ok(cases)
}

fn main() {
    let mut input = Vec::new();
    let cases = io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| parse(&String::from_utf8_lossy(&input)));
    let mut out = Vec::new();
    let solved = cases.and_then(|cases| {
        for (k, given) in cases.iter().enumerate() {
            let columns = complete(given).ok_or_else(|| {
                format!(
                    "case {}: no completion exists, but the statement promises one",
                    k + 1
                )
            })?;
            for (i, c) in columns.iter().map(|c| c + 1).enumerate() {
                if i > 0 {
                    out.push(b' ');
                }
                if c >= 10 {
                    out.push(b'0' + (c / 10) as u8);
                }
                out.push(b'0' + (c % 10) as u8);
            }
            out.push(b'\n');
        }
        Ok(())
    });
    if let Err(message) = solved {
        eprintln!("spoj_nqueen: {message}");
        std::process::exit(2);
    }
    let mut stdout = io::stdout().lock();
    if stdout.write_all(&out).and_then(|_| stdout.flush()).is_err() {
        std::process::exit(1);
    }
}
// ---- submit: end ----

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE_INPUT: &str = "4 0 0 0 0\n8 2 0 0 0 4 0 0 0\n";
    /// The statement's sample output: one valid answer among many.
    const SAMPLE_OUTPUT: &str = "2 4 1 3\n2 6 1 7 4 8 3 5\n";

    /// Whether `columns` (0-based) completes `given`, comparing every pair of queens.
    fn completes(given: &[Option<usize>], columns: &[usize]) -> bool {
        let n = given.len();
        columns.len() == n
            && given
                .iter()
                .zip(columns)
                .all(|(g, c)| *c < n && g.is_none_or(|g| g == *c))
            && (0..n).all(|i| {
                (0..i).all(|j| columns[i] != columns[j] && columns[i].abs_diff(columns[j]) != i - j)
            })
    }

    /// The naive reference: fill the rows top to bottom, every column in turn.
    fn naive(given: &[Option<usize>], columns: &mut Vec<usize>) -> bool {
        let row = columns.len();
        if row == given.len() {
            return true;
        }
        for c in 0..given.len() {
            let fits = given[row].is_none_or(|g| g == c)
                && columns
                    .iter()
                    .enumerate()
                    .all(|(r, &d)| d != c && d.abs_diff(c) != row - r)
                && given[row + 1..]
                    .iter()
                    .enumerate()
                    .all(|(k, g)| g.is_none_or(|g| g != c && g.abs_diff(c) != k + 1));
            if fits {
                columns.push(c);
                if naive(given, columns) {
                    return true;
                }
                columns.pop();
            }
        }
        false
    }

    /// A tiny xorshift generator for random boards.
    fn next(state: &mut u64) -> usize {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        (*state >> 16) as usize
    }

    /// A random board: queens dropped on random squares that no earlier one attacks.
    fn random_board(n: usize, queens: usize, state: &mut u64) -> Vec<Option<usize>> {
        let mut given: Vec<Option<usize>> = vec![None; n];
        for _ in 0..queens * 4 {
            let (r, c) = (next(state) % n, next(state) % n);
            let mut trial = given.clone();
            trial[r] = Some(c);
            if given[r].is_none() && parse(&format!("{n} {}", words(&trial))).is_ok() {
                given = trial;
            }
        }
        given
    }

    fn words(given: &[Option<usize>]) -> String {
        let words: Vec<String> = given
            .iter()
            .map(|g| g.map_or(0, |c| c + 1).to_string())
            .collect();
        words.join(" ")
    }

    fn columns_of(line: &str) -> Vec<usize> {
        line.split_whitespace()
            .map(|w| w.parse::<usize>().unwrap() - 1)
            .collect()
    }

    #[test]
    fn the_sample_answer_and_ours_complete_the_samples() {
        let cases = parse(SAMPLE_INPUT).unwrap();
        for (given, line) in cases.iter().zip(SAMPLE_OUTPUT.lines()) {
            assert!(
                completes(given, &columns_of(line)),
                "the statement's {line}"
            );
            assert!(
                completes(given, &complete(given).unwrap()),
                "ours for {given:?}"
            );
        }
    }

    #[test]
    fn completions_exist_exactly_when_the_naive_search_finds_one() {
        let mut state = 0x2545_f491_4f6c_dd1d;
        for n in 1..=10 {
            for queens in 0..=n {
                for _ in 0..20 {
                    let given = random_board(n, queens, &mut state);
                    let exists = naive(&given, &mut Vec::new());
                    match complete(&given) {
                        Some(columns) => {
                            assert!(completes(&given, &columns), "{given:?}: {columns:?}")
                        }
                        None => assert!(!exists, "{given:?}: the naive search completes it"),
                    }
                    assert_eq!(complete(&given).is_some(), exists, "{given:?}");
                }
            }
        }
    }

    #[test]
    fn boards_up_to_50_are_completed_however_many_queens_are_given() {
        let mut state = 1771;
        for n in [1, 4, 5, 12, 25, 49, 50] {
            let full = complete(&vec![None; n]).unwrap();
            for queens in 0..=n {
                // Some of a placement's queens: a completion exists.
                let given: Vec<Option<usize>> = full
                    .iter()
                    .map(|&c| Some(c).filter(|_| next(&mut state) % n < queens))
                    .collect();
                let columns = complete(&given).expect("a completion exists");
                assert!(completes(&given, &columns), "{given:?}");
                // Random queens: a completion may or may not exist.
                let given = random_board(n, queens, &mut state);
                if let Some(columns) = complete(&given) {
                    assert!(completes(&given, &columns), "{given:?}");
                }
            }
        }
    }

    #[test]
    fn parse_names_the_case_and_what_is_wrong() {
        assert_eq!(parse("1 0\n1 1"), Ok(vec![vec![None], vec![Some(0)]]));
        let cases = [
            ("", "empty input"),
            (
                "4 0 0 0",
                "case 1: the input ends where the column of row 4 should be",
            ),
            ("4 0 0 0 0\n51 0\n", "case 2: N = 51 is out of range"),
            ("0\n", "case 1: N = 0 is out of range"),
            (
                "4 0 5 0 0",
                "case 1: the column of row 2 = 5 is out of range",
            ),
            (
                "4 0 x 0 0",
                "case 1: the column of row 2 = \"x\" is not a number",
            ),
            (
                "4 -1 0 0 0",
                "case 1: the column of row 1 = \"-1\" is not a number",
            ),
            (
                "4 1 0 1 0",
                "case 1: the given queens of rows 1 and 3 attack each other",
            ),
            (
                "4 0 0 3 2",
                "case 1: the given queens of rows 3 and 4 attack each other",
            ),
        ];
        for (input, message) in cases {
            let err = parse(input).unwrap_err();
            assert!(err.contains(message), "{input:?}: {err}");
            assert!(
                err.contains("expected lines of N") || err.contains("attack"),
                "{input:?}: {err}"
            );
        }
    }
}
