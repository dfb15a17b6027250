//! # Baekjoon 9663 — N-Queen
//!
//! <https://www.acmicpc.net/problem/9663>
//!
//! ## Problem
//! Count the ways to put N queens on an N × N chessboard so that no two share a
//! row, a column or a diagonal.
//!
//! ## Constraints
//! 1 ≤ N < 15 on the judge. This binary accepts 1 ≤ N ≤ 23 and counts in `u64`.
//!
//! ## Judge
//! - judge: baekjoon
//! - time limit: 10 s
//! - memory limit: 128 MiB
//! - output limit: 1 MiB
//! - checker: tokens
//! - input: n 1..=14
//!
//! Time and memory limits as on the problem page; the output is one number.
//!
//! ## Input / Output
//! Input: one line with N. Output: one line with the number of placements.
//!
//! Beyond the judge's use, the binary takes `--threads T` (T ≥ 1; by default
//! all cores from N = 16 on, one thread below) and `--shard K/M` (0 ≤ K < M):
//! it then counts only part K of M, and prints that part; the M parts sum to
//! the count, so that they can run as separate jobs (`scripts/count.sh`). A
//! bad option gets one line on stderr and exit status 2, like bad input.
//!
//! ## Approach
//! No backtracking over whole boards: the board is cut into a left half
//! (columns `0..h`, h = ⌊N/2⌋), for odd N the middle column, and a right half.
//! A placement is a left half with a queen in each of h rows R, a right half
//! with one in each of the other rows (but one, for odd N, whose queen stands
//! in the middle column), where no queen of one half shares a diagonal with
//! one of the other. Only the diagonals that reach both halves matter for
//! that: 2N − 4 of them for even N, 2N − 2 for odd N (see [`Board`]), so
//! every half is one word of diagonal bits, and for each R the count is the
//! number of (left, right) pairs of words with no common bit.
//!
//! The halves come from two tables, built once: every partial placement on
//! the top h rows of the left half, and on the other rows, by the rows and
//! columns it uses. A left half with rows R is a top part and a bottom part
//! on complementary columns that do not attack each other. A right half is
//! the mirror image of a left half, which swaps the two kinds of diagonals.
//!
//! The pairs are counted 256 left halves at a time: a table gives, for each
//! 8-bit chunk value of a right half's word, the left halves whose chunk has
//! no bit in common with it; a right half's answer is the AND of one entry
//! per chunk, and the answers' bits are added up, 256 pairs in a few
//! instructions (written out for AVX2 when the CPU has it).
//!
//! Symmetries cut the work about eight-fold. Flipping the board top to
//! bottom maps the placements with rows R onto those with R reversed, so only
//! one R of each such pair is searched, counted twice. A reflection in either
//! long diagonal moves a queen on the other long diagonal from one half to
//! the other and keeps the rest in place, so the placements counted are those
//! whose left half has no queen on a long diagonal, each weighted 2 for every
//! queen of its right half on one; a left half then never needs its two long
//! diagonal bits. Placements with no queen on a long diagonal at all (but the
//! centre) pair up under the left-right mirror, which swaps R with its
//! complement: of each pair one gets weight 2, the other 0 and is not built.
//!
//! For odd N the middle column's queen takes each free row in turn; its
//! diagonals are added to the right half, and the window includes the two
//! diagonals through its top and bottom squares.
//!
//! On T threads, one crew builds the bands, a set of rows at a time, then
//! joins the row splits R, each thread taking the next until none is left;
//! in between it waits without sleeping, since on a virtual machine an idle
//! CPU can take milliseconds to wake.
//!
//! The idea of joining half boards built from quadrant tables, and of
//! weighting by the long diagonals, follows Evgeny Kluev's
//! N-Queens-Count-Sol (C++, MIT); the code here is our own.
//!
//! Time: exponential, 8 to 10 times more per step of N. On one core of the
//! shared 2-core AMD EPYC this was written on: N = 14 in 17 ms as a whole
//! process, 16 in 0.15 s, 17 in 1.1 s, 18 in 4.2 s, 19 in 42 s, 20 in 5.2
//! min. Memory: the two band tables, 8 bytes a partial placement, and a few
//! MiB of buffers per thread; peak 3 MiB at N = 14, 5 MiB at 16, 21 MiB at
//! 18, 145 MiB at 20, 273 MiB at 21, 1.1 GiB at 22, 2.2 GiB at 23.
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::io::{self, BufWriter, Read, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::thread;

/// The largest N this binary accepts: A000170(23) fits a `u64` with room to
/// spare, and the band tables of N = 23 take about 2 GiB.
const MAX_N: u64 = 23;

/// Part `index` of `of` parts of a count (0 ≤ index < of); the parts sum to the whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: u32,
    pub of: u32,
}

/// The whole count as a single part.
pub const WHOLE: Shard = Shard { index: 0, of: 1 };

/// Number of ways to place `n` non-attacking queens on an `n × n` board, for
/// 1 ≤ n ≤ 23. From n = 16 on the work is shared among the machine's cores;
/// smaller boards (the judge's range) stay on one thread.
pub fn count_n_queens(n: u32) -> u64 {
    count_n_queens_on(n, default_threads(n))
}

/// [`count_n_queens`] on `threads` threads (at least one).
pub fn count_n_queens_on(n: u32, threads: usize) -> u64 {
    count_shard(n, WHOLE, threads)
}

/// Threads used when none are asked for: one within the judges' range.
fn default_threads(n: u32) -> usize {
    match n {
        16.. => thread::available_parallelism().map_or(1, |p| p.get()),
        _ => 1,
    }
}

/// One shard of the count for `n` queens, on `threads` threads (at least one).
pub fn count_shard(n: u32, shard: Shard, threads: usize) -> u64 {
    count_shard_with(n, shard, threads, Kernel::detect())
}

fn count_shard_with(n: u32, shard: Shard, threads: usize, kernel: Kernel) -> u64 {
    if n < 4 {
        // Too small to cut into quadrants; the first part holds the whole count.
        return if shard.index == 0 { plain_count(n) } else { 0 };
    }
    let geometry = Board::geometry(n as usize);
    // Every `of`-th row split, so that each part gets a like mix of cheap and dear ones.
    let lefts: Vec<u32> = geometry
        .left_row_sets()
        .into_iter()
        .skip(shard.index as usize)
        .step_by(shard.of as usize)
        .collect();
    // The bands' sets of rows, the south's first (for odd n it is the larger band).
    let sets = geometry.band_row_sets();
    let (next_set, built, done) = (
        AtomicUsize::new(0),
        Mutex::new(Vec::new()),
        AtomicUsize::new(0),
    );
    let (board, next) = (OnceLock::new(), AtomicUsize::new(0));
    // Each worker builds the next set of rows until none is left, then, the
    // board complete (put together by the first worker), joins the next row
    // split until none is left. One crew for both steps, waiting between them
    // without sleeping: a virtual CPU left idle can take milliseconds to wake.
    let work = |first: bool| {
        while let Some(&(band, rows)) = sets.get(next_set.fetch_add(1, Ordering::Relaxed)) {
            let set = geometry.row_set(band, rows);
            built
                .lock()
                .expect("worker panicked")
                .push((band, rows, set));
            done.fetch_add(1, Ordering::Release);
        }
        let board = loop {
            if first && done.load(Ordering::Acquire) == sets.len() {
                let built = std::mem::take(&mut *built.lock().expect("worker panicked"));
                break board.get_or_init(|| geometry.with_row_sets(built));
            }
            if let Some(board) = board.get() {
                break board;
            }
            thread::yield_now();
        };
        kernel.join_all(board, &lefts, &next)
    };
    if threads <= 1 {
        return work(true);
    }
    thread::scope(|s| {
        let helpers: Vec<_> = (1..threads).map(|_| s.spawn(|| work(false))).collect();
        let own = work(true);
        own + helpers
            .into_iter()
            .map(|h| h.join().expect("worker panicked"))
            .sum::<u64>()
    })
}

/// The textbook bitmask search, for boards too small to cut (n < 4).
fn plain_count(n: u32) -> u64 {
    fn go(all: u32, cols: u32, ld: u32, rd: u32) -> u64 {
        if cols == all {
            return 1;
        }
        let (mut free, mut total) = (all & !(cols | ld | rd), 0);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            total += go(all, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
        }
        total
    }
    go((1 << n) - 1, 0, 0, 0)
}

/// Every partial placement on a band of rows of the left half (at most one
/// queen per row and per column, none attacking another), grouped by the rows
/// and columns it uses, each stored as its diagonal word (see [`Board`]):
/// `sets[rows]` holds those on the band's rows of the set `rows`.
#[derive(Default)]
struct Band {
    sets: Vec<RowSet>,
}

/// The placements of a band on one set of rows, by the columns they use.
#[derive(Default)]
struct RowSet {
    /// `start[c]..start[c + 1]`: the placements on the set of columns `c`.
    start: Vec<u32>,
    /// `start[c]..clean[c]`: those with no queen on a long diagonal of the board.
    clean: Vec<u32>,
    words: Vec<u64>,
}

/// The board cut into a left half (columns `0..h`, h = ⌊n/2⌋), for odd n a
/// middle column `h`, and a right half, the mirror image of a left half; and
/// the two bands of the left half, rows `0..h` (north) and `h..n` (south).
///
/// A diagonal word holds the diagonals that can join the two halves, the
/// window: r + c, and r − c + n − 1 for main diagonals, from h to h + p − 1,
/// p = n − 1 for even n; for odd n p = n, the window adding the diagonals
/// through the middle column's top and bottom squares. Anti-diagonals sit in
/// bits `0..q`, main diagonals in `q..2q` (q = p − 1), at their place in the
/// window, one lower past the long diagonal (r + c = n − 1, r = c): that one
/// gets a bit of its own, `2q` (anti) or `2q + 1` (main). The mirror image
/// turns anti-diagonal i of the window into main diagonal i, so it swaps the
/// two halves of the low `2q` bits.
struct Board {
    n: usize,
    h: usize,
    q: usize,
    north: Band,
    south: Band,
}

impl Board {
    /// The board's measures, with empty bands.
    fn geometry(n: usize) -> Board {
        let h = n / 2;
        Board {
            n,
            h,
            q: if n % 2 == 1 { 2 * h } else { 2 * h - 2 },
            north: Band::default(),
            south: Band::default(),
        }
    }

    /// The board with its bands, built on this thread.
    #[cfg(test)]
    fn new(n: usize) -> Board {
        let geometry = Board::geometry(n);
        let sets = geometry.band_row_sets().into_iter();
        let built = sets.map(|(band, rows)| (band, rows, geometry.row_set(band, rows)));
        geometry.with_row_sets(built.collect())
    }

    /// Every set of rows of each band, as (band, rows): band 0 is the north
    /// (rows `0..h`), 1 the south (rows `h..n`); the south's come first.
    fn band_row_sets(&self) -> Vec<(usize, u32)> {
        let rows = [self.h, self.n - self.h];
        (0..2)
            .rev()
            .flat_map(|band| (0..1 << rows[band]).map(move |set| (band, set)))
            .collect()
    }

    /// The board with the bands made of `built`, every (band, rows, set) of [`Board::band_row_sets`].
    fn with_row_sets(&self, built: Vec<(usize, u32, RowSet)>) -> Board {
        let mut bands = [self.h, self.n - self.h].map(|rows| Band {
            sets: (0..1 << rows).map(|_| RowSet::default()).collect(),
        });
        for (band, rows, set) in built {
            bands[band].sets[rows as usize] = set;
        }
        let [north, south] = bands;
        Board {
            north,
            south,
            ..*self
        }
    }

    /// Bits `2q` and `2q + 1`: a queen on a long diagonal.
    fn long_diagonals(&self) -> u64 {
        3 << (2 * self.q)
    }

    /// The word of the diagonals at window places `anti` and `main` (bit i: place i).
    fn word(&self, anti: u64, main: u64) -> u64 {
        // The long diagonals, r + c = n − 1 and r − c + n − 1 = n − 1, sit at place n − 1 − h.
        let (q, long) = (self.q, self.h - 1 + self.n % 2);
        let below = (1 << long) - 1;
        let fold = |x: u64| (x & below) | (x >> 1 & !below & ((1 << q) - 1));
        fold(anti)
            | fold(main) << q
            | (anti >> long & 1) << (2 * q)
            | (main >> long & 1) << (2 * q + 1)
    }

    /// The word of the middle column's queen in row `row` (odd n).
    fn middle(&self, row: usize) -> u64 {
        self.word(1 << row, 1 << row)
    }

    /// The mirror image of a left-half word, without its long diagonals.
    #[inline(always)]
    fn mirror(&self, word: u64) -> u64 {
        let half = (1 << self.q) - 1;
        (word >> self.q & half) | (word & half) << self.q
    }

    /// The word of a placement on the band from board row `top`, by its local
    /// diagonals: square (r, c) of the band lies on r + c and r − c + h − 1.
    #[inline(always)]
    fn band_word(&self, top: usize, anti: u32, main: u32) -> u64 {
        let (n, h, p) = (self.n as isize, self.h as isize, self.q as isize + 1);
        let place = |local: u32, by: isize| {
            let x = local as u64;
            (if by >= 0 { x << by } else { x >> -by }) & ((1 << p) - 1)
        };
        let top = top as isize;
        self.word(place(anti, top - h), place(main, top + n - 2 * h))
    }

    /// The placements of band `band` (0: north, 1: south) on its rows of the
    /// set `rows`: every one by a depth-first search, counted first so that
    /// each one goes where it belongs.
    fn row_set(&self, band: usize, rows: u32) -> RowSet {
        let (h, long, top) = (self.h, self.long_diagonals(), band * self.h);
        let buckets = 1 << h;
        let (mut start, mut dirty) = (vec![0u32; buckets + 1], vec![0u32; buckets]);
        search(rows, h, &mut |columns, anti, main| {
            start[columns + 1] += 1;
            dirty[columns] += (self.band_word(top, anti, main) & long != 0) as u32;
        });
        for b in 0..buckets {
            start[b + 1] += start[b];
        }
        let clean: Vec<u32> = (0..buckets).map(|b| start[b + 1] - dirty[b]).collect();
        // Clean placements fill each bucket from its start, the others from `clean`.
        let (mut next_clean, mut next_dirty) = (start[..buckets].to_vec(), clean.clone());
        let mut words = vec![0; start[buckets] as usize];
        search(rows, h, &mut |columns, anti, main| {
            let w = self.band_word(top, anti, main);
            let slot = match w & long {
                0 => &mut next_clean[columns],
                _ => &mut next_dirty[columns],
            };
            words[*slot as usize] = w;
            *slot += 1;
        });
        RowSet {
            start,
            clean,
            words,
        }
    }

    /// The left halves' row sets to search: h of the n rows, one set of each
    /// pair that a top-to-bottom flip swaps, in colex order.
    fn left_row_sets(&self) -> Vec<u32> {
        let mut sets = Vec::new();
        let mut rows: u32 = (1 << self.h) - 1;
        while rows < 1 << self.n {
            if reverse(rows, self.n) >= rows {
                sets.push(rows);
            }
            rows = next_subset(rows);
        }
        sets
    }

    /// Appends the word of every placement of h queens in the left half, one
    /// in each row of `rows` and none on a diagonal in `forbid`, to the list
    /// `into[k]` of `out`, k being its number of queens on a long diagonal
    /// (0, 1 or 2; `None`: not wanted). Each is a north placement with a south
    /// one on the other columns, for every way to share the columns, that do
    /// not attack each other (all their common diagonals are in the window).
    #[inline(always)]
    fn left_halves(&self, rows: u32, forbid: u64, into: [Option<usize>; 3], out: &mut [Words; 3]) {
        let h = self.h;
        let all = (1u32 << h) - 1;
        let (north_rows, south_rows) = ((rows & all) as usize, (rows >> h) as usize);
        let k = (rows & all).count_ones();
        let (north, south) = (&self.north.sets[north_rows], &self.south.sets[south_rows]);
        // Slices held here, not read again through the sets after each store.
        let (north_start, north_clean, north_words) =
            (&north.start[..], &north.clean[..], &north.words[..]);
        let (south_start, south_clean, south_words) =
            (&south.start[..], &south.clean[..], &south.words[..]);
        // The north's columns: every k of the h, in colex order.
        let mut columns: u32 = (1 << k) - 1;
        while columns <= all {
            let (nb, sb) = (columns as usize, (all ^ columns) as usize);
            let [n0, n1, n2] =
                [north_start[nb], north_clean[nb], north_start[nb + 1]].map(|i| i as usize);
            let [s0, s1, s2] =
                [south_start[sb], south_clean[sb], south_start[sb + 1]].map(|i| i as usize);
            // Clean placements come first in a bucket, those on a long diagonal after.
            let parts = [
                (n0..n1, s0..s1, 0),
                (n0..n1, s1..s2, 1),
                (n1..n2, s0..s1, 1),
                (n1..n2, s1..s2, 2),
            ];
            for (xs, ys, long) in parts {
                if let Some(list) = into[long] {
                    pairs(&north_words[xs], &south_words[ys], forbid, &mut out[list]);
                }
            }
            if k == 0 {
                break;
            }
            columns = next_subset(columns);
        }
    }

    /// Solutions whose left half has its queens in `left` rows, counted with
    /// the weights of the board's symmetries (see the Approach).
    #[inline(always)]
    fn join<const SIMD: bool, const CHUNKS: usize, const BITS: usize>(
        &self,
        left: u32,
        s: &mut Scratch,
    ) -> u64 {
        let (n, h) = (self.n, self.h);
        // The clean left halves, cut into blocks of byte planes, one byte per chunk.
        s.lefts[0].clear();
        self.left_halves(left, 0, [Some(0), None, None], &mut s.lefts);
        let lefts = s.lefts[0].as_slice();
        s.planes.clear();
        s.planes
            .resize(lefts.len().div_ceil(BLOCK) * CHUNKS * BLOCK, 0);
        for (i, &word) in lefts.iter().enumerate() {
            let at = (i / BLOCK * CHUNKS) * BLOCK + i % BLOCK;
            for c in 0..CHUNKS {
                s.planes[at + c * BLOCK] = (word >> (c * BITS)) as u8;
            }
        }
        // The right halves, mirror images of left halves, by weight.
        for list in &mut s.rights {
            list.clear();
        }
        let rest = !left & ((1 << n) - 1);
        if n % 2 == 0 {
            self.right_halves(
                rest,
                0,
                0,
                weight_without_long(left, n, None),
                &mut s.rights,
            );
        } else {
            // The middle column's queen in each free row, the rest in the right half.
            let mut rows = rest;
            while rows != 0 {
                let row = rows.trailing_zeros() as usize;
                rows &= rows - 1;
                let (forbid, seen) = match row == h {
                    // The centre: on both long diagonals, which no clean left half touches.
                    true => (self.long_diagonals(), 0),
                    false => (self.middle(row), self.middle(row)),
                };
                let weight = weight_without_long(left, n, Some(row));
                self.right_halves(rest & !(1 << row), forbid, seen, weight, &mut s.rights);
            }
        }
        // Every left half against every right half, a block of left halves at a time.
        let mut sum = 0;
        for (b, planes) in s.planes.chunks(CHUNKS * BLOCK).enumerate() {
            let len = (lefts.len() - b * BLOCK).min(BLOCK);
            build_table::<CHUNKS, BITS>(planes, len, &mut s.table);
            for (doubling, rights) in s.rights.iter().enumerate() {
                sum += count_block::<SIMD, CHUNKS, BITS>(&s.table, rights.as_slice()) << doubling;
            }
        }
        let flipped = reverse(left, n) != left;
        sum << flipped as u32
    }

    /// Adds the right halves in `rows` to `rights[d]`, d = log2 of their weight:
    /// mirror images of left halves, avoiding `forbid`, with `seen` added. Each
    /// queen on a long diagonal doubles the weight; with none it is `without_long`.
    #[inline(always)]
    fn right_halves(
        &self,
        rows: u32,
        forbid: u64,
        seen: u64,
        without_long: u64,
        rights: &mut [Words; 3],
    ) {
        let from = rights.each_ref().map(|list| list.len);
        let clean = match without_long {
            0 => None,
            w => Some(w as usize >> 1),
        };
        self.left_halves(rows, forbid, [clean, Some(1), Some(2)], rights);
        for (list, from) in rights.iter_mut().zip(from) {
            for word in &mut list.data[from..list.len] {
                *word = self.mirror(*word) | seen;
            }
        }
    }
}

/// Appends every `x | y` of `xs` × `ys` with no common bit, nor a bit of `forbid`.
#[inline(always)]
fn pairs(xs: &[u64], ys: &[u64], forbid: u64, out: &mut Words) {
    out.reserve(xs.len() * ys.len());
    let (buffer, mut len) = (&mut out.data[..], out.len);
    for &x in xs {
        if x & forbid == 0 {
            // Write every pair, keep those that fit: no branch to mispredict.
            for &y in ys {
                buffer[len] = x | y;
                len += ((x & y) | (y & forbid) == 0) as usize;
            }
        }
    }
    out.len = len;
}

/// Every placement on the rows of `used_rows` of `cols` columns, one queen in
/// each: `found(columns, anti-diagonals, main diagonals)`, square (r, c)
/// lying on local diagonals r + c and r − c + cols − 1.
fn search(used_rows: u32, cols: usize, found: &mut impl FnMut(usize, u32, u32)) {
    /// A partial placement up to row `row`; `down`, `up`: the columns its
    /// queens attack there along main and anti-diagonals.
    struct State {
        row: usize,
        used_cols: u32,
        down: u32,
        up: u32,
        anti: u32,
        main: u32,
    }
    /// Places a queen in each row of `rest` below `s.row`, one row at a time.
    fn go(cols: usize, rest: u32, s: State, found: &mut impl FnMut(usize, u32, u32)) {
        if rest == 0 {
            return found(s.used_cols as usize, s.anti, s.main);
        }
        let r = rest.trailing_zeros() as usize;
        let (down, up) = (s.down << (r - s.row), s.up >> (r - s.row));
        let mut free = !(s.used_cols | down | up) & ((1 << cols) - 1);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let c = bit.trailing_zeros() as usize;
            let placed = State {
                row: r,
                used_cols: s.used_cols | bit,
                down: down | bit,
                up: up | bit,
                anti: s.anti | 1 << (r + c),
                main: s.main | 1 << (r + cols - 1 - c),
            };
            go(cols, rest & (rest - 1), placed, found);
        }
    }
    let empty = State {
        row: 0,
        used_cols: 0,
        down: 0,
        up: 0,
        anti: 0,
        main: 0,
    };
    go(cols, used_rows, empty, found);
}

/// `rows` (an `n`-bit set) upside down.
fn reverse(rows: u32, n: usize) -> u32 {
    rows.reverse_bits() >> (32 - n)
}

/// The next larger set with as many members (Gosper's hack); `set` must not be empty.
fn next_subset(set: u32) -> u32 {
    let low = set & set.wrapping_neg();
    let ripple = set + low;
    ripple | (((set ^ ripple) >> 2) / low)
}

/// The weight, 0, 1 or 2, of the solutions with no queen on a long diagonal
/// outside the centre, whose left half uses `left` rows and whose middle
/// column (odd n) has its queen in row `middle`. The left-right mirror maps
/// them one to one onto those of the complementary split, the top-bottom flip
/// onto the reversed one: of each such family, the first differing row pair
/// (r, n − 1 − r) both in the left half gets 2, both in the right half 0.
fn weight_without_long(left: u32, n: usize, middle: Option<usize>) -> u64 {
    for top in 0..n / 2 {
        let bottom = n - 1 - top;
        if middle == Some(top) || middle == Some(bottom) {
            continue;
        }
        match (left >> top & 1, left >> bottom & 1) {
            (1, 1) => return 2,
            (0, 0) => return 0,
            _ => {}
        }
    }
    1
}

/// A list of words filled without a branch on whether to keep each one: the
/// word is written past the end, which then moves past it only if it is kept.
#[derive(Default)]
struct Words {
    data: Vec<u64>,
    len: usize,
}

impl Words {
    fn clear(&mut self) {
        self.len = 0;
    }

    /// Room for `more` words past the end.
    fn reserve(&mut self, more: usize) {
        if self.data.len() < self.len + more {
            self.data
                .resize((self.len + more).max(2 * self.data.len()), 0);
        }
    }

    fn as_slice(&self) -> &[u64] {
        &self.data[..self.len]
    }
}

/// One worker's buffers, reused from one row split to the next.
#[derive(Default)]
struct Scratch {
    /// Clean left halves (the first list; the others stay empty).
    lefts: [Words; 3],
    /// Left halves as byte planes: per block, `CHUNKS` planes of `BLOCK` bytes.
    planes: Vec<u8>,
    /// Right halves of weight 1, 2 and 4.
    rights: [Words; 3],
    table: Vec<Lanes>,
}

/// Left halves matched at once: one bit each in a [`Lanes`].
const BLOCK: usize = 256;

/// 256 bits, one per left half of a block; kept as four words so that the
/// compiler maps each operation on them to one vector instruction when it may.
type Lanes = [u64; 4];

#[inline(always)]
fn and(a: Lanes, b: Lanes) -> Lanes {
    [a[0] & b[0], a[1] & b[1], a[2] & b[2], a[3] & b[3]]
}

/// The table of a block: entry `c << BITS | v` holds the left halves whose
/// chunk `c` (bits `c·BITS..`) shares no bit with `v`. Built from the chunk's
/// one-bit entries, each the transpose of that bit across the block.
#[inline(always)]
fn build_table<const CHUNKS: usize, const BITS: usize>(
    planes: &[u8],
    len: usize,
    table: &mut Vec<Lanes>,
) {
    let mut valid = [0u64; 4];
    for (i, lane) in valid.iter_mut().enumerate() {
        let bits = len.saturating_sub(64 * i).min(64);
        *lane = if bits == 64 { !0 } else { (1 << bits) - 1 };
    }
    table.resize(CHUNKS << BITS, [0; 4]);
    for (c, plane) in planes.chunks_exact(BLOCK).enumerate() {
        // has[b]: the left halves with bit b in this chunk.
        let mut has = [[0u64; 4]; 8];
        for (g, bytes) in plane.chunks_exact(8).enumerate() {
            let t = transpose8(u64::from_le_bytes(bytes.try_into().expect("8 bytes")));
            for (b, lanes) in has.iter_mut().enumerate().take(BITS) {
                lanes[g / 8] |= (t >> (8 * b) & 0xff) << (8 * (g % 8));
            }
        }
        let entries = &mut table[c << BITS..(c + 1) << BITS];
        entries[0] = valid;
        for v in 1..1 << BITS {
            let without = has[(v as u32).trailing_zeros() as usize].map(|x| !x);
            entries[v] = and(entries[v & (v - 1)], without);
        }
    }
}

/// The 8 × 8 bit matrix in `x` (row i: byte i) transposed: bit j of byte i
/// becomes bit i of byte j.
#[inline(always)]
fn transpose8(mut x: u64) -> u64 {
    let mut t = (x ^ (x >> 7)) & 0x00AA_00AA_00AA_00AA;
    x ^= t ^ (t << 7);
    t = (x ^ (x >> 14)) & 0x0000_CCCC_0000_CCCC;
    x ^= t ^ (t << 14);
    t = (x ^ (x >> 28)) & 0x0000_0000_F0F0_F0F0;
    x ^ t ^ (t << 28)
}

/// The left halves of the block that share no diagonal with `word`.
#[inline(always)]
fn disjoint<const CHUNKS: usize, const BITS: usize>(table: &[Lanes], word: u64) -> Lanes {
    let mask = (1 << BITS) - 1;
    let mut lanes = table[word as usize & mask];
    for c in 1..CHUNKS {
        lanes = and(
            lanes,
            table[c << BITS | (word >> (c * BITS)) as usize & mask],
        );
    }
    lanes
}

/// Pairs of a left half of the block and a right half of `rights` that share
/// no diagonal. The 256-bit answers are summed bit-wise in a carry-save adder
/// (Harley–Seal), so only one in eight is counted bit by bit.
#[inline(always)]
fn count_disjoint<const CHUNKS: usize, const BITS: usize>(table: &[Lanes], rights: &[u64]) -> u64 {
    #[inline(always)]
    fn add(a: Lanes, b: Lanes, c: Lanes) -> (Lanes, Lanes) {
        let mut carry = [0; 4];
        let mut sum = [0; 4];
        for i in 0..4 {
            let u = a[i] ^ b[i];
            carry[i] = (a[i] & b[i]) | (u & c[i]);
            sum[i] = u ^ c[i];
        }
        (carry, sum)
    }
    let ones_of = |x: Lanes| x.iter().map(|w| w.count_ones() as u64).sum::<u64>();
    let probe = |w: u64| disjoint::<CHUNKS, BITS>(table, w);
    let (mut ones, mut twos, mut fours, mut total) = ([0; 4], [0; 4], [0; 4], 0);
    let mut groups = rights.chunks_exact(8);
    for g in &mut groups {
        let (two_a, o) = add(ones, probe(g[0]), probe(g[1]));
        let (two_b, o) = add(o, probe(g[2]), probe(g[3]));
        let (four_a, t) = add(twos, two_a, two_b);
        let (two_a, o) = add(o, probe(g[4]), probe(g[5]));
        let (two_b, o) = add(o, probe(g[6]), probe(g[7]));
        let (four_b, t) = add(t, two_a, two_b);
        let (eights, f) = add(fours, four_a, four_b);
        (ones, twos, fours) = (o, t, f);
        total += 8 * ones_of(eights);
    }
    total += 4 * ones_of(fours) + 2 * ones_of(twos) + ones_of(ones);
    total
        + groups
            .remainder()
            .iter()
            .map(|&w| ones_of(probe(w)))
            .sum::<u64>()
}

/// [`count_disjoint`], with AVX2 instructions written out when `SIMD` is set.
#[inline(always)]
fn count_block<const SIMD: bool, const CHUNKS: usize, const BITS: usize>(
    table: &[Lanes],
    rights: &[u64],
) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if SIMD {
        // SAFETY: `SIMD` is only set under `join_all_avx2`, which requires AVX2.
        return unsafe { avx2::count_disjoint::<CHUNKS, BITS>(table, rights) };
    }
    count_disjoint::<CHUNKS, BITS>(table, rights)
}

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use super::Lanes;
    use std::arch::x86_64::*;

    /// [`super::count_disjoint`] in AVX2: the bits of each answer are counted per
    /// byte (a 16-entry lookup per half byte) and the byte counts summed over
    /// up to 31 answers (at most 8 each) before they are added up.
    #[target_feature(enable = "avx2")]
    pub unsafe fn count_disjoint<const CHUNKS: usize, const BITS: usize>(
        table: &[Lanes],
        rights: &[u64],
    ) -> u64 {
        assert!(table.len() >= CHUNKS << BITS);
        let base = table.as_ptr() as *const __m256i;
        let mask = (1 << BITS) - 1;
        let nibble = _mm256_setr_epi8(
            0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2,
            3, 3, 4,
        );
        let low = _mm256_set1_epi8(0x0f);
        let mut total = _mm256_setzero_si256();
        for group in rights.chunks(31) {
            let mut bytes = _mm256_setzero_si256();
            for &word in group {
                // Entry `c << BITS | v` with v < 2^BITS: inside the table, as asserted.
                let mut lanes = _mm256_loadu_si256(base.add(word as usize & mask));
                for c in 1..CHUNKS {
                    let entry = base.add(c << BITS | (word >> (c * BITS)) as usize & mask);
                    lanes = _mm256_and_si256(lanes, _mm256_loadu_si256(entry));
                }
                let lo = _mm256_shuffle_epi8(nibble, _mm256_and_si256(lanes, low));
                let hi =
                    _mm256_shuffle_epi8(nibble, _mm256_and_si256(_mm256_srli_epi16(lanes, 4), low));
                bytes = _mm256_add_epi8(bytes, _mm256_add_epi8(lo, hi));
            }
            total = _mm256_add_epi64(total, _mm256_sad_epu8(bytes, _mm256_setzero_si256()));
        }
        let mut sums = [0u64; 4];
        _mm256_storeu_si256(sums.as_mut_ptr() as *mut __m256i, total);
        sums.iter().sum()
    }
}

/// How the matching is compiled: for any x86-64 or other CPU, or with AVX2
/// (and the bit instructions that come with it) when the CPU has them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kernel {
    Portable,
    #[cfg(target_arch = "x86_64")]
    Avx2,
}

impl Kernel {
    fn detect() -> Kernel {
        #[cfg(target_arch = "x86_64")]
        if is_x86_feature_detected!("avx2")
            && is_x86_feature_detected!("bmi1")
            && is_x86_feature_detected!("bmi2")
            && is_x86_feature_detected!("lzcnt")
            && is_x86_feature_detected!("popcnt")
        {
            return Kernel::Avx2;
        }
        Kernel::Portable
    }

    /// Joins the row splits `lefts[next..]`, taking the next one until none is left.
    fn join_all(self, board: &Board, lefts: &[u32], next: &AtomicUsize) -> u64 {
        match self {
            Kernel::Portable => join_all::<false>(board, lefts, next),
            #[cfg(target_arch = "x86_64")]
            // SAFETY: `detect` found every feature that `join_all_avx2` enables.
            Kernel::Avx2 => unsafe { join_all_avx2(board, lefts, next) },
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
unsafe fn join_all_avx2(board: &Board, lefts: &[u32], next: &AtomicUsize) -> u64 {
    join_all::<true>(board, lefts, next)
}

/// The `2q` bits of a word cut into chunks of 8 bits (of 4 for small boards,
/// whose blocks are nearly empty: their tables stay small).
#[inline(always)]
fn join_all<const SIMD: bool>(board: &Board, lefts: &[u32], next: &AtomicUsize) -> u64 {
    let bits = 2 * board.q;
    match (bits, board.n) {
        (_, ..=12) => join_each::<SIMD, 6, 4>(board, lefts, next),
        (..=24, _) => join_each::<SIMD, 3, 8>(board, lefts, next),
        (..=32, _) => join_each::<SIMD, 4, 8>(board, lefts, next),
        (..=40, _) => join_each::<SIMD, 5, 8>(board, lefts, next),
        _ => join_each::<SIMD, 6, 8>(board, lefts, next),
    }
}

#[inline(always)]
fn join_each<const SIMD: bool, const CHUNKS: usize, const BITS: usize>(
    board: &Board,
    lefts: &[u32],
    next: &AtomicUsize,
) -> u64 {
    let mut scratch = Scratch::default();
    let mut total = 0;
    while let Some(&left) = lefts.get(next.fetch_add(1, Ordering::Relaxed)) {
        total += board.join::<SIMD, CHUNKS, BITS>(left, &mut scratch);
    }
    total
}

/// The command line beyond the judge's use: `--threads T`, `--shard K/M`.
#[derive(Debug, PartialEq, Eq)]
struct Options {
    threads: Option<usize>,
    shard: Shard,
}

/// Reads the options, or says what was wrong and what is accepted.
fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        threads: None,
        shard: WHOLE,
    };
    let (mut seen_threads, mut seen_shard) = (false, false);
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let mut value = || {
            args.next()
                .map(|v| v.as_str())
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        match flag.as_str() {
            "--threads" if !seen_threads => {
                seen_threads = true;
                let v = value()?;
                match v.parse::<usize>() {
                    Ok(t) if (1..=1024).contains(&t) => options.threads = Some(t),
                    _ => {
                        return Err(format!(
                            "--threads {v:?}: expected an integer T with 1 <= T <= 1024"
                        ))
                    }
                }
            }
            "--shard" if !seen_shard => {
                seen_shard = true;
                let v = value()?;
                let parsed = v
                    .split_once('/')
                    .and_then(|(k, m)| Some((k.parse::<u32>().ok()?, m.parse::<u32>().ok()?)));
                match parsed {
                    Some((index, of)) if index < of => options.shard = Shard { index, of },
                    _ => {
                        return Err(format!(
                            "--shard {v:?}: expected K/M with integers 0 <= K < M"
                        ))
                    }
                }
            }
            "--threads" | "--shard" => return Err(format!("{flag} given twice")),
            other => {
                return Err(format!(
                    "unknown argument {other:?}: expected --threads T or --shard K/M"
                ))
            }
        }
    }
    Ok(options)
}

/// Reads the one integer N from `input`, or says what was wrong and what is accepted.
fn parse_n(input: &str, max: u64) -> Result<u64, String> {
    let accepted = format!("expected one integer N with 1 <= N <= {max}");
    let mut tokens = input.split_whitespace();
    let Some(token) = tokens.next() else {
        return Err(format!("empty input: {accepted}"));
    };
    let shown: String = token.chars().take(24).collect();
    if tokens.next().is_some() {
        return Err(format!("unexpected input after N = {shown}: {accepted}"));
    }
    let digits = token.strip_prefix(['-', '+']).unwrap_or(token);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("{shown:?} is not an integer: {accepted}"));
    }
    match token.parse::<u64>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(format!("N = {shown} is out of range: {accepted}")),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut input = Vec::new();
    let parsed = parse_options(&args).and_then(|options| {
        io::stdin()
            .read_to_end(&mut input)
            .map_err(|e| format!("cannot read stdin: {e}"))?;
        let n = parse_n(&String::from_utf8_lossy(&input), MAX_N)?;
        Ok((n as u32, options))
    });
    let (n, options) = match parsed {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("boj9663: {message}");
            std::process::exit(2);
        }
    };
    let threads = options.threads.unwrap_or_else(|| default_threads(n));
    let count = count_shard(n, options.shard, threads);
    let mut out = BufWriter::new(io::stdout().lock());
    if writeln!(out, "{count}").and_then(|_| out.flush()).is_err() {
        std::process::exit(1);
    }
}
// ---- submit: end ----

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// OEIS A000170, n = 1..=16: the published counts, used only as expectations.
    const A000170: [u64; 16] = [
        1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
    ];

    /// Row by row, with sets of used columns and diagonals: every placement,
    /// as the queen's column in each row.
    fn naive_solutions(n: u32) -> Vec<Vec<u32>> {
        fn go(
            n: i32,
            queens: &mut Vec<i32>,
            used: &mut [HashSet<i32>; 3],
            out: &mut Vec<Vec<u32>>,
        ) {
            let row = queens.len() as i32;
            if row == n {
                out.push(queens.iter().map(|&c| c as u32).collect());
                return;
            }
            for col in 0..n {
                let keys = [col, row + col, row - col];
                if keys.iter().zip(used.iter()).any(|(k, set)| set.contains(k)) {
                    continue;
                }
                keys.iter().zip(used.iter_mut()).for_each(|(k, s)| {
                    s.insert(*k);
                });
                queens.push(col);
                go(n, queens, used, out);
                queens.pop();
                keys.iter().zip(used.iter_mut()).for_each(|(k, s)| {
                    s.remove(k);
                });
            }
        }
        let mut out = Vec::new();
        go(n as i32, &mut Vec::new(), &mut Default::default(), &mut out);
        out
    }

    /// A tiny xorshift generator, for repeatable random tests.
    fn random(seed: &mut u64) -> u64 {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    }

    #[test]
    fn sample_eight_queens_have_92_placements() {
        assert_eq!(count_n_queens(8), 92);
    }

    #[test]
    fn fast_path_matches_the_naive_reference() {
        for n in 1..=10 {
            assert_eq!(
                count_n_queens(n),
                naive_solutions(n).len() as u64,
                "n = {n}"
            );
        }
    }

    #[test]
    fn counts_match_oeis_a000170_up_to_16() {
        for (i, &expected) in A000170.iter().enumerate() {
            assert_eq!(count_n_queens(i as u32 + 1), expected, "n = {}", i + 1);
        }
    }

    #[test]
    #[ignore = "slow: about 7 s on one core in release, far more unoptimised"]
    fn counts_match_oeis_a000170_for_17_and_18() {
        for (n, expected) in [(17, 95815104), (18, 666090624)] {
            assert_eq!(count_n_queens(n), expected, "n = {n}");
        }
    }

    #[test]
    fn the_count_does_not_depend_on_the_number_of_threads() {
        for n in [1, 5, 8, 11, 12, 13] {
            let one = count_n_queens_on(n, 1);
            for threads in 2..=4 {
                assert_eq!(
                    count_n_queens_on(n, threads),
                    one,
                    "n = {n}, {threads} threads"
                );
            }
        }
    }

    #[test]
    fn every_shard_split_sums_to_the_total() {
        for n in [1, 3, 4, 7, 12, 13] {
            let total = count_n_queens_on(n, 1);
            for of in 1..=8 {
                let parts: u64 = (0..of)
                    .map(|index| count_shard(n, Shard { index, of }, 1))
                    .sum();
                assert_eq!(parts, total, "n = {n}, {of} parts");
            }
        }
    }

    #[test]
    fn the_portable_kernel_counts_as_the_detected_one() {
        for n in 4..=14 {
            let detected = count_shard_with(n, WHOLE, 1, Kernel::detect());
            assert_eq!(
                count_shard_with(n, WHOLE, 1, Kernel::Portable),
                detected,
                "n = {n}"
            );
        }
    }

    /// The word of a set of queens given as (row, column), straight from the definition.
    fn word_of(board: &Board, queens: &[(usize, usize)]) -> u64 {
        let (n, h) = (board.n, board.h);
        let (mut anti, mut main) = (0, 0);
        for &(r, c) in queens {
            let (a, d) = (r + c, r + n - 1 - c);
            if (h..=h + board.q).contains(&a) {
                anti |= 1 << (a - h);
            }
            if (h..=h + board.q).contains(&d) {
                main |= 1 << (d - h);
            }
        }
        board.word(anti, main)
    }

    #[test]
    fn left_halves_are_every_placement_of_their_rows() {
        for n in 4..=9 {
            let board = Board::new(n);
            let h = board.h;
            // Every set of h rows, with every way to give them the h columns.
            let mut rows: u32 = (1 << h) - 1;
            while rows < 1 << n {
                let chosen: Vec<usize> = (0..n).filter(|r| rows >> r & 1 == 1).collect();
                let mut expected = Vec::new();
                let mut columns: Vec<usize> = (0..h).collect();
                permutations(&mut columns, 0, &mut |cols| {
                    let queens: Vec<(usize, usize)> =
                        chosen.iter().copied().zip(cols.iter().copied()).collect();
                    let attack = |&(r1, c1): &(usize, usize), &(r2, c2): &(usize, usize)| {
                        r1.abs_diff(r2) == c1.abs_diff(c2)
                    };
                    let fine = queens
                        .iter()
                        .enumerate()
                        .all(|(i, a)| queens[i + 1..].iter().all(|b| !attack(a, b)));
                    if fine {
                        expected.push(word_of(&board, &queens));
                    }
                });
                let mut lists: [Words; 3] = Default::default();
                board.left_halves(rows, 0, [Some(0), Some(1), Some(2)], &mut lists);
                let mut got = Vec::new();
                for (long, list) in lists.iter().enumerate() {
                    for &word in list.as_slice() {
                        assert_eq!(
                            (word >> (2 * board.q)).count_ones() as usize,
                            long,
                            "n = {n}"
                        );
                        got.push(word);
                    }
                }
                expected.sort_unstable();
                got.sort_unstable();
                assert_eq!(got, expected, "n = {n}, rows {rows:b}");
                rows = next_subset(rows);
            }
        }
    }

    fn permutations(items: &mut Vec<usize>, k: usize, visit: &mut impl FnMut(&[usize])) {
        if k == items.len() {
            return visit(items);
        }
        for i in k..items.len() {
            items.swap(k, i);
            permutations(items, k + 1, visit);
            items.swap(k, i);
        }
    }

    #[test]
    fn the_mirror_image_of_a_word_is_the_word_of_the_mirrored_queens() {
        for n in 4..=11 {
            let board = Board::new(n);
            for r in 0..n {
                for c in 0..n {
                    let word = word_of(&board, &[(r, c)]);
                    let mirrored = word_of(&board, &[(r, n - 1 - c)]);
                    let low = (1 << (2 * board.q)) - 1;
                    assert_eq!(board.mirror(word), mirrored & low, "n = {n}, ({r}, {c})");
                }
            }
        }
    }

    #[test]
    fn the_weight_without_long_diagonals_shares_two_between_mirror_images() {
        for n in 4..=12usize {
            let middles: Vec<Option<usize>> = match n % 2 {
                0 => vec![None],
                _ => (0..n).map(Some).collect(),
            };
            for middle in middles {
                let h = n / 2;
                let mut left: u32 = (1 << h) - 1;
                while left < 1 << n {
                    let outside = middle.map_or(0, |m| 1 << m);
                    if left & outside == 0 {
                        let w = weight_without_long(left, n, middle);
                        let right = !left & !outside & ((1 << n) - 1);
                        let flipped = middle.map(|m| n - 1 - m);
                        assert_eq!(weight_without_long(reverse(left, n), n, flipped), w);
                        assert_eq!(weight_without_long(right, n, middle), 2 - w, "{left:b}");
                    }
                    left = next_subset(left);
                }
            }
        }
    }

    #[test]
    fn transpose8_swaps_rows_and_columns() {
        let mut seed = 7;
        for _ in 0..100 {
            let x = random(&mut seed);
            let t = transpose8(x);
            for i in 0..8 {
                for j in 0..8 {
                    assert_eq!(t >> (8 * j + i) & 1, x >> (8 * i + j) & 1);
                }
            }
        }
    }

    #[test]
    fn block_counts_match_pair_by_pair() {
        fn check<const CHUNKS: usize, const BITS: usize>(seed: &mut u64) {
            let bits = CHUNKS * BITS;
            for len in [1, 7, 64, 200, 256] {
                let mask = if bits == 64 { !0 } else { (1u64 << bits) - 1 };
                // Sparse words, so that some pairs are disjoint.
                let sparse = |seed: &mut u64| random(seed) & random(seed) & random(seed) & mask;
                let lefts: Vec<u64> = (0..len).map(|_| sparse(seed)).collect();
                let rights: Vec<u64> = (0..77).map(|_| sparse(seed)).collect();
                let mut planes = vec![0u8; CHUNKS * BLOCK];
                for (i, &w) in lefts.iter().enumerate() {
                    for c in 0..CHUNKS {
                        planes[c * BLOCK + i] = (w >> (c * BITS)) as u8;
                    }
                }
                let mut table = Vec::new();
                build_table::<CHUNKS, BITS>(&planes, len, &mut table);
                let expected = rights
                    .iter()
                    .map(|r| lefts.iter().filter(|&&l| l & r == 0).count() as u64)
                    .sum::<u64>();
                assert_eq!(count_disjoint::<CHUNKS, BITS>(&table, &rights), expected);
                assert_eq!(
                    count_block::<false, CHUNKS, BITS>(&table, &rights),
                    expected
                );
                #[cfg(target_arch = "x86_64")]
                if Kernel::detect() == Kernel::Avx2 {
                    // SAFETY: the CPU has AVX2.
                    assert_eq!(
                        unsafe { avx2::count_disjoint::<CHUNKS, BITS>(&table, &rights) },
                        expected
                    );
                }
            }
        }
        let mut seed = 99;
        check::<6, 4>(&mut seed);
        check::<3, 8>(&mut seed);
        check::<4, 8>(&mut seed);
        check::<6, 8>(&mut seed);
    }

    #[test]
    fn parse_accepts_one_integer_in_range() {
        assert_eq!(parse_n("14\n", MAX_N), Ok(14));
        assert_eq!(parse_n("  +1 ", MAX_N), Ok(1));
        assert_eq!(parse_n("23", MAX_N), Ok(23));
    }

    #[test]
    fn parse_rejects_bad_input_with_the_accepted_range() {
        for bad in [
            "",
            " \n",
            "abc",
            "3.5",
            "0",
            "-3",
            "24",
            "99999999999999999999999",
            "4 5",
        ] {
            let err = parse_n(bad, MAX_N).unwrap_err();
            assert!(err.contains("1 <= N <= 23"), "{bad:?}: {err}");
            assert!(!err.contains('\n'), "{bad:?}: one line, got {err:?}");
        }
    }

    fn options(args: &[&str]) -> Result<Options, String> {
        parse_options(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn options_accept_threads_and_a_shard() {
        let none = Options {
            threads: None,
            shard: WHOLE,
        };
        assert_eq!(options(&[]), Ok(none));
        let both = options(&["--shard", "3/8", "--threads", "2"]).unwrap();
        assert_eq!(
            both,
            Options {
                threads: Some(2),
                shard: Shard { index: 3, of: 8 }
            }
        );
        assert_eq!(options(&["--shard", "0/1"]).unwrap().shard, WHOLE);
    }

    #[test]
    fn options_reject_bad_values_with_one_line() {
        for (bad, expected) in [
            (&["--threads", "0"][..], "1 <= T"),
            (&["--threads", "two"], "1 <= T"),
            (&["--threads", "-1"], "1 <= T"),
            (&["--threads"], "needs a value"),
            (&["--threads", "1", "--threads", "2"], "twice"),
            (&["--shard", "8/8"], "0 <= K < M"),
            (&["--shard", "3"], "0 <= K < M"),
            (&["--shard", "-1/4"], "0 <= K < M"),
            (&["--shard", "1/0"], "0 <= K < M"),
            (&["--shard", "a/b"], "0 <= K < M"),
            (&["--shard"], "needs a value"),
            (&["--parts", "4"], "unknown argument"),
            (&["16"], "unknown argument"),
        ] {
            let err = options(bad).unwrap_err();
            assert!(err.contains(expected), "{bad:?}: {err}");
            assert!(!err.contains('\n'), "{bad:?}: {err:?}");
        }
    }
}
