//! # UVa 11195 — Another n-Queen Problem
//!
//! <https://onlinejudge.org/external/111/11195.pdf>
//!
//! ## Problem
//! Count the ways to put n queens on an n × n board so that no two attack each
//! other, where some squares are bad: no queen may stand on a bad square, but a
//! bad square does not block an attack. Placements that are rotations or
//! reflections of each other count separately (the empty 8 × 8 board has 92).
//!
//! ## Constraints
//! At most 10 cases, each with 3 ≤ n ≤ 15. This binary takes any number of
//! cases.
//!
//! ## Judge
//! - judge: uva
//! - time limit: 3 s (practice)
//! - memory limit: 128 MiB (practice)
//! - output limit: 1 MiB
//! - checker: tokens
//! - input: grids-until-0 3..=15 cases=1..=10
//!
//! The copies of the statement that were found show neither limit; the time
//! and memory limits above are practice limits, not UVa's published figures.
//!
//! ## Input / Output
//! Input: cases, each n on a line and then n rows of n characters, `.` for a
//! good square and `*` for a bad one; a line with a lone 0 ends the input.
//! Output: `Case k: x` for the k-th case, x its number of placements.
//!
//! ## Approach
//! Each board is counted by the method that suits its bad squares and its
//! symmetries: those of the board's 8 rotations and reflections that map the
//! bad squares onto themselves, and so map placements onto placements.
//!
//! - Border classes (both mirrors of one kind, or a quarter turn, or all 8, as
//!   on the free board; from n = 11 on and under 25 % bad squares, as smaller
//!   searches cost less than listing the n⁴ borders): every placement has one
//!   queen in the top row, the bottom row, the left column and the right column
//!   (a corner queen serves two). These border queens are enumerated first,
//!   grouped into classes that the symmetries map onto each other, and one
//!   border per class is searched, its count weighted by the size of its class.
//!   The border searched is the preferred image: its bottom queen near a corner
//!   and its side queens far from the top and bottom rows (a rule fitted to
//!   measured search sizes).
//! - Filtering (any symmetry, n ≥ 12, at most 2n − 20 % bad squares: 10 %
//!   at n = 15, 4 % at n = 12): the placements of the free board are listed
//!   by border classes under all 8 symmetries, and each of a class's images is
//!   checked against the bad squares while it is built. A byte holds the
//!   images still on good squares: a queen clears those that move its square
//!   onto a bad one, a branch ends when none is left, and a completed placement
//!   counts its surviving images. One search thus checks up to 8 placements at
//!   once, and the free board's symmetry helps a board that has none.
//! - The top row halved (the left-right or the top-bottom mirror only, after
//!   swapping rows and columns for the latter): its queen in the left half,
//!   each count doubled, the middle column of an odd board once.
//! - Otherwise, and for a half turn or one diagonal reflection alone (classes of
//!   two borders cost more than they save), the plain order.
//!
//! The free rows are then filled top to bottom with bitmasks of attacked
//! columns and both diagonal directions (column c at bit n + c of a `u64`, so
//! border queens' diagonals are entered before the search starts; rows held by
//! side queens are skipped with a wider shift) and each row's bad squares. The
//! search is unrolled into one function per number of rows left: from five rows
//! left a queen is placed only if the next two rows keep a free square, at four
//! only if the next one does, and the last two rows are counted without
//! branching. Measured on ten n = 15 boards (free; 5 %, 20 % and 50 % bad;
//! one with all 8 symmetries): about 0.22 × the CPU time of the plain bitmask
//! search; a board without symmetry and with too many bad squares to filter
//! takes about 0.6 × it. Time: exponential in n; memory O(n) besides a 1 KiB
//! table.
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::io::{self, BufWriter, Read, Write};

/// The largest n accepted.
const MAX_N: usize = 15;

/// What every input error message ends with.
const ACCEPTED: &str = "expected cases of n (3 <= n <= 15) and n rows of n characters '.' (good) or '*' (bad), then a lone 0";

/// A board: bit c of `bad[r]` marks square (r, c) as bad.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub n: usize,
    pub bad: [u32; MAX_N],
}

/// Placements of n queens on the good squares of `board`.
pub fn count_placements(board: &Board) -> u64 {
    count_by(board, method(board))
}

/// How a board is counted (see the header).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Row by row from the top, no symmetry.
    Plain,
    /// The top row's queen in its left half only (the board has the
    /// left-right or the top-bottom mirror and no other symmetry).
    Mirror,
    /// Classes of border queens under the board's symmetries.
    Classes,
    /// The free board's placements by border classes under all 8 symmetries,
    /// each image checked against the bad squares as it is built.
    Filter,
}

/// The method expected to be fastest for `board`. Filtering pays when the bad
/// squares are few, and the fewer the smaller the board: at most 2n − 20 %
/// of them (10 % at n = 15, 4 % at n = 12, never below n = 12); the limits
/// were fitted to measured times, on the safe side.
pub fn method(board: &Board) -> Method {
    let group = symmetries(board);
    let bad: usize = board.bad.iter().map(|row| row.count_ones() as usize).sum();
    let percent = bad * 100 / (board.n * board.n);
    let mirrors = (group >> 4 & 1) + (group >> 6 & 1);
    let diagonals = (group >> 5 & 1) + (group >> 7 & 1);
    let big_group = mirrors == 2 || diagonals == 2 || group & 0b10 != 0;
    let borders = board.n >= BORDERS_FROM_N;
    if borders && big_group && percent < DENSE_PERCENT {
        Method::Classes
    } else if board.n >= 12 && percent + 20 <= 2 * board.n {
        Method::Filter
    } else if mirrors > 0 {
        Method::Mirror
    } else {
        Method::Plain
    }
}

/// Below this n, listing the n⁴ borders costs more than the whole search.
const BORDERS_FROM_N: usize = 11;

/// From this share of bad squares (in %) on, the searches are so small that
/// listing the n⁴ borders costs more than their classes save.
const DENSE_PERCENT: usize = 25;

/// Placements of n queens on the good squares of `board`, counted by `method`.
pub fn count_by(board: &Board, method: Method) -> u64 {
    let (n, m) = (board.n, board.n - 1);
    let none = Hits::default();
    match method {
        Method::Plain => Start::new(board, &[], 1, 0, &none).count::<false>(),
        Method::Mirror => {
            // Make the mirror the left-right one, then halve the top row.
            let group = symmetries(board);
            assert!(group & 0b0101_0000 != 0, "Mirror needs a mirror symmetry");
            let board = match group & 1 << 4 {
                0 => transposed(board),
                _ => board.clone(),
            };
            (0..n)
                .filter(|&c| 2 * c <= m && board.bad[0] >> c & 1 == 0)
                .map(|c| {
                    let weight = if 2 * c < m { 2 } else { 1 };
                    Start::new(&board, &[(0, c)], weight, 0, &none).count::<false>()
                })
                .sum()
        }
        Method::Classes => {
            let group = symmetries(board);
            let mut total = 0;
            border_classes(board, group, |border, images| {
                let squares = border_squares(m, border);
                let weight = images.count_ones() as u64;
                total += Start::new(board, &squares, weight, 0, &none).count::<false>();
            });
            total
        }
        Method::Filter => {
            let free = Board { n, bad: [0; MAX_N] };
            let hits = Hits::new(board);
            let mut total = 0;
            border_classes(&free, 0xff, |border, images| {
                let squares = border_squares(m, border);
                // The images whose border queens all stand on good squares.
                let alive = squares
                    .iter()
                    .fold(images, |alive, &(r, c)| alive & !hits.at(r, c));
                if alive != 0 {
                    total += Start::new(&free, &squares, 1, alive, &hits).count::<true>();
                }
            });
            total
        }
    }
}

/// For every square, the symmetries (bit t for symmetry t of [`turn`]) that
/// move it onto a bad square; row r at `by_bit[r]`, column c at index n + c.
pub struct Hits {
    n: usize,
    by_bit: [[u8; 64]; MAX_N],
}

impl Default for Hits {
    fn default() -> Hits {
        Hits {
            n: 0,
            by_bit: [[0; 64]; MAX_N],
        }
    }
}

impl Hits {
    fn new(board: &Board) -> Hits {
        let (n, m) = (board.n, board.n - 1);
        let mut hits = Hits {
            n,
            by_bit: [[0; 64]; MAX_N],
        };
        for r in 0..n {
            for c in 0..n {
                for t in 0..8 {
                    let (r2, c2) = turn(t, m, (r, c));
                    hits.by_bit[r][n + c] |= ((board.bad[r2] >> c2 & 1) as u8) << t;
                }
            }
        }
        hits
    }

    fn at(&self, r: usize, c: usize) -> u8 {
        self.by_bit[r][self.n + c]
    }
}

/// The square that symmetry `t` moves (r, c) to, on a board of side m + 1:
/// 0 identity, 1–3 quarter turns, 4 left-right mirror, 5 main diagonal,
/// 6 top-bottom mirror, 7 anti-diagonal.
pub fn turn(t: usize, m: usize, (r, c): (usize, usize)) -> (usize, usize) {
    match t {
        0 => (r, c),
        1 => (c, m - r),
        2 => (m - r, m - c),
        3 => (m - c, r),
        4 => (r, m - c),
        5 => (c, r),
        6 => (m - r, c),
        _ => (m - c, m - r),
    }
}

/// The symmetries (bit t for symmetry t of [`turn`]) that map the bad squares
/// onto themselves.
pub fn symmetries(board: &Board) -> u8 {
    let m = board.n - 1;
    let bad = |(r, c): (usize, usize)| board.bad[r] >> c & 1 == 1;
    (0..8)
        .filter(|&t| (0..=m).all(|r| (0..=m).all(|c| bad((r, c)) == bad(turn(t, m, (r, c))))))
        .fold(0, |set, t| set | 1 << t)
}

/// The board with rows and columns swapped (same count).
fn transposed(board: &Board) -> Board {
    let mut bad = [0; MAX_N];
    for (r, row) in bad.iter_mut().enumerate().take(board.n) {
        *row = (0..board.n).fold(0, |acc, c| acc | (board.bad[c] >> r & 1) << c);
    }
    Board { n: board.n, bad }
}

/// Border queens `[i, j, k, l]`: row 0 holds its queen in column i, row n − 1
/// in column j, column 0 in row k, column n − 1 in row l.
type Border = [usize; 4];

/// The border of the placement that symmetry t makes of one with border `b`.
fn border_image(t: usize, m: usize, [i, j, k, l]: Border) -> Border {
    match t {
        0 => [i, j, k, l],
        1 => [m - k, m - l, j, i],
        2 => [m - j, m - i, m - l, m - k],
        3 => [l, k, m - i, m - j],
        4 => [m - i, m - j, l, k],
        5 => [k, l, i, j],
        6 => [j, i, m - k, m - l],
        _ => [m - l, m - k, m - j, m - i],
    }
}

/// The border queens as squares (a corner queen twice).
fn border_squares(m: usize, [i, j, k, l]: Border) -> [(usize, usize); 4] {
    [(0, i), (m, j), (k, 0), (l, m)]
}

/// Which image of a class to search, lower first: the bottom queen near a
/// corner, the side queens far from the top and bottom rows.
fn preference(m: usize, [_, j, k, l]: Border) -> i64 {
    let near = |x: usize| x.min(m - x) as i64;
    3 * near(j) - k.min(l) as i64 - 6 * near(k).min(near(l)) + 2 * near(k).max(near(l))
}

/// Calls `visit(border, images)` once per class of good, consistent borders
/// under the symmetries in `group`, with the preferred border of the class and
/// one symmetry (bit t) per distinct border of the class.
fn border_classes(board: &Board, group: u8, mut visit: impl FnMut(Border, u8)) {
    let (n, m) = (board.n, board.n - 1);
    let good = |(r, c): (usize, usize)| board.bad[r] >> c & 1 == 0;
    // Two border queens can stand together: one corner queen, or no shared line.
    let apart = |(r1, c1): (usize, usize), (r2, c2): (usize, usize)| {
        (r1, c1) == (r2, c2) || (r1 != r2 && c1 != c2 && r1.abs_diff(r2) != c1.abs_diff(c2))
    };
    let key = |b: Border| (preference(m, b), b);
    for i in (0..n).filter(|&i| good((0, i))) {
        let top = (0, i);
        for j in (0..n).filter(|&j| good((m, j)) && apart(top, (m, j))) {
            let bottom = (m, j);
            for k in (0..n).filter(|&k| good((k, 0)) && apart(top, (k, 0)) && apart(bottom, (k, 0)))
            {
                let left = (k, 0);
                for l in 0..n {
                    let right = (l, m);
                    if !good(right) || ![top, bottom, left].iter().all(|&q| apart(q, right)) {
                        continue;
                    }
                    let border = [i, j, k, l];
                    let (mut seen, mut distinct) = ([border; 8], 0);
                    let (mut images, mut preferred) = (0u8, true);
                    for t in (0..8).filter(|t| group >> t & 1 == 1) {
                        let image = border_image(t, m, border);
                        preferred &= key(image) >= key(border);
                        if !seen[..distinct].contains(&image) {
                            seen[distinct] = image;
                            distinct += 1;
                            images |= 1 << t;
                        }
                    }
                    if preferred {
                        visit(border, images);
                    }
                }
            }
        }
    }
}

/// Free rows at most: a search level per number of rows left.
const LEVELS: usize = MAX_N + 2;

/// A partial placement set up for the search of its free rows: masks for the
/// first free row, with column c at bit n + c and every bit off the board taken.
pub struct Start<'a> {
    cols: u64,
    ld: u64,
    rd: u64,
    /// `shift[r]`: rows from the free row with r free rows left to the next one.
    shift: [u32; LEVELS],
    /// `bad[r]`: the bad squares of the free row with r free rows left.
    bad: [u64; LEVELS],
    /// `hits[r]`: [`Hits`] of the free row with r free rows left.
    hits: [&'a [u8; 64]; LEVELS],
    rows: usize,
    /// When filtering: the images still on good squares, one bit each.
    alive: u8,
    weight: u64,
}

impl<'a> Start<'a> {
    /// The placements that extend `queens` (distinct, non-attacking squares,
    /// at most one per row), each counted `weight` times.
    fn new(
        board: &Board,
        queens: &[(usize, usize)],
        weight: u64,
        alive: u8,
        hits: &'a Hits,
    ) -> Start<'a> {
        let n = board.n;
        let (mut rows, mut left) = ([0; MAX_N], 0);
        for r in (0..n).filter(|&r| queens.iter().all(|q| q.0 != r)) {
            rows[left] = r;
            left += 1;
        }
        let free_rows = &rows[..left];
        let first = free_rows.first().copied().unwrap_or(0);
        let mut start = Start {
            cols: !(((1u64 << n) - 1) << n),
            ld: 0,
            rd: 0,
            shift: [0; LEVELS],
            bad: [0; LEVELS],
            hits: [&hits.by_bit[0]; LEVELS],
            rows: free_rows.len(),
            alive,
            weight,
        };
        for &(r, c) in queens {
            start.cols |= 1 << (n + c);
            // Seen from row `first`, the diagonals through (r, c) are at
            // columns c ± (first − r), bits n + c ± (first − r) ≥ 1.
            start.ld |= 1 << (n + c + first - r);
            start.rd |= 1 << (n + c + r - first);
        }
        for (d, &row) in free_rows.iter().enumerate() {
            start.bad[left - d] = u64::from(board.bad[row]) << n;
            start.hits[left - d] = &hits.by_bit[row];
            if let Some(&next) = free_rows.get(d + 1) {
                start.shift[left - d] = (next - row) as u32;
            }
        }
        start
    }

    /// Completions of this start, times its weight; when filtering (`T`), each
    /// completion counts its images on good squares.
    fn count<const T: bool>(&self) -> u64 {
        let (cols, ld, rd, a) = (self.cols, self.ld, self.rd, self.alive);
        let free = !(cols | ld | rd | blocked::<T>(self, self.rows));
        let found = match self.rows {
            0 => leaf::<T>(a),
            1..=3 => few_rows::<T>(self, self.rows, cols, ld, rd, a),
            4 => rows4::<T>(self, 4, cols, ld, rd, free, a),
            5 => rows5::<T>(self, 5, cols, ld, rd, free, a),
            6 => rows6::<T>(self, 6, cols, ld, rd, free, a),
            7 => rows7::<T>(self, 7, cols, ld, rd, free, a),
            8 => rows8::<T>(self, 8, cols, ld, rd, free, a),
            9 => rows9::<T>(self, 9, cols, ld, rd, free, a),
            10 => rows10::<T>(self, 10, cols, ld, rd, free, a),
            11 => rows11::<T>(self, 11, cols, ld, rd, free, a),
            12 => rows12::<T>(self, 12, cols, ld, rd, free, a),
            13 => rows13::<T>(self, 13, cols, ld, rd, free, a),
            14 => rows14::<T>(self, 14, cols, ld, rd, free, a),
            _ => rows15::<T>(self, 15, cols, ld, rd, free, a),
        };
        self.weight * found
    }
}

/// What one completed placement counts: 1, or its images still alive.
#[inline(always)]
fn leaf<const T: bool>(alive: u8) -> u64 {
    match T {
        true => alive.count_ones() as u64,
        false => 1,
    }
}

/// The squares of the free row with r rows left that no queen may take: its
/// bad squares; none when filtering, where the images count them instead
/// (skipping the squares that are bad for every image left costs more than it
/// saves).
#[inline(always)]
fn blocked<const T: bool>(s: &Start, r: usize) -> u64 {
    match T {
        true => 0,
        false => s.bad[r],
    }
}

/// `alive` after a queen on bit `bit` of a row with hits `hits`.
#[inline(always)]
fn after<const T: bool>(alive: u8, hits: &[u8; 64], bit: u64) -> u8 {
    match T {
        true => alive & !hits[bit.trailing_zeros() as usize],
        false => alive,
    }
}

/// Plain search with at most three free rows left.
fn few_rows<const T: bool>(s: &Start, r: usize, cols: u64, ld: u64, rd: u64, alive: u8) -> u64 {
    let mut free = !(cols | ld | rd | blocked::<T>(s, r));
    if r == 1 {
        return match free {
            0 => 0,
            _ => leaf::<T>(after::<T>(alive, s.hits[1], free)),
        };
    }
    let (shift, mut total) = (s.shift[r], 0);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        let a = after::<T>(alive, s.hits[r], bit);
        let (c, l, d) = (cols | bit, (ld | bit) << shift, (rd | bit) >> shift);
        total += few_rows::<T>(s, r - 1, c, l, d, a);
    }
    total
}

/// Completions of the last two free rows without branches: exactly two columns
/// a and b are left; `free` is this row's free squares, `shift` the distance to
/// the last row, `bad` its bad squares, `hits` the two rows' [`Hits`].
#[inline(always)]
fn last_two<const T: bool>(
    (cols, ld, rd): (u64, u64, u64),
    free: u64,
    shift: u32,
    bad: u64,
    hits: (&[u8; 64], &[u8; 64]),
    alive: u8,
) -> u64 {
    let left = !cols;
    let a = left & left.wrapping_neg();
    let b = left ^ a;
    let a_then_b = (free & a != 0) & ((((ld | a) << shift) | ((rd | a) >> shift) | bad) & b == 0);
    let b_then_a = (free & b != 0) & ((((ld | b) << shift) | ((rd | b) >> shift) | bad) & a == 0);
    if !T {
        return a_then_b as u64 + b_then_a as u64;
    }
    let (x, y) = (a.trailing_zeros() as usize, b.trailing_zeros() as usize);
    let ab = (alive & !hits.0[x] & !hits.1[y]).count_ones();
    let ba = (alive & !hits.0[y] & !hits.1[x]).count_ones();
    (a_then_b as u32 * ab + b_then_a as u32 * ba) as u64
}

/// Three free rows left: each queen of this row, then the last two rows.
#[inline(always)]
fn rows3<const T: bool>(
    s: &Start,
    r: usize,
    cols: u64,
    ld: u64,
    rd: u64,
    mut free: u64,
    alive: u8,
) -> u64 {
    let (shift, mut total) = (s.shift[r], 0);
    // When filtering, the images count the last row's bad squares instead.
    let (next_shift, last_bad) = (s.shift[r - 1], if T { 0 } else { s.bad[r - 2] });
    let hits = (s.hits[r - 1], s.hits[r - 2]);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        let a = after::<T>(alive, s.hits[r], bit);
        let (c, l, d) = (cols | bit, (ld | bit) << shift, (rd | bit) >> shift);
        total += last_two::<T>(
            (c, l, d),
            !(c | l | d | blocked::<T>(s, r - 1)),
            next_shift,
            last_bad,
            hits,
            a,
        );
    }
    total
}

/// Four free rows left: each queen of this row whose next row keeps a free
/// square (looking two rows ahead costs more than it saves here).
#[inline(always)]
fn rows4<const T: bool>(
    s: &Start,
    r: usize,
    cols: u64,
    ld: u64,
    rd: u64,
    mut free: u64,
    alive: u8,
) -> u64 {
    let (shift, hits, mut total) = (s.shift[r], s.hits[r], 0);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        let a = after::<T>(alive, hits, bit);
        let (c, l, d) = (cols | bit, (ld | bit) << shift, (rd | bit) >> shift);
        let next_free = !(c | l | d | blocked::<T>(s, r - 1));
        if (next_free != 0) & (!T | (a != 0)) {
            total += rows3::<T>(s, r - 1, c, l, d, next_free, a);
        }
    }
    total
}

/// `$name` searches with r free rows left and calls `$next` for the rest. A
/// queen is placed only if the next row and the one after keep a free square
/// (and, when filtering, some image is still on good squares). Rows one apart
/// (the usual case) get constant shifts, so each level has two copies of its
/// loop; inlining therefore doubles a level's code and is done only for the
/// three busiest levels (5 to 7 rows left).
macro_rules! rows {
    ($name:ident, $next:ident, $inline:meta) => {
        #[$inline]
        fn $name<const T: bool>(
            s: &Start,
            r: usize,
            cols: u64,
            ld: u64,
            rd: u64,
            free: u64,
            alive: u8,
        ) -> u64 {
            #[inline(always)]
            fn place<const T: bool>(
                s: &Start,
                r: usize,
                (cols, ld, rd): (u64, u64, u64),
                (mut free, alive): (u64, u8),
                shift: u32,
                shift2: u32,
            ) -> u64 {
                let (hits, mut total) = (s.hits[r], 0);
                while free != 0 {
                    let bit = free & free.wrapping_neg();
                    free ^= bit;
                    let a = after::<T>(alive, hits, bit);
                    let (c, l, d) = (cols | bit, (ld | bit) << shift, (rd | bit) >> shift);
                    let next_free = !(c | l | d | blocked::<T>(s, r - 1));
                    let after_bad = blocked::<T>(s, r - 2);
                    let after_free =
                        !(c | ((ld | bit) << shift2) | ((rd | bit) >> shift2) | after_bad);
                    if (next_free != 0) & (after_free != 0) & (!T | (a != 0)) {
                        total += $next::<T>(s, r - 1, c, l, d, next_free, a);
                    }
                }
                total
            }
            let masks = (cols, ld, rd);
            let (shift, shift2) = (s.shift[r], s.shift[r] + s.shift[r - 1]);
            if shift2 == 2 {
                place::<T>(s, r, masks, (free, alive), 1, 2)
            } else {
                place::<T>(s, r, masks, (free, alive), shift, shift2)
            }
        }
    };
}
rows!(rows5, rows4, inline(always));
rows!(rows6, rows5, inline(always));
rows!(rows7, rows6, inline(always));
rows!(rows8, rows7, inline(never));
rows!(rows9, rows8, inline(never));
rows!(rows10, rows9, inline(never));
rows!(rows11, rows10, inline(never));
rows!(rows12, rows11, inline(never));
rows!(rows13, rows12, inline(never));
rows!(rows14, rows13, inline(never));
rows!(rows15, rows14, inline(never));

/// Reads the cases up to the closing 0.
fn parse_cases(input: &str) -> Result<Vec<Board>, String> {
    let mut tokens = input.split_whitespace();
    let mut boards = Vec::new();
    loop {
        let case = boards.len() + 1;
        let Some(token) = tokens.next() else {
            return Err(match case {
                1 => format!("empty input: {ACCEPTED}"),
                _ => format!("missing the closing 0 after case {}: {ACCEPTED}", case - 1),
            });
        };
        let shown: String = token.chars().take(24).collect();
        let n = match token.bytes().all(|b| b.is_ascii_digit()) {
            true => token.parse::<usize>().ok(),
            false => None,
        };
        let n = match n {
            Some(0) => break,
            Some(n @ 3..=MAX_N) => n,
            Some(_) | None if token.len() > 2 && token.bytes().all(|b| b == b'.' || b == b'*') => {
                return Err(format!(
                    "case {case}: found the row {shown:?} where n belongs: {ACCEPTED}"
                ))
            }
            Some(_) => {
                return Err(format!(
                    "case {case}: n = {shown} is out of range: {ACCEPTED}"
                ))
            }
            None => {
                return Err(format!(
                    "case {case}: n = {shown:?} is not a number: {ACCEPTED}"
                ))
            }
        };
        let mut bad = [0; MAX_N];
        for (r, row_bad) in bad.iter_mut().enumerate().take(n) {
            let Some(row) = tokens.next() else {
                return Err(format!("case {case}: only {r} of {n} rows: {ACCEPTED}"));
            };
            let shown: String = row.chars().take(24).collect();
            let chars: Vec<char> = row.chars().collect();
            if chars.len() != n {
                return Err(format!(
                    "case {case}: row {} is {shown:?} (length {}), n = {n}: {ACCEPTED}",
                    r + 1,
                    chars.len()
                ));
            }
            for (c, &ch) in chars.iter().enumerate() {
                match ch {
                    '.' => {}
                    '*' => *row_bad |= 1 << c,
                    _ => {
                        return Err(format!(
                            "case {case}: row {} has {ch:?} in column {}: {ACCEPTED}",
                            r + 1,
                            c + 1
                        ))
                    }
                }
            }
        }
        boards.push(Board { n, bad });
    }
    if let Some(extra) = tokens.next() {
        let shown: String = extra.chars().take(24).collect();
        return Err(format!(
            "unexpected {shown:?} after the closing 0: {ACCEPTED}"
        ));
    }
    Ok(boards)
}

fn main() {
    let mut input = Vec::new();
    let boards = io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| parse_cases(&String::from_utf8_lossy(&input)));
    let boards = match boards {
        Ok(boards) => boards,
        Err(message) => {
            eprintln!("uva11195: {message}");
            std::process::exit(2);
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    for (k, board) in boards.iter().enumerate() {
        if writeln!(out, "Case {}: {}", k + 1, count_placements(board)).is_err() {
            std::process::exit(1);
        }
    }
    if out.flush().is_err() {
        std::process::exit(1);
    }
}
// ---- submit: end ----

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE_IN: &str = "8\n........\n........\n........\n........\n........\n........\n........\n........\n4\n.*..\n....\n....\n....\n0\n";
    const SAMPLE_OUT: &str = "Case 1: 92\nCase 2: 1\n";

    fn answer(input: &str) -> Result<String, String> {
        let boards = parse_cases(input)?;
        Ok(boards
            .iter()
            .enumerate()
            .map(|(k, b)| format!("Case {}: {}\n", k + 1, count_placements(b)))
            .collect())
    }

    /// The seeds' approach: every row, every column, checked against the
    /// queens above with a list of (row, column) pairs.
    fn naive(board: &Board) -> u64 {
        fn go(board: &Board, queens: &mut Vec<(usize, usize)>) -> u64 {
            let row = queens.len();
            if row == board.n {
                return 1;
            }
            let mut total = 0;
            for col in 0..board.n {
                let attacked = queens
                    .iter()
                    .any(|&(r, c)| c == col || row - r == col.abs_diff(c));
                if board.bad[row] >> col & 1 == 1 || attacked {
                    continue;
                }
                queens.push((row, col));
                total += go(board, queens);
                queens.pop();
            }
            total
        }
        go(board, &mut Vec::new())
    }

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    /// A random board whose bad squares are unions of orbits of the given
    /// symmetries (so invariant under them), about `percent` % of them bad.
    fn symmetric_board(rng: &mut Rng, n: usize, group: &[usize], percent: u64) -> Board {
        let m = n - 1;
        let mut board = Board { n, bad: [0; MAX_N] };
        for r in 0..n {
            for c in 0..n {
                if rng.next() % 100 < percent {
                    // Close under the group generated by `group`.
                    let mut orbit = vec![(r, c)];
                    let mut i = 0;
                    while i < orbit.len() {
                        for &t in group {
                            let sq = turn(t, m, orbit[i]);
                            if !orbit.contains(&sq) {
                                orbit.push(sq);
                            }
                        }
                        i += 1;
                    }
                    for (r2, c2) in orbit {
                        board.bad[r2] |= 1 << c2;
                    }
                }
            }
        }
        board
    }

    /// Every subgroup of the 8 symmetries, by generators.
    const GROUPS: [&[usize]; 10] = [
        &[],
        &[4],
        &[6],
        &[5],
        &[7],
        &[2],
        &[1],
        &[4, 6],
        &[5, 7],
        &[1, 4],
    ];

    #[test]
    fn sample() {
        assert_eq!(answer(SAMPLE_IN).unwrap(), SAMPLE_OUT);
    }

    #[test]
    fn free_boards_match_oeis_a000170() {
        let expected = [0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596];
        for (i, &count) in expected.iter().enumerate() {
            let n = i + 3;
            let board = Board { n, bad: [0; MAX_N] };
            assert_eq!(count_placements(&board), count, "n = {n}");
        }
    }

    #[test]
    fn symmetries_are_found_exactly() {
        let mut rng = Rng(7);
        let board = Board {
            n: 6,
            bad: [0; MAX_N],
        };
        assert_eq!(symmetries(&board), 0xff);
        for group in GROUPS {
            for n in [5, 6] {
                let board = symmetric_board(&mut rng, n, group, 20);
                let found = symmetries(&board);
                for &t in group {
                    assert_eq!(found >> t & 1, 1, "{board:?} {group:?}");
                }
            }
        }
        // One bad square off every axis: only the identity.
        let mut board = Board {
            n: 5,
            bad: [0; MAX_N],
        };
        board.bad[0] = 0b10;
        assert_eq!(symmetries(&board), 1);
    }

    #[test]
    fn border_images_are_the_borders_of_the_turned_boards() {
        let n = 7;
        let m = n - 1;
        let mut rng = Rng(99);
        for _ in 0..200 {
            // A random permutation stands for a placement; its border is what matters.
            let mut p: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                p.swap(i, rng.next() as usize % (i + 1));
            }
            let border_of = |p: &[usize]| {
                let row_of = |col| p.iter().position(|&c| c == col).unwrap();
                [p[0], p[m], row_of(0), row_of(m)]
            };
            for t in 0..8 {
                let mut q = vec![0; n];
                for (r, &c) in p.iter().enumerate() {
                    let (r2, c2) = turn(t, m, (r, c));
                    q[r2] = c2;
                }
                assert_eq!(border_image(t, m, border_of(&p)), border_of(&q), "t = {t}");
            }
        }
    }

    /// Every method that applies to `board` agrees with the naive count.
    fn check_every_method(board: &Board) {
        let expected = naive(board);
        assert_eq!(count_placements(board), expected, "{board:?}");
        let mut methods = vec![Method::Plain, Method::Classes, Method::Filter];
        if symmetries(board) & 0b0101_0000 != 0 {
            methods.push(Method::Mirror);
        }
        for method in methods {
            assert_eq!(count_by(board, method), expected, "{method:?} {board:?}");
        }
    }

    #[test]
    fn every_method_matches_the_naive_reference_on_boards_of_every_symmetry() {
        let mut rng = Rng(0x1195);
        for round in 0..500 {
            let group = GROUPS[round % GROUPS.len()];
            let n = 3 + (rng.next() % 7) as usize;
            let percent = [0, 3, 8, 15, 30][round / GROUPS.len() % 5];
            check_every_method(&symmetric_board(&mut rng, n, group, percent));
        }
    }

    #[test]
    fn every_method_is_checked_on_larger_boards() {
        let mut rng = Rng(0xbeef);
        for group in GROUPS {
            for percent in [0, 6, 20] {
                check_every_method(&symmetric_board(&mut rng, 10, group, percent));
            }
        }
    }

    #[test]
    fn border_classes_cover_every_good_consistent_border_once() {
        let mut rng = Rng(0xc1a55);
        for group_gens in GROUPS {
            for n in [3, 4, 5, 7] {
                let board = symmetric_board(&mut rng, n, group_gens, 10);
                let m = n - 1;
                let group = symmetries(&board);
                let mut covered = Vec::new();
                border_classes(&board, group, |border, images| {
                    for t in (0..8).filter(|t| images >> t & 1 == 1) {
                        covered.push(border_image(t, m, border));
                    }
                });
                covered.sort_unstable();
                let before = covered.len();
                covered.dedup();
                assert_eq!(before, covered.len(), "a border twice: {board:?}");
                // Independently: queens on good squares, pairwise apart or one corner queen.
                let mut expected = Vec::new();
                for x in 0..n * n * n * n {
                    let b = [x % n, x / n % n, x / n / n % n, x / n / n / n];
                    let q = border_squares(m, b);
                    let good = q.iter().all(|&(r, c)| board.bad[r] >> c & 1 == 0);
                    let apart = (0..4).all(|u| {
                        (0..u).all(|v| {
                            let ((r1, c1), (r2, c2)) = (q[u], q[v]);
                            (r1, c1) == (r2, c2)
                                || (r1 != r2 && c1 != c2 && r1.abs_diff(r2) != c1.abs_diff(c2))
                        })
                    });
                    if good && apart {
                        expected.push(b);
                    }
                }
                expected.sort_unstable();
                assert_eq!(covered, expected, "{board:?}");
            }
        }
    }

    #[test]
    fn methods_are_chosen_by_symmetry_and_density() {
        let free = Board {
            n: 12,
            bad: [0; MAX_N],
        };
        assert_eq!(method(&free), Method::Classes);
        let small = Board {
            n: 10,
            bad: [0; MAX_N],
        };
        assert_eq!(method(&small), Method::Mirror);
        let mut rng = Rng(5);
        let sparse = symmetric_board(&mut rng, 14, &[], 4);
        assert_eq!((symmetries(&sparse), method(&sparse)), (1, Method::Filter));
        let mut small_sparse = Board {
            n: 10,
            bad: [0; MAX_N],
        };
        small_sparse.bad[0] = 0b10;
        assert_eq!(method(&small_sparse), Method::Plain);
        let dense = symmetric_board(&mut rng, 12, &[], 40);
        assert_eq!(method(&dense), Method::Plain);
        let dense_mirror = symmetric_board(&mut rng, 12, &[4], 40);
        assert_eq!(method(&dense_mirror), Method::Mirror);
    }

    #[test]
    fn parse_accepts_no_cases_and_crlf() {
        assert_eq!(parse_cases("0\n").unwrap(), Vec::new());
        let crlf = SAMPLE_IN.replace('\n', "\r\n");
        assert_eq!(answer(&crlf).unwrap(), SAMPLE_OUT);
    }

    #[test]
    fn parse_rejects_bad_input_in_one_line_naming_the_format() {
        let cases = [
            ("", "empty input"),
            ("3\n...\n...\n...\n", "missing the closing 0 after case 1"),
            ("2\n..\n..\n0\n", "case 1: n = 2 is out of range"),
            ("16\n", "case 1: n = 16 is out of range"),
            ("x\n", "case 1: n = \"x\" is not a number"),
            ("-3\n", "is not a number"),
            (
                "3\n...\n...\n0\n",
                "case 1: row 3 is \"0\" (length 1), n = 3",
            ),
            ("3\n...\n....\n...\n0\n", "row 2 is \"....\" (length 4)"),
            ("3\n...\n.Q.\n...\n0\n", "case 1: row 2 has 'Q' in column 2"),
            (
                "3\n...\n...\n...\n...\n0\n",
                "case 2: found the row \"...\" where n belongs",
            ),
            ("3\n...\n...\n", "case 1: only 2 of 3 rows"),
            ("0\n3\n", "unexpected \"3\" after the closing 0"),
        ];
        for (input, expected) in cases {
            let err = parse_cases(input).unwrap_err();
            assert!(err.contains(expected), "{input:?}: {err}");
            assert!(err.ends_with(ACCEPTED), "{input:?}: {err}");
            assert!(!err.contains('\n'), "{input:?}: {err}");
        }
    }
}
