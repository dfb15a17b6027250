//! Hard instances of N-Queens completion (Baekjoon 30243) for the fixtures.
//!
//! Draws random partial placements near the phase transition, runs the plain
//! row-by-row search on each and keeps the ones it finds hardest, counted in
//! nodes (queens the search places), never in seconds. A partial placement is
//! drawn for N = 28, 29 or 30 with k given queens, ⌈N/3⌉ ≤ k ≤ ⌊2N/3⌋, each
//! queen on a square no earlier one attacks, in one of two modes: `uniform`
//! (every such square alike) or `crowded` (a square weighted by the fourth
//! power of how many open squares it would attack, so that the queens sit on
//! long, crowded diagonals and the board runs out of room with fewer of them).
//! Draws in which some empty row or column has no open square at all are
//! skipped: any solver that looks at the board proves those hopeless at once,
//! and the plain search's count on them is astronomical, not informative.
//!
//! The plain search stops at a node budget; the verdict of an instance that
//! exhausts it comes from a second search here (most constrained row first).
//! The kept instances are the `KEEP` hardest solvable and the `KEEP` hardest
//! unsolvable ones, each class ranked by node count (a search that ran out of
//! budget ranks above every finished one).
//!
//! Usage: `hard_instances SEED DRAWS [BUDGET]` prints the kept instances, one
//! a line: `name N k mode verdict nodes | Q_1 … Q_N`, where verdict is
//! `solvable` or `unsolvable` and nodes is the plain search's count (or
//! `>BUDGET`). Progress and a summary go to stderr. The same arguments give
//! the same output.

use std::io::Write;

/// How many of each verdict to keep.
const KEEP: usize = 5;

/// splitmix64: small, fast, and the same on every machine.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n`.
    fn below(&mut self, n: u64) -> u64 {
        ((self.next() as u128 * n as u128) >> 64) as u64
    }

    /// Uniform in `[0, 1)`.
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Open squares and occupied lines of a partial board: bit c of `cols` is a
/// free column, bit r + c of `sums` and bit c − r + n − 1 of `diffs` a taken
/// diagonal.
#[derive(Clone, Copy)]
struct Board {
    n: usize,
    rows: u64,
    cols: u64,
    sums: u64,
    diffs: u64,
}

impl Board {
    fn empty(n: usize) -> Board {
        let full = (1u64 << n) - 1;
        Board {
            n,
            rows: full,
            cols: full,
            sums: 0,
            diffs: 0,
        }
    }

    fn from_columns(q: &[usize]) -> Board {
        let mut board = Board::empty(q.len());
        for (r, &c) in q.iter().enumerate() {
            if c != 0 {
                board.put(r, c - 1);
            }
        }
        board
    }

    fn put(&mut self, r: usize, c: usize) {
        self.rows &= !(1 << r);
        self.cols &= !(1 << c);
        self.sums |= 1 << (r + c);
        self.diffs |= 1 << (c + self.n - 1 - r);
    }

    /// The open squares of row r as a column mask.
    fn open_in_row(&self, r: usize) -> u64 {
        self.cols & !(self.sums >> r) & !(self.diffs >> (self.n - 1 - r)) & ((1 << self.n) - 1)
    }

    /// Whether some empty row or column has no open square left.
    fn has_dead_line(&self) -> bool {
        let mut seen_cols = 0;
        for r in (0..self.n).filter(|r| self.rows >> r & 1 == 1) {
            let open = self.open_in_row(r);
            if open == 0 {
                return true;
            }
            seen_cols |= open;
        }
        seen_cols != self.cols
    }
}

/// k queens on squares no earlier one attacks, drawn in `mode` (redrawn from
/// scratch if the board runs out of open squares first). Columns 1-based, 0 =
/// empty row.
fn draw(n: usize, k: usize, crowded: bool, rng: &mut Rng) -> Vec<usize> {
    'again: loop {
        let mut board = Board::empty(n);
        let mut q = vec![0; n];
        for _ in 0..k {
            // Every open square with its cumulative weight.
            let mut open: Vec<(usize, usize, f64)> = Vec::new();
            let mut total = 0.0;
            for r in (0..n).filter(|r| board.rows >> r & 1 == 1) {
                let mut row = board.open_in_row(r);
                while row != 0 {
                    let c = row.trailing_zeros() as usize;
                    row &= row - 1;
                    total += match crowded {
                        true => (attacked_open(&board, r, c) as f64 + 1.0).powi(4),
                        false => 1.0,
                    };
                    open.push((r, c, total));
                }
            }
            if open.is_empty() {
                continue 'again;
            }
            let x = rng.unit() * total;
            let i = open.partition_point(|s| s.2 <= x).min(open.len() - 1);
            let (r, c, _) = open[i];
            board.put(r, c);
            q[r] = c + 1;
        }
        return q;
    }
}

/// How many open squares of other empty rows a queen on (r, c) would attack.
fn attacked_open(board: &Board, r: usize, c: usize) -> u32 {
    let mut count = 0;
    for r2 in (0..board.n).filter(|&x| x != r && board.rows >> x & 1 == 1) {
        let d = r2.abs_diff(r);
        let mut hit = 1u64 << c;
        if c + d < board.n {
            hit |= 1 << (c + d);
        }
        if c >= d {
            hit |= 1 << (c - d);
        }
        count += (board.open_in_row(r2) & hit).count_ones();
    }
    count
}

/// The plain search: empty rows top to bottom, columns left to right. Returns
/// whether a completion exists (None: out of budget) and the queens placed.
fn plain(q: &[usize], budget: u64) -> (Option<bool>, u64) {
    struct Search {
        n: usize,
        rows: Vec<usize>,
        nodes: u64,
        budget: u64,
    }
    // 0: no completion below, 1: found, 2: out of budget.
    fn go(s: &mut Search, i: usize, cols: u64, sums: u64, diffs: u64) -> u8 {
        let Some(&r) = s.rows.get(i) else { return 1 };
        let mask = (1u64 << s.n) - 1;
        let mut open = !(cols | sums >> r | diffs >> (s.n - 1 - r)) & mask;
        while open != 0 {
            let bit = open & open.wrapping_neg();
            open ^= bit;
            s.nodes += 1;
            if s.nodes > s.budget {
                return 2;
            }
            let result = go(
                s,
                i + 1,
                cols | bit,
                sums | bit << r,
                diffs | bit << (s.n - 1 - r),
            );
            if result != 0 {
                return result;
            }
        }
        0
    }
    let board = Board::from_columns(q);
    let n = q.len();
    let mut s = Search {
        n,
        rows: (0..n).filter(|&r| q[r] == 0).collect(),
        nodes: 0,
        budget,
    };
    let full = (1u64 << n) - 1;
    let result = go(&mut s, 0, full & !board.cols, board.sums, board.diffs);
    let verdict = match result {
        0 => Some(false),
        1 => Some(true),
        _ => None,
    };
    (verdict, s.nodes)
}

/// The verdict by a second, unbounded search: always the empty row with the
/// fewest open squares first, failing as soon as a row has none.
fn solvable(board: Board) -> bool {
    let mut best: Option<(u32, usize)> = None;
    for r in (0..board.n).filter(|r| board.rows >> r & 1 == 1) {
        let count = board.open_in_row(r).count_ones();
        if best.is_none_or(|(b, _)| count < b) {
            best = Some((count, r));
        }
    }
    let Some((_, r)) = best else { return true };
    let mut open = board.open_in_row(r);
    while open != 0 {
        let c = open.trailing_zeros() as usize;
        open &= open - 1;
        let mut next = board;
        next.put(r, c);
        if solvable(next) {
            return true;
        }
    }
    false
}

/// One drawn instance and what the plain search made of it.
#[derive(Clone)]
struct Found {
    q: Vec<usize>,
    k: usize,
    crowded: bool,
    solvable: bool,
    /// Plain-search nodes; `budget + 1` when it ran out.
    nodes: u64,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: hard_instances SEED DRAWS [BUDGET]";
    let number = |i: usize, default: Option<u64>| -> u64 {
        match args.get(i) {
            Some(a) => a.parse().unwrap_or_else(|_| panic!("{usage}: {a:?} is not a number")),
            None => default.unwrap_or_else(|| panic!("{usage}")),
        }
    };
    let (seed, draws, budget) = (number(0, None), number(1, None), number(2, Some(400_000_000)));
    // A first pass with a small budget finds the candidates; only they are
    // searched again with the full one.
    let quick = 2_000_000.min(budget);
    let mut rng = Rng(seed);
    let (mut kept, mut skipped) = (vec![Vec::new(), Vec::new()], 0);
    for i in 0..draws {
        let n = 28 + (i % 3) as usize;
        let crowded = i / 3 % 2 == 1;
        let (lo, hi) = (n.div_ceil(3), 2 * n / 3);
        let k = lo + rng.below((hi - lo + 1) as u64) as usize;
        if i % 5000 == 0 && i > 0 {
            eprintln!("{i} draws, {skipped} skipped as dead at the start");
        }
        let q = draw(n, k, crowded, &mut rng);
        if Board::from_columns(&q).has_dead_line() {
            skipped += 1;
            continue;
        }
        let (verdict, nodes) = plain(&q, quick);
        let solvable = verdict.unwrap_or_else(|| solvable(Board::from_columns(&q)));
        let class = &mut kept[solvable as usize];
        class.push(Found {
            q,
            k,
            crowded,
            solvable,
            nodes,
        });
        // Keep three times as many candidates as needed for the second pass.
        class.sort_by(|a, b| b.nodes.cmp(&a.nodes));
        class.truncate(3 * KEEP);
    }
    let mut out = std::io::stdout().lock();
    for class in &mut kept {
        for found in class.iter_mut().filter(|f| f.nodes > quick) {
            let (verdict, nodes) = plain(&found.q, budget);
            found.nodes = nodes;
            if let Some(v) = verdict {
                assert_eq!(v, found.solvable, "the two searches disagree on {:?}", found.q);
            }
        }
        class.sort_by(|a, b| b.nodes.cmp(&a.nodes));
        class.truncate(KEEP);
    }
    for (rank, found) in kept[1].iter().chain(&kept[0]).enumerate() {
        let verdict = ["unsolvable", "solvable"][found.solvable as usize];
        let nodes = match found.nodes > budget {
            true => format!(">{budget}"),
            false => found.nodes.to_string(),
        };
        let columns: Vec<String> = found.q.iter().map(|c| c.to_string()).collect();
        writeln!(
            out,
            "hard-{:02} {} {} {} {verdict} {nodes} | {}",
            rank + 1,
            found.q.len(),
            found.k,
            ["uniform", "crowded"][found.crowded as usize],
            columns.join(" ")
        )
        .expect("stdout");
    }
    eprintln!("{draws} draws (seed {seed}), {skipped} skipped as dead at the start");
}
