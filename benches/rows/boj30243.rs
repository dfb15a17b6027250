//! `boj30243`'s completion kernel on 10 000 random N = 30 boards (0 to 20
//! given queens, each on a square no earlier one attacks: from the empty board
//! to well past the phase transition, near 17), in this process, each board
//! timed three times and its fastest run kept; against the plain row-by-row
//! search (`benches/baselines/boj30243_plain.rs`) on every tenth board, stopped
//! at 100 000 nodes; and the binary on every fixture as a whole process. Goal
//! (issue 10): every board and every fixture within 1/10 of the 5 s limit.

use crate::harness::{median, ms, Cmd, Harness, Row};
use std::time::{Duration, Instant};

#[path = "../../problems/boj30243.rs"]
// Its `main` and parser are unused here (and its `#[test]`s compiled out).
#[allow(dead_code, unused_imports)]
mod kernel;
#[path = "../baselines/boj30243_plain.rs"]
#[allow(dead_code)]
mod plain;

const BOARDS: usize = 10_000;
const N: usize = 30;
const PLAIN_BUDGET: u64 = 100_000;
const GOAL: Duration = Duration::from_millis(500);

pub fn run(h: &Harness) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut rng = SplitMix(30243);
    let boards: Vec<Vec<usize>> = (0..BOARDS)
        .map(|_| {
            let k = rng.below(21) as usize;
            draw(N, k, &mut rng)
        })
        .collect();

    println!("kernel on {BOARDS} random N = {N} boards, fastest of 3 runs each");
    let mut times = Vec::with_capacity(BOARDS);
    let (mut slowest, mut solvable, mut most_nodes) = ((Duration::ZERO, 0), 0, 0);
    for (i, given) in boards.iter().enumerate() {
        let mut best = Duration::MAX;
        let mut nodes = 0;
        let mut found = None;
        for _ in 0..3 {
            nodes = 0;
            let start = Instant::now();
            found = kernel::complete(board_of(given), &mut nodes);
            best = best.min(start.elapsed());
        }
        if let Some(done) = &found {
            assert!(
                valid(given, done.columns()),
                "board {i}: invalid completion"
            );
            solvable += 1;
        }
        most_nodes = most_nodes.max(nodes);
        if best > slowest.0 {
            slowest = (best, i);
        }
        times.push(best);
    }
    let total: Duration = times.iter().sum();
    let k = boards[slowest.1].iter().filter(|&&c| c != 0).count();
    println!(
        "   slowest {} (board {}, {k} given), median {:.1} µs, total {}; {solvable} solvable; at most {most_nodes} nodes",
        ms(slowest.0),
        slowest.1,
        median(&times).as_secs_f64() * 1e6,
        ms(total)
    );
    rows.push(Row::new(
        "boj30243 kernel, 10 000 random N = 30 boards, slowest",
        format!(
            "{} ({k} given); median {:.1} µs, total {}",
            ms(slowest.0),
            median(&times).as_secs_f64() * 1e6,
            ms(total)
        ),
        "≤ 500 ms each",
        slowest.0 <= GOAL,
    ));

    println!("plain row-by-row search on every tenth board, stopped at {PLAIN_BUDGET} nodes");
    let (mut plain_total, mut kernel_total, mut over) = (Duration::ZERO, Duration::ZERO, 0);
    let mut plain_slowest = Duration::ZERO;
    for (given, &kernel_time) in boards.iter().zip(&times).step_by(10) {
        let start = Instant::now();
        let outcome = plain::complete(given, PLAIN_BUDGET);
        let took = start.elapsed();
        plain_total += took;
        plain_slowest = plain_slowest.max(took);
        kernel_total += kernel_time;
        match outcome.answer {
            None => over += 1,
            Some(answer) => assert_eq!(
                answer.is_some(),
                kernel::complete(board_of(given), &mut 0).is_some(),
                "plain search and kernel disagree on {given:?}"
            ),
        }
    }
    println!(
        "   plain: total {}, slowest {}, {over} of {} over budget; kernel on the same boards: total {}",
        ms(plain_total),
        ms(plain_slowest),
        BOARDS / 10,
        ms(kernel_total)
    );
    rows.push(Row::new(
        "boj30243 kernel vs plain search, 1 000 of those boards",
        format!(
            "total {} vs {} ({over} stopped at {PLAIN_BUDGET} nodes)",
            ms(kernel_total),
            ms(plain_total)
        ),
        "faster than plain",
        kernel_total < plain_total,
    ));

    println!("binary on every fixture, whole process, median of 3 runs");
    let binary = h.problem("boj30243");
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("inputs/boj30243");
    let mut files: Vec<_> = std::fs::read_dir(&fixtures)
        .expect("inputs/boj30243")
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    let cmds: Vec<Cmd> = files
        .iter()
        .map(|f| Cmd::new(&binary, &std::fs::read(f).expect("fixture")))
        .collect();
    let walls = h.interleaved(&cmds, 3);
    let (worst, at) = walls
        .iter()
        .zip(&files)
        .max_by_key(|(w, _)| **w)
        .expect("fixtures");
    let name = at.file_stem().map_or("?".into(), |s| s.to_string_lossy());
    println!(
        "   slowest {} ({name}), floor {}",
        ms(*worst),
        ms(h.floor())
    );
    rows.push(Row::new(
        "boj30243 binary, every fixture, whole process, slowest",
        format!("{} ({name})", ms(*worst)),
        "≤ 500 ms each",
        *worst <= GOAL,
    ));
    rows
}

/// The kernel's board for `given` (1-based columns, 0 = empty row).
fn board_of(given: &[usize]) -> kernel::Board {
    let mut board = kernel::Board::new(given.len());
    for (r, &c) in given.iter().enumerate().filter(|(_, &c)| c != 0) {
        board.place(r, c - 1);
    }
    board
}

/// Whether `cols` completes `given` with no two queens attacking.
fn valid(given: &[usize], cols: &[u8]) -> bool {
    let cols: Vec<usize> = cols.iter().map(|&c| c as usize).collect();
    let n = given.len();
    cols.len() == n
        && (0..n).all(|r| (1..=n).contains(&cols[r]) && (given[r] == 0 || given[r] == cols[r]))
        && (0..n).all(|a| (0..a).all(|b| cols[a] != cols[b] && a - b != cols[a].abs_diff(cols[b])))
}

/// k queens, each on a uniformly drawn square that no earlier one attacks
/// (drawn again from scratch if the board fills up first).
fn draw(n: usize, k: usize, rng: &mut SplitMix) -> Vec<usize> {
    let full = (1u64 << n) - 1;
    'again: loop {
        let mut given = vec![0; n];
        // Free columns; taken diagonals, bit r + c and bit c - r + n - 1.
        let (mut cols, mut sums, mut diffs) = (full, 0u64, 0u64);
        for _ in 0..k {
            let open_in = |r: usize| cols & !(sums >> r) & !(diffs >> (n - 1 - r)) & full;
            let empty = || (0..n).filter(|&r| given[r] == 0);
            let count: u64 = empty().map(|r| u64::from(open_in(r).count_ones())).sum();
            if count == 0 {
                continue 'again;
            }
            let mut pick = rng.below(count);
            let (r, c) = empty()
                .find_map(|r| {
                    let open = open_in(r);
                    let here = u64::from(open.count_ones());
                    if pick >= here {
                        pick -= here;
                        return None;
                    }
                    let mut bits = open;
                    for _ in 0..pick {
                        bits &= bits - 1;
                    }
                    Some((r, bits.trailing_zeros() as usize))
                })
                .expect("a square");
            given[r] = c + 1;
            cols &= !(1 << c);
            sums |= 1 << (r + c);
            diffs |= 1 << (c + n - 1 - r);
        }
        return given;
    }
}

/// splitmix64, for boards that are the same on every run.
struct SplitMix(u64);

impl SplitMix {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (((z ^ (z >> 31)) as u128 * n as u128) >> 64) as u64
    }
}
