//! # Baekjoon 30242 — N-Queen (Easy)
//!
//! <https://www.acmicpc.net/problem/30242>
//!
//! ## Problem
//! Some queens already stand on an N × N board, at most one in each row. Fill
//! every empty row with a queen so that no two of the N queens share a column
//! or a diagonal, keeping every given queen where it is, and print one such
//! completion; print `-1` when there is none. Any valid completion is accepted
//! (special judge).
//!
//! ## Constraints
//! 1 ≤ N ≤ 20 and 0 ≤ Q_i ≤ N; the given queens never attack each other, and
//! at least one row is empty. This binary accepts N up to 32 (its bitsets hold
//! 32 columns) and rejects input that breaks the statement's promises.
//!
//! ## Judge
//! - judge: baekjoon
//! - time limit: 0.5 s
//! - memory limit: 512 MiB
//! - output limit: 1 KiB
//! - checker: placement base=1 none=-1
//! - input: partial 1..=20
//!
//! The limits are the problem page's, as quoted in the header of a public
//! solution; the statement and the six samples come from a copy of the page.
//! The output is one line of at most 32 numbers.
//!
//! ## Input / Output
//! Input: N, then Q_1 … Q_N, the 1-based column of the queen in row i, or 0
//! when row i is empty. Output: one line of N columns, 1-based, separated by
//! spaces, the given queens among them; or `-1`.
//!
//! ## Approach
//! The kernel of `boj30243` (the same problem with N ≤ 30), pasted unchanged:
//! N-Queens completion is NP-complete, so this is a search, but one that
//! reasons before it guesses. The board is four bitsets: empty rows, free
//! columns, and the two directions of diagonals (the down direction kept twice,
//! once mirrored, so that both a row and a column read their open squares with
//! one shift each). Every empty row and every free column must still receive a
//! queen, so before each guess the search counts the open squares of all of
//! them: a line with none fails the branch at once, a line with one takes its
//! queen without a guess, and when every line has two or more, the search
//! branches on the line with the fewest (rows and columns alike, rows first on
//! a tie), trying first the square that leaves the most open squares.
//!
//! At N ≤ 20 even the plain row-by-row search is quick: its worst fixture, the
//! empty board, takes it 200 000 nodes (5 ms), and a closed last row 37 000;
//! the kernel needs at most 94 nodes (15 µs) on any fixture here. It is the
//! Hard version's kernel all the same, so that one search serves both. Time
//! per node O(N) word operations (O(N²) at a guess); memory O(N) words per
//! level, at most N levels.
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::cmp::Reverse;
use std::io::{self, Read, Write};

/// The problem id, for messages.
const ID: &str = "boj30242";
/// The largest N this binary accepts: columns are the bits of a `u32`, and
/// the 2N − 1 diagonals of each direction the bits of a `u64`.
const MAX_N: usize = 32;

/// A partial board. Bit r of `rows` is an empty row, bit c of `cols` a free
/// column; bit r + c of `sums`, bit c − r + n − 1 of `downs` and bit
/// r − c + n − 1 of `ups` (the down diagonals mirrored) a taken diagonal.
#[derive(Clone, Copy)]
pub struct Board {
    n: usize,
    rows: u32,
    cols: u32,
    sums: u64,
    downs: u64,
    ups: u64,
    /// 1-based column of each row's queen, 0 while the row is empty.
    queens: [u8; MAX_N],
}

impl Board {
    /// An empty n × n board, 1 ≤ n ≤ `MAX_N`.
    pub fn new(n: usize) -> Board {
        let full = (u64::MAX >> (64 - n)) as u32;
        Board {
            n,
            rows: full,
            cols: full,
            sums: 0,
            downs: 0,
            ups: 0,
            queens: [0; MAX_N],
        }
    }

    /// Puts a queen on row r, column c (0-based); the square must be open.
    pub fn place(&mut self, r: usize, c: usize) {
        let n = self.n;
        self.rows &= !(1 << r);
        self.cols &= !(1 << c);
        self.sums |= 1 << (r + c);
        self.downs |= 1 << (c + n - 1 - r);
        self.ups |= 1 << (r + n - 1 - c);
        self.queens[r] = c as u8 + 1;
    }

    /// The open squares of row r, as a mask of columns.
    fn open_in_row(&self, r: usize) -> u32 {
        self.cols & !(self.sums >> r) as u32 & !(self.downs >> (self.n - 1 - r)) as u32
    }

    /// The open squares of column c, as a mask of rows.
    fn open_in_col(&self, c: usize) -> u32 {
        self.rows & !(self.sums >> c) as u32 & !(self.ups >> (self.n - 1 - c)) as u32
    }

    /// The queens' 1-based columns, row by row.
    pub fn columns(&self) -> &[u8] {
        &self.queens[..self.n]
    }
}

/// The line to decide next: its open squares, and whether it is a column.
struct Line {
    index: usize,
    open: u32,
    is_col: bool,
}

impl Line {
    /// The board with a queen on the line's square `other` (a row of a
    /// column, a column of a row).
    fn child(&self, board: &Board, other: usize) -> Board {
        let mut next = *board;
        match self.is_col {
            true => next.place(other, self.index),
            false => next.place(self.index, other),
        }
        next
    }
}

/// How many open squares the empty rows keep.
fn open_squares(board: &Board) -> u32 {
    let (mut rows, mut total) = (board.rows, 0);
    while rows != 0 {
        total += board
            .open_in_row(rows.trailing_zeros() as usize)
            .count_ones();
        rows &= rows - 1;
    }
    total
}

/// The empty row or free column with the fewest open squares, stopping early
/// at one with none or one; `None` when the board is full.
fn most_constrained(board: &Board) -> Option<Line> {
    let mut best: Option<Line> = None;
    let mut fewest = u32::MAX;
    let mut consider = |index: usize, open: u32, is_col: bool| {
        let count = open.count_ones();
        if count < fewest {
            fewest = count;
            best = Some(Line {
                index,
                open,
                is_col,
            });
        }
        count <= 1
    };
    let mut rows = board.rows;
    while rows != 0 {
        let r = rows.trailing_zeros() as usize;
        rows &= rows - 1;
        if consider(r, board.open_in_row(r), false) {
            return best;
        }
    }
    let mut cols = board.cols;
    while cols != 0 {
        let c = cols.trailing_zeros() as usize;
        cols &= cols - 1;
        if consider(c, board.open_in_col(c), true) {
            return best;
        }
    }
    best
}

/// A completion of `board`, or `None` if there is none. `nodes` counts the
/// queens the search places (forced or guessed).
pub fn complete(mut board: Board, nodes: &mut u64) -> Option<Board> {
    // Forced queens go down without a guess, until a line has a choice.
    let line = loop {
        let Some(line) = most_constrained(&board) else {
            return Some(board);
        };
        if line.open.count_ones() != 1 {
            break line;
        }
        *nodes += 1;
        board = line.child(&board, line.open.trailing_zeros() as usize);
    };
    // Least constraining guess first: the one that leaves the most open squares.
    let mut guesses = [(Reverse(0), 0); MAX_N];
    let mut count = 0;
    let mut open = line.open;
    while open != 0 {
        let other = open.trailing_zeros() as usize;
        open &= open - 1;
        guesses[count] = (Reverse(open_squares(&line.child(&board, other))), other);
        count += 1;
    }
    guesses[..count].sort_unstable();
    for &(_, other) in &guesses[..count] {
        *nodes += 1;
        if let Some(done) = complete(line.child(&board, other), nodes) {
            return Some(done);
        }
    }
    None
}

/// Reads N and the N columns, or says what was wrong and what is accepted.
pub fn parse(input: &str) -> Result<Board, String> {
    let accepted =
        format!("expected N (1 <= N <= {MAX_N}), then N columns Q_i (0 = empty row, else 1..=N)");
    let mut tokens = input.split_whitespace();
    let shown = |t: &str| t.chars().take(24).collect::<String>();
    let integer = |t: &str| -> Option<i64> {
        let digits = t.strip_prefix(['-', '+']).unwrap_or(t);
        match !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            true => Some(t.parse::<i64>().unwrap_or(i64::MAX)),
            false => None,
        }
    };
    let Some(token) = tokens.next() else {
        return Err(format!("empty input: {accepted}"));
    };
    let n = match integer(token) {
        None => {
            return Err(format!(
                "N = {:?} is not an integer: {accepted}",
                shown(token)
            ))
        }
        Some(n) if !(1..=MAX_N as i64).contains(&n) => {
            return Err(format!("N = {} is out of range: {accepted}", shown(token)))
        }
        Some(n) => n as usize,
    };
    let mut board = Board::new(n);
    let mut given = Vec::new();
    for r in 0..n {
        let Some(token) = tokens.next() else {
            return Err(format!("found {r} columns, N = {n} needs {n}: {accepted}"));
        };
        let c = match integer(token) {
            None => {
                let t = shown(token);
                return Err(format!(
                    "row {}: {t:?} is not an integer: {accepted}",
                    r + 1
                ));
            }
            Some(c) if !(0..=n as i64).contains(&c) => {
                let t = shown(token);
                return Err(format!(
                    "row {}: column {t} is out of range: {accepted}",
                    r + 1
                ));
            }
            Some(c) => c as usize,
        };
        if c == 0 {
            continue;
        }
        let attacked = given
            .iter()
            .find(|&&(r2, c2): &&(usize, usize)| c2 == c || r - r2 == c.abs_diff(c2));
        if let Some(&(r2, c2)) = attacked {
            return Err(format!(
                "the queens given in rows {} and {} (columns {c2} and {c}) attack each other, \
                 which the statement rules out",
                r2 + 1,
                r + 1
            ));
        }
        given.push((r, c));
        board.place(r, c - 1);
    }
    if let Some(extra) = tokens.next() {
        let t = shown(extra);
        return Err(format!(
            "unexpected {t:?} after the {n} columns: {accepted}"
        ));
    }
    if given.len() == n {
        return Err(format!(
            "all {n} queens are given, which the statement rules out: leave a row empty (0)"
        ));
    }
    Ok(board)
}

/// The answer's line: the completed columns, or -1.
pub fn answer(board: Board) -> String {
    match complete(board, &mut 0) {
        Some(done) => {
            let cols: Vec<String> = done.columns().iter().map(|c| c.to_string()).collect();
            cols.join(" ") + "\n"
        }
        None => "-1\n".to_owned(),
    }
}

fn main() {
    let mut input = Vec::new();
    let board = io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| parse(&String::from_utf8_lossy(&input)));
    let board = match board {
        Ok(board) => board,
        Err(message) => {
            eprintln!("{ID}: {message}");
            std::process::exit(2);
        }
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    if out
        .write_all(answer(board).as_bytes())
        .and_then(|_| out.flush())
        .is_err()
    {
        std::process::exit(1);
    }
}
// ---- submit: end ----

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// The statement's samples.
    const SAMPLES: [(&str, &str); 6] = [
        ("3\n0 0 0\n", "-1\n"),
        ("4\n0 0 0 0\n", "2 4 1 3\n"),
        ("4\n3 0 0 0\n", "3 1 4 2\n"),
        ("4\n0 0 0 1\n", "-1\n"),
        ("10\n3 0 0 0 0 0 0 0 0 0\n", "3 1 6 9 5 10 8 4 2 7\n"),
        (
            "19\n0 0 2 0 0 0 0 0 0 0 0 7 0 0 0 0 0 0 10\n",
            "1 5 2 6 17 12 8 19 14 18 15 7 3 11 9 4 13 16 10\n",
        ),
    ];

    /// Inputs that stop a plain row-by-row search (the fixtures
    /// `09-n20-dead-last-row` and `10-n20-dead-last-column`), the empty board,
    /// and whether a completion exists.
    const HARD: [(&str, bool); 3] = [
        ("20\n0 0 0 0 1 0 18 0 3 0 0 0 20 0 12 15 0 4 9 0\n", false),
        (
            "20\n0 0 0 18 16 0 0 0 0 0 17 11 14 0 15 0 19 0 0 0\n",
            false,
        ),
        ("20\n0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n", true),
    ];

    /// N and the columns (0 = empty), read without the parser under test.
    fn read(text: &str) -> (usize, Vec<usize>) {
        let numbers: Vec<usize> = text
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        (numbers[0], numbers[1..].to_vec())
    }

    /// Whether two queens (row, column) attack each other.
    fn attack((r1, c1): (usize, usize), (r2, c2): (usize, usize)) -> bool {
        r1 == r2 || c1 == c2 || r1.abs_diff(r2) == c1.abs_diff(c2)
    }

    /// Checks an answer line: `-1`, or N valid 1-based columns keeping every
    /// given queen. Returns whether it claims a completion.
    fn check(given: &[usize], line: &str) -> bool {
        assert!(
            line.ends_with('\n') && line.lines().count() == 1,
            "{line:?}"
        );
        if line == "-1\n" {
            return false;
        }
        let cols: Vec<usize> = line.split(' ').map(|t| t.trim().parse().unwrap()).collect();
        assert_eq!(cols.len(), given.len(), "{line:?}");
        for (r, (&c, &g)) in cols.iter().zip(given).enumerate() {
            assert!((1..=given.len()).contains(&c), "row {r}: column {c}");
            assert!(
                g == 0 || g == c,
                "row {r} must keep its queen in column {g}"
            );
            for (r2, &c2) in cols.iter().enumerate().take(r) {
                assert!(
                    !attack((r, c), (r2, c2)),
                    "rows {r2} and {r} attack: {line:?}"
                );
            }
        }
        true
    }

    /// Whether the input is one the statement allows: the given queens do not
    /// attack each other and some row is empty.
    fn allowed(given: &[usize]) -> bool {
        let queens: Vec<(usize, usize)> = (0..given.len())
            .filter(|&r| given[r] != 0)
            .map(|r| (r, given[r]))
            .collect();
        let peaceful = (0..queens.len()).all(|i| (0..i).all(|j| !attack(queens[i], queens[j])));
        peaceful && queens.len() < given.len()
    }

    /// The naive reference: try every way to deal the unused columns to the
    /// empty rows, and test each finished board pair by pair.
    fn naive_exists(given: &[usize]) -> bool {
        let n = given.len();
        let empty: Vec<usize> = (0..n).filter(|&r| given[r] == 0).collect();
        let unused: Vec<usize> = (1..=n).filter(|c| !given.contains(c)).collect();
        fn deal(empty: &[usize], unused: &mut Vec<usize>, board: &mut [usize]) -> bool {
            let Some((&r, rest)) = empty.split_first() else {
                let n = board.len();
                return (0..n).all(|a| (0..a).all(|b| !attack((a, board[a]), (b, board[b]))));
            };
            for i in 0..unused.len() {
                let c = unused.swap_remove(i);
                board[r] = c;
                let found = deal(rest, unused, board);
                unused.push(c);
                let last = unused.len() - 1;
                unused.swap(i, last);
                if found {
                    return true;
                }
            }
            false
        }
        deal(&empty, &mut unused.clone(), &mut given.to_vec())
    }

    /// A second reference for larger boards: rows top to bottom with sets of
    /// taken lines, giving up (None) after `budget` queens.
    fn plain_exists(given: &[usize], budget: u64) -> Option<bool> {
        let n = given.len() as i64;
        let mut taken: [HashSet<i64>; 3] = Default::default();
        for (r, &c) in given.iter().enumerate().filter(|(_, &c)| c != 0) {
            let (r, c) = (r as i64, c as i64);
            taken[0].insert(c);
            taken[1].insert(r + c);
            taken[2].insert(r - c);
        }
        fn go(
            given: &[usize],
            r: i64,
            n: i64,
            taken: &mut [HashSet<i64>; 3],
            left: &mut u64,
        ) -> Option<bool> {
            if r == n {
                return Some(true);
            }
            if given[r as usize] != 0 {
                return go(given, r + 1, n, taken, left);
            }
            for c in 1..=n {
                let keys = [c, r + c, r - c];
                if keys.iter().zip(taken.iter()).any(|(k, s)| s.contains(k)) {
                    continue;
                }
                *left = left.checked_sub(1)?;
                keys.iter().zip(taken.iter_mut()).for_each(|(k, s)| {
                    s.insert(*k);
                });
                let found = go(given, r + 1, n, taken, left);
                keys.iter().zip(taken.iter_mut()).for_each(|(k, s)| {
                    s.remove(k);
                });
                if found != Some(false) {
                    return found;
                }
            }
            Some(false)
        }
        go(given, 0, n, &mut taken, &mut { budget })
    }

    /// A small xorshift generator, so that the tests need no crates.
    struct Rng(u64);
    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    /// k queens on random squares no earlier one attacks (fewer if the board
    /// fills up first), and at least one empty row.
    fn random_partial(n: usize, k: usize, rng: &mut Rng) -> Vec<usize> {
        let mut given = vec![0; n];
        let mut placed = Vec::new();
        for _ in 0..200 * n {
            if placed.len() == k.min(n - 1) {
                break;
            }
            let (r, c) = (rng.below(n), 1 + rng.below(n));
            if placed.iter().all(|&q| !attack(q, (r, c))) {
                placed.push((r, c));
                given[r] = c;
            }
        }
        given
    }

    fn text(given: &[usize]) -> String {
        let cols: Vec<String> = given.iter().map(|c| c.to_string()).collect();
        format!("{}\n{}\n", given.len(), cols.join(" "))
    }

    #[test]
    fn samples_get_a_valid_completion_or_minus_one_as_expected() {
        for (input, expected) in SAMPLES {
            let (_, given) = read(input);
            let got = answer(parse(input).unwrap());
            assert_eq!(
                check(&given, &got),
                check(&given, expected),
                "{input:?}: {got:?}"
            );
        }
    }

    #[test]
    fn every_allowed_input_up_to_n_7_agrees_with_the_naive_reference() {
        let mut allowed_inputs = 0;
        for n in 1..=7usize {
            let mut given = vec![0; n];
            // Every vector in {0..=n}^n, as a counter in base n + 1.
            loop {
                let input = text(&given);
                match allowed(&given) {
                    true => {
                        allowed_inputs += 1;
                        let got = answer(parse(&input).unwrap());
                        assert_eq!(check(&given, &got), naive_exists(&given), "{input:?}");
                    }
                    false => assert!(parse(&input).is_err(), "{input:?} breaks the promises"),
                }
                let Some(r) = given.iter().position(|&c| c < n) else {
                    break;
                };
                given[r] += 1;
                given[..r].fill(0);
            }
        }
        assert_eq!(allowed_inputs, 20_022);
    }

    #[test]
    fn random_inputs_up_to_n_10_agree_with_the_naive_reference() {
        let mut rng = Rng(0x30242);
        for _ in 0..1500 {
            let n = 7 + rng.below(4);
            let given = random_partial(n, rng.below(n), &mut rng);
            let got = answer(parse(&text(&given)).unwrap());
            assert_eq!(check(&given, &got), naive_exists(&given), "{given:?}");
        }
    }

    #[test]
    fn random_inputs_up_to_n_32_near_the_transition_agree_with_a_plain_search() {
        let mut rng = Rng(0x5eed);
        let (mut found, mut none) = (0, 0);
        for _ in 0..600 {
            let n = 11 + rng.below(22);
            let k = n / 2 + rng.below(n / 4 + 1);
            let given = random_partial(n, k, &mut rng);
            let got = answer(parse(&text(&given)).unwrap());
            // A completion is checked directly; a -1 must be proved by the plain search.
            if check(&given, &got) {
                found += 1;
            } else {
                assert_eq!(plain_exists(&given, 50_000_000), Some(false), "{given:?}");
                none += 1;
            }
        }
        assert!(
            found > 100 && none > 100,
            "{found} completions, {none} without"
        );
    }

    #[test]
    fn hard_instances_get_the_references_verdict_and_a_valid_completion() {
        for (input, solvable) in HARD {
            let (_, given) = read(input);
            let got = answer(parse(input).unwrap());
            assert_eq!(check(&given, &got), solvable, "{input:?}: {got:?}");
        }
    }

    #[test]
    fn a_board_with_one_empty_row_is_finished_or_refused() {
        assert_eq!(answer(parse("5\n1 3 5 2 0\n").unwrap()), "1 3 5 2 4\n");
        assert_eq!(answer(parse("5\n1 3 5 0 4\n").unwrap()), "1 3 5 2 4\n");
        assert_eq!(answer(parse("1\n0\n").unwrap()), "1\n");
        assert_eq!(answer(parse("2\n0 0\n").unwrap()), "-1\n");
        assert_eq!(answer(parse("6\n0 0 0 0 0 6\n").unwrap()), "-1\n");
    }

    #[test]
    fn parse_accepts_any_whitespace_and_the_largest_board() {
        let board = parse(" 4 \r\n 0\t0 0\n 0 ").unwrap();
        assert_eq!(board.columns(), [0, 0, 0, 0]);
        let big = format!("{MAX_N}\n{}\n", vec!["0"; MAX_N].join(" "));
        let got = answer(parse(&big).unwrap());
        assert!(check(&vec![0; MAX_N], &got));
    }

    #[test]
    fn parse_rejects_bad_input_with_one_line_naming_what_is_expected() {
        let cases = [
            ("", "empty input"),
            ("x\n", "not an integer"),
            ("0\n", "out of range"),
            ("33\n", "out of range"),
            ("-4\n0 0 0 0\n", "out of range"),
            ("99999999999999999999999\n", "out of range"),
            ("4\n0 0 0\n", "found 3 columns"),
            ("4\n0 0 x 0\n", "row 3"),
            ("4\n0 5 0 0\n", "row 2: column 5"),
            ("4\n0 -1 0 0\n", "row 2: column -1"),
            ("4\n0 0 0 0 0\n", "unexpected \"0\""),
            ("4\n1 0 0 1\n", "rows 1 and 4"),
            ("4\n0 1 2 0\n", "rows 2 and 3"),
            ("4\n2 4 1 3\n", "all 4 queens are given"),
            ("4\n0 0 1.5 0\n", "row 3"),
        ];
        for (input, needle) in cases {
            let err = parse(input)
                .err()
                .unwrap_or_else(|| panic!("{input:?} accepted"));
            assert!(err.contains(needle), "{input:?}: {err}");
            assert!(!err.contains('\n'), "{input:?}: one line, got {err:?}");
        }
    }
}
