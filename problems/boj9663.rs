//! # Baekjoon 9663 — N-Queen
//!
//! <https://www.acmicpc.net/problem/9663>
//!
//! ## Problem
//! Count the ways to put N queens on an N × N chessboard so that no two share a
//! row, a column or a diagonal.
//!
//! ## Constraints
//! 1 ≤ N < 15 on the judge. This binary accepts 1 ≤ N ≤ 27 and counts in `u64`
//! (A000170(27) ≈ 2.3 × 10¹⁷; the counts were checked against OEIS up to 20).
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
//! the count, so that they can run as separate jobs (`scripts/count.sh`), and
//! each holds about 1/M of the tables. `--progress` writes the share counted
//! and the time left to stderr: in place at most once a second on a terminal,
//! a line every ten seconds otherwise. `--tables` builds the part's tables,
//! prints their size and the peak resident memory, and stops. A bad option
//! gets one line on stderr and exit status 2, like bad input.
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
//! The halves come from the two bands of the left half, the top h rows
//! (north) and the others (south): every partial placement on a set of a
//! band's rows, by the columns it uses. A left half with rows R is a north
//! and a south part on complementary columns that do not attack each other.
//! A right half is the mirror image of a left half, which swaps the two kinds
//! of diagonals; the left halves are mirrored instead, being fewer.
//!
//! The pairs are counted 256 left halves at a time: a table gives, for each
//! 8-bit chunk value of a right half's word, the left halves whose chunk has
//! no bit in common with it; a right half's answer is the AND of one entry
//! per chunk, and the answers' bits are added up, 256 pairs in a few
//! instructions (written out for AVX2 when the CPU has it). At N = 20 only
//! one pair in 800 fits, so both sides are first sorted by a key of six
//! diagonals, the ones most often set on both: a block of left halves that
//! all have a bit of the key skips every right half that has it too, which
//! leaves a quarter of the probes at N = 20 and half at N = 18–19.
//!
//! The bands are never held whole. A part of a sharded count takes the row
//! splits of some pairs of south row sets {b, b̄} (dealt heaviest first from
//! exact sizes, then the splits likewise), and builds only those south row
//! sets (and, for odd N, the ones a row short, for the middle queen); the
//! splits are grouped by their pair of north row sets {a, ā}, a task, whose
//! north sets the worker that runs it builds and then drops.
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
//! diagonals through its top and bottom squares. There are then about ten
//! times as many right halves as left ones, so a row of the middle queen with
//! many right halves (1024 or more) is joined by itself, against only the
//! left halves its queen allows (about 40 %) and without keys; the other
//! rows' right halves are joined together.
//!
//! With AVX2 (and BMI2), a join whose words have fewer diagonals set on both
//! sides than would fill their chunks keeps only those, gathered to the low
//! bits (PEXT), and probes fewer chunks: at N = 19 at most 32 of 38 bits.
//!
//! On T threads, one crew counts the band sets' sizes, builds the part's
//! south sets, then runs the tasks, largest first, each thread taking the
//! next until none is left; in between it waits without sleeping, since on a
//! virtual machine an idle CPU can take milliseconds to wake.
//!
//! The idea of joining half boards built from quadrant tables, and of
//! weighting by the long diagonals, follows Evgeny Kluev's
//! N-Queens-Count-Sol (C++, MIT); the code here is our own.
//!
//! Time: exponential, 8 to 10 times more per step of N. On one core of the
//! shared 2-core Intel Xeon (2.8 GHz) of issue 20: N = 14 in about 10 ms as a
//! whole process, 16 in 0.09 s, 17 in 0.9 s, 18 in 2.6 s, 19 in 22–27 s, 20 in
//! 1.9 min, 21 in about 23 min (from parts). Memory: the south row sets of
//! the part (8 bytes a placement), a task's north row sets and a row split's
//! lists per thread; peak 2.7 MiB at N = 14, 4 MiB at 16, 12 MiB at 18, 69
//! MiB at 20, 180 MiB at 21, 1.5 GiB at 23 for a whole count, and about 1/M
//! of that for a part of M (see the README).
//!
//! The whole file is the submission: paste everything between the markers.

// ---- submit: begin ----
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::io::{self, BufWriter, IsTerminal, Read, Write};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex, OnceLock};
use std::thread;
use std::time::{Duration, Instant};

/// The largest N this binary accepts: A000170(27) fits a `u64` with room to
/// spare (A000170(29) would not), and a diagonal word of 27 has 54 bits.
const MAX_N: u64 = 27;

/// Part `index` of `of` parts of a count (0 ≤ index < of); the parts sum to the whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: u32,
    pub of: u32,
}

/// The whole count as a single part.
pub const WHOLE: Shard = Shard { index: 0, of: 1 };

/// Number of ways to place `n` non-attacking queens on an `n × n` board, for
/// 1 ≤ n ≤ 27. From n = 16 on the work is shared among the machine's cores;
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
    let quiet = Progress::new(String::new(), None);
    Part::run(n, shard, threads, Kernel::detect(), &quiet, false).count
}

/// What a part did: its count (0 when only its tables were built) and the
/// memory its tables took.
struct Done {
    count: u64,
    tables: Option<TableSizes>,
}

/// The bytes of a part's tables: the south band's row sets, built once, and
/// the largest north working set, which each thread builds for itself.
struct TableSizes {
    south_bytes: u64,
    south_sets: usize,
    south_of: usize,
    north_bytes: u64,
}

/// The crew's shared state for one part: each step is dealt out an item at a
/// time and finished by the first worker, the others waiting without sleeping
/// (on a virtual machine an idle CPU can take milliseconds to wake).
struct Part<'a> {
    board: Board,
    shard: Shard,
    kernel: Kernel,
    progress: &'a Progress,
    /// Every row set a band's queens can take, and how many placements each has.
    band_sets: Vec<u32>,
    sizes: Vec<AtomicU64>,
    plan: OnceLock<Plan>,
    built: Mutex<Vec<(u32, RowSet)>>,
    south: OnceLock<Vec<RowSet>>,
    next: [AtomicUsize; 3],
    done: [AtomicUsize; 2],
}

impl<'a> Part<'a> {
    /// Counts part `shard` of `n` queens (or, with `tables_only`, builds its tables and stops).
    fn run(
        n: u32,
        shard: Shard,
        threads: usize,
        kernel: Kernel,
        progress: &Progress,
        tables_only: bool,
    ) -> Done {
        if n < 4 {
            // Too small to cut into quadrants; the first part holds the whole count.
            let count = if shard.index == 0 { plain_count(n) } else { 0 };
            return Done {
                count,
                tables: None,
            };
        }
        let board = Board::new(n as usize);
        let band_sets = board.band_row_sets();
        let part = Part {
            sizes: band_sets.iter().map(|_| AtomicU64::new(0)).collect(),
            band_sets,
            board,
            shard,
            kernel,
            progress,
            plan: OnceLock::new(),
            built: Mutex::new(Vec::new()),
            south: OnceLock::new(),
            next: Default::default(),
            done: Default::default(),
        };
        let count = progress.watch(|| {
            if threads <= 1 {
                return part.work(true, tables_only);
            }
            thread::scope(|s| {
                let helpers: Vec<_> = (1..threads)
                    .map(|_| s.spawn(|| part.work(false, tables_only)))
                    .collect();
                let own = part.work(true, tables_only);
                own + helpers
                    .into_iter()
                    .map(|h| h.join().expect("worker panicked"))
                    .sum::<u64>()
            })
        });
        let tables = tables_only.then(|| part.table_sizes());
        Done { count, tables }
    }

    /// One worker: sizes of the band row sets, then the south tables, then
    /// the tasks; `first` puts each step's results together.
    fn work(&self, first: bool, tables_only: bool) -> u64 {
        let (board, sets) = (&self.board, &self.band_sets);
        deal(&self.next[0], sets.len(), |i| {
            let size = board.placements(sets[i]);
            self.sizes[i].store(size, Ordering::Relaxed);
            self.done[0].fetch_add(1, Ordering::Release);
        });
        let plan = wait_for(
            &self.plan,
            first,
            || self.done[0].load(Ordering::Acquire) == sets.len(),
            || {
                let sizes = Sizes::new(board, sets, &self.sizes);
                let plan = Plan::new(board, &sizes, self.shard);
                self.progress.tables(plan.south.len());
                plan
            },
        );
        deal(&self.next[1], plan.south.len(), |i| {
            let set = board.row_set(1, plan.south[i]);
            self.built
                .lock()
                .expect("worker panicked")
                .push((plan.south[i], set));
            self.done[1].fetch_add(1, Ordering::Release);
            self.progress.built();
        });
        let south = wait_for(
            &self.south,
            first,
            || self.done[1].load(Ordering::Acquire) == plan.south.len(),
            || {
                let mut south: Vec<RowSet> = (0..1 << board.south_rows())
                    .map(|_| RowSet::default())
                    .collect();
                for (rows, set) in std::mem::take(&mut *self.built.lock().expect("worker panicked"))
                {
                    south[rows as usize] = set;
                }
                self.progress.counting(plan.total);
                south
            },
        );
        if tables_only {
            return 0;
        }
        self.kernel
            .run_tasks(board, plan, south, &self.next[2], self.progress)
    }

    /// The bytes of the south tables as built, and of the largest north
    /// working set, built here once to be sure of it.
    fn table_sizes(&self) -> TableSizes {
        let (plan, south) = (self.plan.get(), self.south.get());
        let (Some(plan), Some(south)) = (plan, south) else {
            unreachable!("the tables are built before their sizes are read");
        };
        let widest = plan.tasks.iter().max_by_key(|task| task.north_words);
        let mut north = NorthSets::default();
        if let Some(task) = widest {
            north.build(&self.board, &task.north);
        }
        TableSizes {
            south_bytes: south.iter().map(RowSet::bytes).sum(),
            south_sets: plan.south.len(),
            south_of: south.len(),
            north_bytes: north.sets.iter().map(|(_, set)| set.bytes()).sum(),
        }
    }
}

/// Calls `job(i)` for the indices below `count` that this worker takes, the
/// next one each time, until none is left.
fn deal(next: &AtomicUsize, count: usize, mut job: impl FnMut(usize)) {
    loop {
        let i = next.fetch_add(1, Ordering::Relaxed);
        if i >= count {
            return;
        }
        job(i);
    }
}

/// The value of `cell`, made by the first worker once `ready` holds; the
/// others spin until it is there.
fn wait_for<T>(
    cell: &OnceLock<T>,
    first: bool,
    ready: impl Fn() -> bool,
    make: impl FnOnce() -> T,
) -> &T {
    loop {
        if first && ready() {
            return cell.get_or_init(make);
        }
        if let Some(value) = cell.get() {
            return value;
        }
        thread::yield_now();
    }
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

/// The placements of a band of the left half on one set of its rows (at most
/// one queen per row and per column, none attacking another), each stored as
/// its diagonal word (see [`Board`]), grouped by the columns they use: bucket
/// i holds those on the i-th set of k columns in colex order, k the number of
/// rows. The complement of the i-th k-set is the (C − 1 − i)-th (h − k)-set
/// (complementing reverses colex order), so a north and a south placement on
/// complementary columns are found at i and C − 1 − i.
#[derive(Default)]
struct RowSet {
    /// Per bucket `[start, clean]`, and one more entry holding the end:
    /// `start..clean` have no queen on a long diagonal, `clean..` the next start do.
    index: Vec<[u32; 2]>,
    words: Vec<u64>,
}

impl RowSet {
    /// Bucket `i` as its placements without and with a queen on a long diagonal.
    #[inline(always)]
    fn bucket(&self, i: usize) -> [&[u64]; 2] {
        let ([start, clean], end) = (self.index[i], self.index[i + 1][0]);
        [
            &self.words[start as usize..clean as usize],
            &self.words[clean as usize..end as usize],
        ]
    }

    fn buckets(&self) -> usize {
        self.index.len().saturating_sub(1)
    }

    fn bytes(&self) -> u64 {
        (8 * self.words.capacity() + 8 * self.index.capacity()) as u64
    }
}

/// The number of placements on every row set of a band, by the set (from the
/// band's top row): the north's sets are those within its h rows.
struct Sizes {
    placements: Vec<u64>,
}

impl Sizes {
    fn new(board: &Board, sets: &[u32], counted: &[AtomicU64]) -> Sizes {
        let mut placements = vec![0; 1 << board.south_rows()];
        for (&rows, size) in sets.iter().zip(counted) {
            placements[rows as usize] = size.load(Ordering::Relaxed);
        }
        Sizes { placements }
    }
}

/// What one part of the count does. Row splits are grouped by the pair of
/// north row sets {a, ā} they use, a task each: a worker builds a task's north
/// row sets for itself and drops them after, so that the north band never has
/// to be held whole. The south band is held, but only the row sets of the
/// part's splits: the splits are dealt to parts by their pair of south row
/// sets {b, b̄}, so that a part needs about 1/M of the south band (for odd n
/// also the sets one row short of b̄, for the middle column's queen).
struct Plan {
    /// Largest estimate first, for the threads to finish together.
    tasks: Vec<Task>,
    /// The south row sets the part's splits use, largest first.
    south: Vec<u32>,
    /// The sum of the tasks' estimates.
    total: u128,
}

struct Task {
    /// The north row sets this task's splits use.
    north: Vec<u32>,
    north_words: u64,
    splits: Vec<Split>,
}

#[derive(Clone, Copy)]
struct Split {
    /// The rows of the left half's queens.
    rows: u32,
    /// Its work, in units of about a nanosecond (see [`Plan::estimate`]).
    estimate: u128,
}

/// Parts of a count that share one set of south row pairs: splits of a pair
/// are spread further over this many parts (see [`Plan::new`]).
const PAIRS_PER_CLASS: usize = 8;

impl Plan {
    /// The part `shard` of the count: the south row pairs are dealt to C
    /// classes (C = M, or fewer so that each gets at least 8 pairs), the
    /// heaviest first to the lightest class; the splits of a class are dealt
    /// the same way to the parts K with K mod C equal to the class. The same
    /// on every machine, since it depends only on n, M and exact counts.
    fn new(board: &Board, sizes: &Sizes, shard: Shard) -> Plan {
        let splits: Vec<Split> = board
            .left_row_sets()
            .into_iter()
            .map(|rows| Split {
                rows,
                estimate: board.estimate(rows, sizes),
            })
            .collect();
        let south_all = (1u32 << board.south_rows()) - 1;
        let pair = |rows: u32| {
            let b = rows >> board.h;
            b.min(b ^ south_all)
        };
        let mut weights = vec![0u128; 1 << board.south_rows()];
        for split in &splits {
            weights[pair(split.rows) as usize] += split.estimate;
        }
        let pairs: Vec<usize> = (0..weights.len()).filter(|&p| weights[p] > 0).collect();
        let classes = (shard.of as usize)
            .min(pairs.len() / PAIRS_PER_CLASS)
            .max(1);
        let class_of_pair = deal_heaviest(&pairs, |&p| weights[p], classes);
        let mut pair_class = vec![0usize; weights.len()];
        for (&p, &class) in pairs.iter().zip(&class_of_pair) {
            pair_class[p] = class;
        }
        // The parts of this part's class, and which of them this one is.
        let class = shard.index as usize % classes;
        let members = (shard.of as usize - class).div_ceil(classes);
        let member = shard.index as usize / classes;
        let in_class: Vec<Split> = splits
            .into_iter()
            .filter(|split| pair_class[pair(split.rows) as usize] == class)
            .collect();
        let member_of = deal_heaviest(&in_class, |split| split.estimate, members);
        let mine = in_class
            .into_iter()
            .zip(member_of)
            .filter(|&(_, m)| m == member)
            .map(|(split, _)| split);
        // Tasks by north pair.
        let north_all = (1u32 << board.h) - 1;
        let mut by_north: Vec<Vec<Split>> = (0..1 << board.h).map(|_| Vec::new()).collect();
        for split in mine {
            let a = split.rows & north_all;
            by_north[a.min(a ^ north_all) as usize].push(split);
        }
        let mut south_used = vec![false; 1 << board.south_rows()];
        let mut tasks = Vec::new();
        for splits in by_north.into_iter().filter(|s| !s.is_empty()) {
            let mut north = Vec::new();
            for split in &splits {
                board.for_each_half(split.rows, |half| {
                    if !north.contains(&(half & north_all)) {
                        north.push(half & north_all);
                    }
                    south_used[(half >> board.h) as usize] = true;
                });
            }
            let north_words = north.iter().map(|&a| sizes.placements[a as usize]).sum();
            tasks.push(Task {
                north,
                north_words,
                splits,
            });
        }
        let task_estimate = |task: &Task| task.splits.iter().map(|s| s.estimate).sum::<u128>();
        tasks.sort_by_key(|task| Reverse(task_estimate(task)));
        let mut south: Vec<u32> = (0..south_used.len() as u32)
            .filter(|&b| south_used[b as usize])
            .collect();
        south.sort_by_key(|&b| Reverse(sizes.placements[b as usize]));
        Plan {
            total: tasks.iter().map(task_estimate).sum(),
            tasks,
            south,
        }
    }
}

/// For each item, the bin it goes to: the heaviest first, each to the bin
/// with the least weight so far (the lowest-numbered on a tie).
fn deal_heaviest<T>(items: &[T], weight: impl Fn(&T) -> u128, bins: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..items.len()).collect();
    order.sort_by_key(|&i| (Reverse(weight(&items[i])), i));
    let mut loads: BinaryHeap<Reverse<(u128, usize)>> =
        (0..bins).map(|b| Reverse((0, b))).collect();
    let mut bin_of = vec![0; items.len()];
    for i in order {
        let Some(Reverse((load, bin))) = loads.pop() else {
            unreachable!("at least one bin");
        };
        bin_of[i] = bin;
        loads.push(Reverse((load + weight(&items[i]), bin)));
    }
    bin_of
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
/// two halves of the low `2q` bits, and the two long diagonals' bits.
struct Board {
    n: usize,
    h: usize,
    q: usize,
}

impl Board {
    fn new(n: usize) -> Board {
        let h = n / 2;
        Board {
            n,
            h,
            q: if n % 2 == 1 { 2 * h } else { 2 * h - 2 },
        }
    }

    fn south_rows(&self) -> usize {
        self.n - self.h
    }

    /// Every set of a band's rows (counted from the band's top) that can hold
    /// a band's queens: at most h of them, within the larger band's rows.
    fn band_row_sets(&self) -> Vec<u32> {
        (0..1u32 << self.south_rows())
            .filter(|&set| set.count_ones() as usize <= self.h)
            .collect()
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

    /// The mirror image of a left-half word.
    #[inline(always)]
    fn mirror(&self, word: u64) -> u64 {
        let (q, half) = (self.q, (1 << self.q) - 1);
        (word >> q & half)
            | (word & half) << q
            | (word >> (2 * q) & 1) << (2 * q + 1)
            | (word >> (2 * q + 1) & 1) << (2 * q)
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

    /// The number of placements on the rows of the set `rows` of a band, the
    /// same for either band: the search sees only the band's own rows.
    fn placements(&self, rows: u32) -> u64 {
        let mut count = 0;
        search(rows, self.h, &mut |_, _, _| count += 1);
        count
    }

    /// The placements of band `band` (0: north, 1: south) on its rows of the
    /// set `rows`, found by a depth-first search and put in their buckets.
    fn row_set(&self, band: usize, rows: u32) -> RowSet {
        let (h, long, top) = (self.h, self.long_diagonals(), band * self.h);
        let mut found: Vec<(u32, u64)> = Vec::new();
        search(rows, h, &mut |columns, anti, main| {
            found.push((columns as u32, self.band_word(top, anti, main)));
        });
        // Per set of columns: how many, and how many of them clean.
        let (mut total, mut clean) = (vec![0u32; 1 << h], vec![0u32; 1 << h]);
        for &(columns, word) in &found {
            total[columns as usize] += 1;
            clean[columns as usize] += (word & long == 0) as u32;
        }
        // Buckets in colex order of the column sets; where each placement goes.
        let k = rows.count_ones();
        let (mut index, mut next) = (Vec::new(), vec![[0u32; 2]; 1 << h]);
        let mut start = 0;
        let mut columns: u32 = (1 << k) - 1;
        while columns < 1 << h {
            let c = columns as usize;
            index.push([start, start + clean[c]]);
            next[c] = [start, start + clean[c]];
            start += total[c];
            if k == 0 {
                break;
            }
            columns = next_subset(columns);
        }
        index.push([start, start]);
        let mut words = vec![0; found.len()];
        for (columns, word) in found {
            let slot = &mut next[columns as usize][(word & long != 0) as usize];
            words[*slot as usize] = word;
            *slot += 1;
        }
        RowSet { index, words }
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

    /// Calls `visit` with the rows of the left half and then of each right
    /// half's mirror image that the split `left` joins.
    fn for_each_half(&self, left: u32, mut visit: impl FnMut(u32)) {
        visit(left);
        let rest = !left & ((1 << self.n) - 1);
        if self.n % 2 == 0 {
            return visit(rest);
        }
        let mut rows = rest;
        while rows != 0 {
            let row = rows & rows.wrapping_neg();
            rows ^= row;
            visit(rest ^ row);
        }
    }

    /// The work of joining the split `left`, in units of about a nanosecond
    /// of one CPU here: each left half against each right half (256 pairs a
    /// probe, most skipped) and the making of both, from the bands' sizes
    /// spread evenly over the ways to share the columns.
    fn estimate(&self, left: u32, sizes: &Sizes) -> u128 {
        let north_all = (1 << self.h) - 1;
        let halves = |rows: u32| {
            let (a, b) = (rows & north_all, rows >> self.h);
            let ways = binomial(self.h, a.count_ones() as usize) as u128;
            sizes.placements[a as usize] as u128 * sizes.placements[b as usize] as u128 / ways
        };
        let (mut lefts, mut rights) = (0, 0);
        self.for_each_half(left, |rows| match rows == left {
            true => lefts = halves(rows),
            false => rights += halves(rows),
        });
        lefts * rights / 256 + 3 * (lefts + rights) + 1
    }

    /// Appends every left half with rows `north` (k queens) and `south` (the
    /// other h − k) and no queen on a long diagonal to `out`: a north and a
    /// south placement on complementary columns that do not attack each other.
    #[inline(always)]
    fn lefts<const SIMD: bool>(&self, north: &RowSet, south: &RowSet, out: &mut Words) {
        let count = north.buckets();
        for i in 0..count {
            let ([xs, _], [ys, _]) = (north.bucket(i), south.bucket(count - 1 - i));
            pairs::<SIMD>(xs, ys, 0, 0, out);
        }
    }

    /// Appends the left halves on `north` and `south` that avoid `forbid`,
    /// with `seen` added, to `rights[d]`, d = log2 of their weight: each
    /// queen on a long diagonal doubles it; with none it is `without_long`.
    /// These are the right halves' mirror images: the join mirrors the left
    /// halves instead, fewer, which keeps every pair's disjointness, as the
    /// mirror only moves bits and leaves the middle column's word as it is.
    #[inline(always)]
    fn rights<const SIMD: bool>(
        &self,
        north: &RowSet,
        south: &RowSet,
        forbid: u64,
        seen: u64,
        without_long: u64,
        rights: &mut [Words; 3],
    ) {
        let clean = match without_long {
            0 => None,
            w => Some(w as usize >> 1),
        };
        let count = north.buckets();
        for i in 0..count {
            let ([x0, x1], [y0, y1]) = (north.bucket(i), south.bucket(count - 1 - i));
            if let Some(list) = clean {
                pairs::<SIMD>(x0, y0, forbid, seen, &mut rights[list]);
            }
            pairs::<SIMD>(x0, y1, forbid, seen, &mut rights[1]);
            pairs::<SIMD>(x1, y0, forbid, seen, &mut rights[1]);
            pairs::<SIMD>(x1, y1, forbid, seen, &mut rights[2]);
        }
    }

    /// Solutions whose left half has its queens in `left` rows, counted with
    /// the weights of the board's symmetries (see the Approach).
    #[inline(always)]
    fn join<const SIMD: bool, const CHUNKS: usize, const BITS: usize>(
        &self,
        left: u32,
        north: &NorthSets,
        south: &[RowSet],
        s: &mut Scratch,
    ) -> u64 {
        let (n, h) = (self.n, self.h);
        let north_all = (1 << h) - 1;
        s.lefts.clear();
        self.lefts::<SIMD>(
            north.get(left & north_all),
            &south[(left >> h) as usize],
            &mut s.lefts,
        );
        if s.lefts.len == 0 {
            return 0;
        }
        for word in &mut s.lefts.data[..s.lefts.len] {
            *word = self.mirror(*word);
        }
        for list in &mut s.rights {
            list.clear();
        }
        let rest = !left & ((1 << n) - 1);
        let add = |s: &mut Scratch, rows: u32, forbid: u64, seen: u64, weight: u64| {
            let (a, b) = (north.get(rows & north_all), &south[(rows >> h) as usize]);
            self.rights::<SIMD>(a, b, forbid, seen, weight, &mut s.rights);
        };
        let sum = if n % 2 == 0 {
            add(s, rest, 0, 0, weight_without_long(left, n, None));
            s.count::<SIMD, CHUNKS, BITS>(2 * self.q, KEYED_FROM)
        } else {
            // The middle column's queen in each free row, the rest in the right half.
            std::mem::swap(&mut s.lefts, &mut s.all_lefts);
            for list in &mut s.pending {
                list.clear();
            }
            let (mut rows, mut sum) = (rest, 0);
            while rows != 0 {
                let row = rows.trailing_zeros() as usize;
                rows &= rows - 1;
                let (forbid, seen) = match row == h {
                    // The centre: on both long diagonals, which no clean left half touches.
                    true => (self.long_diagonals(), 0),
                    false => (self.middle(row), self.middle(row)),
                };
                let weight = weight_without_long(left, n, Some(row));
                add(s, rest & !(1 << row), forbid, seen, weight);
                let made: usize = s.rights.iter().map(|list| list.len).sum();
                if made >= BY_MIDDLE_ROW_FROM {
                    sum += s.count_by_row::<SIMD, CHUNKS, BITS>(2 * self.q, forbid);
                } else {
                    for (list, pending) in s.rights.iter_mut().zip(&mut s.pending) {
                        pending.reserve(list.len);
                        pending.data[pending.len..pending.len + list.len]
                            .copy_from_slice(list.as_slice());
                        pending.len += list.len;
                        list.clear();
                    }
                }
            }
            std::mem::swap(&mut s.lefts, &mut s.all_lefts);
            std::mem::swap(&mut s.rights, &mut s.pending);
            sum + s.count::<SIMD, CHUNKS, BITS>(2 * self.q, KEYED_FROM)
        };
        let flipped = reverse(left, n) != left;
        sum << flipped as u32
    }
}

/// C(n, k).
fn binomial(n: usize, k: usize) -> u64 {
    (0..k as u64).fold(1, |c, i| c * (n as u64 - i) / (i + 1))
}

/// The north row sets of one task, built by the worker that runs it.
#[derive(Default)]
struct NorthSets {
    sets: Vec<(u32, RowSet)>,
}

impl NorthSets {
    /// Keeps the sets of `rows` already built, builds the others, drops the rest.
    fn build(&mut self, board: &Board, rows: &[u32]) {
        self.sets.retain(|(r, _)| rows.contains(r));
        for &r in rows {
            if !self.sets.iter().any(|(have, _)| *have == r) {
                self.sets.push((r, board.row_set(0, r)));
            }
        }
    }

    #[inline(always)]
    fn get(&self, rows: u32) -> &RowSet {
        match self.sets.iter().find(|(r, _)| *r == rows) {
            Some((_, set)) => set,
            None => unreachable!("north row set {rows:b} was not built for its task"),
        }
    }
}

/// Appends every `x | y | seen` of `xs` × `ys` with no common bit, nor a bit
/// of `forbid` (`seen` is within `forbid`, or 0).
#[inline(always)]
fn pairs<const SIMD: bool>(xs: &[u64], ys: &[u64], forbid: u64, seen: u64, out: &mut Words) {
    // Room for every pair, and for the AVX2 version's last four.
    out.reserve(xs.len() * ys.len() + 4);
    #[cfg(target_arch = "x86_64")]
    if SIMD {
        // SAFETY: `SIMD` is only set under `run_tasks_avx2`, which requires AVX2;
        // `out` has room for every pair and four more, as reserved.
        return unsafe { avx2::pairs(xs, ys, forbid, seen, out) };
    }
    let (buffer, mut len) = (&mut out.data[..], out.len);
    for &x in xs.iter().filter(|&&x| x & forbid == 0) {
        let (test, word) = (x | forbid, x | seen);
        // Write every pair, keep those that fit: no branch to mispredict.
        for &y in ys {
            buffer[len] = word | y;
            len += (test & y == 0) as usize;
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
    /// Left halves with no queen on a long diagonal.
    lefts: Words,
    /// All of them, while `lefts` holds those a middle queen allows.
    all_lefts: Words,
    /// Right halves of weight 1, 2 and 4.
    rights: [Words; 3],
    /// Those of the middle rows left to join together (see [`BY_MIDDLE_ROW_FROM`]).
    pending: [Words; 3],
    /// The keys of the words being sorted.
    keys: Vec<u8>,
    /// The left halves cut into blocks, and the right halves streamed past
    /// them, sorted by key.
    blocked: Vec<u64>,
    streamed: [Vec<u64>; 3],
    /// Where each key's words start in `blocked` (index 3) and in `streamed`.
    groups: [Vec<u32>; 4],
    /// A block as byte planes: `CHUNKS` planes of `BLOCK` bytes.
    planes: Vec<u8>,
    table: Vec<Lanes>,
}

/// The diagonals of a key, at most this many: words are sorted by them.
const KEY_BITS: usize = 8;

/// The diagonals of a key for `blocks` blocks of left halves: six below 64
/// blocks, seven below 128, eight from there on (a block then has fewer keys:
/// 12 % less time at N = 22; at N = 20, 43 blocks, six did best).
fn key_bits(blocks: usize) -> usize {
    let doublings = (usize::BITS - blocks.leading_zeros()) as usize;
    doublings.clamp(6, KEY_BITS)
}

/// A few diagonal bits of a word, all in one byte, read as a number through
/// a table. Both sides sorted by it, a block of one side whose words all have
/// a bit of the key skips every group of the other side that has it too.
struct Key {
    shift: u32,
    /// The key of each value of the byte.
    of_byte: [u8; 256],
    len: usize,
}

impl Key {
    const NONE: Key = Key {
        shift: 0,
        of_byte: [0; 256],
        len: 0,
    };

    /// The bits most likely set on both sides, from samples of each (the
    /// ones whose groups a block skips most often), in the byte with most of
    /// them; the likeliest is the key's highest bit. Keeping to one byte
    /// keeps the key cheap, and skips only a few per cent fewer groups.
    fn choose(one: &[&[u64]], other: &[&[u64]], bits: usize, wanted: usize) -> Key {
        let (mut a, mut b) = ([0u64; 64], [0u64; 64]);
        sample_bits(one, bits, &mut a);
        sample_bits(other, bits, &mut b);
        let score = |i: usize| a[i] * b[i];
        let Some(byte) = (0..bits.div_ceil(8)).max_by_key(|&byte| {
            (
                (8 * byte..(8 * byte + 8).min(bits)).map(score).sum::<u64>(),
                Reverse(byte),
            )
        }) else {
            return Key::NONE;
        };
        let mut order: Vec<usize> = (8 * byte..(8 * byte + 8).min(bits))
            .filter(|&i| score(i) > 0)
            .collect();
        order.sort_by_key(|&i| (Reverse(score(i)), i));
        order.truncate(wanted.min(KEY_BITS));
        let mut key = Key {
            shift: 8 * byte as u32,
            of_byte: [0; 256],
            len: order.len(),
        };
        for (value, of) in key.of_byte.iter_mut().enumerate() {
            for &i in &order {
                *of = *of << 1 | (value >> (i - 8 * byte) & 1) as u8;
            }
        }
        key
    }

    #[inline(always)]
    fn of(&self, word: u64) -> usize {
        self.of_byte[(word >> self.shift) as u8 as usize] as usize
    }

    fn groups(&self) -> usize {
        1 << self.len
    }
}

/// Adds, for each of the low `bits` bits, how many of about 64 words spread
/// over `lists` have it (visiting only the bits set, a third of a word's).
fn sample_bits(lists: &[&[u64]], bits: usize, counts: &mut [u64; 64]) {
    let total: usize = lists.iter().map(|l| l.len()).sum();
    let step = (total / 64).max(1);
    let low = if bits >= 64 { !0 } else { (1u64 << bits) - 1 };
    for list in lists {
        for &word in list.iter().step_by(step) {
            let mut rest = word & low;
            while rest != 0 {
                counts[rest.trailing_zeros() as usize] += 1;
                rest &= rest - 1;
            }
        }
    }
}

/// `words` in groups by key: group g is `words[groups[g]..groups[g + 1]]`.
struct Grouped<'a> {
    words: &'a [u64],
    groups: &'a [u32],
}

/// `words` sorted by `key` into `out` (a counting sort), or as they are when
/// the key is empty; with `live`, each word's bits of `live` gathered to its
/// low end as it goes (see [`gather`]). Each word's key is found once, into
/// `keys`, and counted in four tallies in turn, so that a run of equal keys
/// does not make every count wait for the one before.
#[inline(always)]
fn group<'a, const SIMD: bool>(
    words: &'a [u64],
    key: &Key,
    live: Option<u64>,
    keys: &mut Vec<u8>,
    out: &'a mut Vec<u64>,
    groups: &'a mut Vec<u32>,
) -> Grouped<'a> {
    let g = key.groups();
    groups.clear();
    groups.resize(g + 1, 0);
    if key.len == 0 {
        groups[1] = words.len() as u32;
        let Some(live) = live else {
            return Grouped { words, groups };
        };
        out.clear();
        out.extend(words.iter().map(|&w| gather::<SIMD>(w, live)));
        return Grouped { words: out, groups };
    }
    keys.clear();
    keys.extend(words.iter().map(|&w| key.of(w) as u8));
    let mut tallies = [[0u32; 1 << KEY_BITS]; 4];
    let mut fours = keys.chunks_exact(4);
    for four in &mut fours {
        for (tally, &k) in tallies.iter_mut().zip(four) {
            tally[k as usize] += 1;
        }
    }
    for &k in fours.remainder() {
        tallies[0][k as usize] += 1;
    }
    let mut next = [0u32; 1 << KEY_BITS];
    let mut at = 0;
    for k in 0..g {
        (groups[k], next[k]) = (at, at);
        at += tallies.iter().map(|tally| tally[k]).sum::<u32>();
    }
    groups[g] = at;
    out.clear();
    out.resize(words.len(), 0);
    // One loop each way: with the choice made inside, 2 % more instructions at N = 18.
    let pairs = words.iter().zip(keys.iter());
    match live {
        Some(live) => pairs.for_each(|(&word, &k)| {
            let slot = &mut next[k as usize];
            out[*slot as usize] = gather::<SIMD>(word, live);
            *slot += 1;
        }),
        None => pairs.for_each(|(&word, &k)| {
            let slot = &mut next[k as usize];
            out[*slot as usize] = word;
            *slot += 1;
        }),
    }
    Grouped { words: out, groups }
}

/// The bits of `word` in `live`, moved down next to each other (BMI2's
/// PEXT); the portable kernel does not gather (see [`Scratch::count`]).
#[inline(always)]
fn gather<const SIMD: bool>(word: u64, live: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if SIMD {
        // SAFETY: `SIMD` is only set under `run_tasks_avx2`, which requires BMI2.
        return unsafe { avx2::gather(word, live) };
    }
    let _ = live;
    word
}

/// Whether PEXT is one quick instruction here, as on Intel and on AMD from
/// Zen 3 (family 0x19) on; Zen 1 and 2 run it in microcode, up to hundreds of
/// cycles, and would lose far more on gathering every word than a chunk saves.
fn pext_is_fast() -> bool {
    static FAST: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FAST.get_or_init(|| {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::__cpuid;
            // SAFETY: every x86-64 processor has CPUID, leaves 0 and 1 included.
            #[allow(unused_unsafe)]
            let (vendor, version) = unsafe { (__cpuid(0), __cpuid(1)) };
            // "GenuineIntel" and "AuthenticAMD" by the first four letters.
            let (intel, amd) = (vendor.ebx == 0x756e_6547, vendor.ebx == 0x6874_7541);
            let family = ((version.eax >> 8) & 0xf) + ((version.eax >> 20) & 0xff);
            intel || (amd && family >= 0x19)
        }
        #[cfg(not(target_arch = "x86_64"))]
        false
    })
}

/// Keys are used when the left halves make at least this many blocks.
const KEYED_FROM: usize = 4;

/// For odd n, the right halves of a row of the middle column's queen are
/// joined by themselves once there are this many (see [`Scratch::count_by_row`]).
const BY_MIDDLE_ROW_FROM: usize = 1024;

/// Keys are used in a join by middle row from this many blocks of left halves.
const BY_ROW_KEYED_FROM: usize = 12;

impl Scratch {
    /// Pairs of a left and a right half that share no diagonal, weighted: the
    /// left halves are cut into blocks of 256 with a table each (see
    /// [`build_table`]), the right halves streamed past each block, both
    /// sorted by a key of a few diagonals so that a block skips the groups of
    /// right halves that cannot fit any of its words. (Cutting the right
    /// halves into blocks instead, where they are many more, as for odd n,
    /// skipped twice as many probes, but the tables cost more than that.)
    #[inline(always)]
    fn count<const SIMD: bool, const CHUNKS: usize, const BITS: usize>(
        &mut self,
        bits: usize,
        keyed_from: usize,
    ) -> u64 {
        let Scratch {
            lefts,
            rights,
            keys,
            blocked,
            streamed,
            groups,
            planes,
            table,
            all_lefts: _,
            pending: _,
        } = self;
        // Words have the window's 2q bits and the two long diagonals'.
        let words_bits = bits + 2;
        let lefts = lefts.as_slice();
        let rights: [&[u64]; 3] = [
            rights[0].as_slice(),
            rights[1].as_slice(),
            rights[2].as_slice(),
        ];
        let blocks = lefts.len().div_ceil(BLOCK);
        let key = match blocks >= keyed_from {
            true => Key::choose(&[lefts], &rights, bits, key_bits(blocks)),
            false => Key::NONE,
        };
        // Only the diagonals set in some left half and in some right half can
        // be shared: with AVX2 (and BMI2) the words keep only those, gathered,
        // when that saves a chunk to probe: at N = 19 at most 32 of the 38
        // bits are left, four chunks instead of five. Clean left halves never
        // have the long diagonals' bits.
        let whole = bits.div_ceil(8);
        let live = match SIMD && BITS == 8 && pext_is_fast() {
            true => {
                let or = |list: &[u64]| list.iter().fold(0, |all, &w| all | w);
                let live = or(lefts) & (or(rights[0]) | or(rights[1]) | or(rights[2]));
                ((live.count_ones() as usize).div_ceil(8) < whole).then_some(live)
            }
            false => None,
        };
        let [g0, g1, g2, g3] = groups;
        let [s0, s1, s2] = streamed;
        let lefts = group::<SIMD>(lefts, &key, live, keys, blocked, g3);
        let r0 = group::<SIMD>(rights[0], &key, live, keys, s0, g0);
        let r1 = group::<SIMD>(rights[1], &key, live, keys, s1, g1);
        let r2 = group::<SIMD>(rights[2], &key, live, keys, s2, g2);
        let streams = [(&r0, 0), (&r1, 1), (&r2, 2)];
        let (bits, chunks) = match live {
            Some(live) => {
                let bits = live.count_ones() as usize;
                (bits, bits.div_ceil(8))
            }
            None if SIMD && BITS == 8 => (words_bits, whole),
            None => {
                return join_blocks::<SIMD, CHUNKS, BITS>(
                    words_bits, &lefts, &streams, planes, table,
                )
            }
        };
        let (lefts, streams) = (&lefts, &streams);
        match chunks {
            ..=1 => join_blocks::<SIMD, 1, 8>(bits, lefts, streams, planes, table),
            2 => join_blocks::<SIMD, 2, 8>(bits, lefts, streams, planes, table),
            3 => join_blocks::<SIMD, 3, 8>(bits, lefts, streams, planes, table),
            4 => join_blocks::<SIMD, 4, 8>(bits, lefts, streams, planes, table),
            5 => join_blocks::<SIMD, 5, 8>(bits, lefts, streams, planes, table),
            6 => join_blocks::<SIMD, 6, 8>(bits, lefts, streams, planes, table),
            _ => join_blocks::<SIMD, 7, 8>(bits, lefts, streams, planes, table),
        }
    }
}

impl Scratch {
    /// [`Scratch::count`] for the right halves of one row of the middle
    /// column's queen, whose diagonals are `forbid`, against the left halves
    /// it allows (`all_lefts` filtered into `lefts`), and then clears them.
    /// The left halves that it attacks, about 60 % of them, are then never
    /// probed (at N = 19 a fifth fewer probes than with the rows' right
    /// halves all together, for four times the tables), and its diagonals
    /// never meet: at most 30 bits are left. The blocks are then too few for
    /// keys to pay for sorting the right halves.
    #[inline(always)]
    fn count_by_row<const SIMD: bool, const CHUNKS: usize, const BITS: usize>(
        &mut self,
        bits: usize,
        forbid: u64,
    ) -> u64 {
        let mut sum = 0;
        if self.rights.iter().any(|list| list.len > 0) {
            let (all, lefts) = (&self.all_lefts, &mut self.lefts);
            lefts.clear();
            lefts.reserve(all.len);
            for &word in all.as_slice() {
                lefts.data[lefts.len] = word;
                lefts.len += (word & forbid == 0) as usize;
            }
            if lefts.len > 0 {
                sum = self.count::<SIMD, CHUNKS, BITS>(bits, BY_ROW_KEYED_FROM);
            }
        }
        for list in &mut self.rights {
            list.clear();
        }
        sum
    }
}

/// Every word of `blocked` against every word of each stream, counted twice
/// for each doubling: a block at a time, skipping the stream's groups whose
/// key shares a bit with every word of the block.
#[inline(always)]
fn join_blocks<const SIMD: bool, const CHUNKS: usize, const BITS: usize>(
    bits: usize,
    blocked: &Grouped,
    streams: &[(&Grouped, u32)],
    planes: &mut Vec<u8>,
    table: &mut Vec<Lanes>,
) -> u64 {
    let groups = blocked.groups.len() - 1;
    let (mut sum, mut first) = (0, 0);
    for (b, block) in blocked.words.chunks(BLOCK).enumerate() {
        let (from, to) = ((b * BLOCK) as u32, (b * BLOCK + block.len()) as u32);
        // The bits of the key that every word of the block has.
        while blocked.groups[first + 1] <= from {
            first += 1;
        }
        let mut common = !0;
        for g in first..groups {
            if blocked.groups[g] >= to {
                break;
            }
            if blocked.groups[g + 1] > blocked.groups[g] {
                common &= g;
            }
        }
        build_table::<SIMD, CHUNKS, BITS>(block, bits, planes, table);
        for &(stream, doubling) in streams {
            // Runs of consecutive groups whose key has none of the common bits.
            let mut start = None;
            for g in 0..=groups {
                match (g < groups && g & common == 0, start) {
                    (true, None) => start = Some(stream.groups[g] as usize),
                    (false, Some(s)) => {
                        let run = &stream.words[s..stream.groups[g] as usize];
                        sum += count_block::<SIMD, CHUNKS, BITS>(table, run) << doubling;
                        start = None;
                    }
                    _ => {}
                }
            }
        }
    }
    sum
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

/// The table of a block of `words` (at most 256): entry `c << BITS | v`
/// holds the words whose chunk `c` (bits `c·BITS..`) shares no bit with `v`,
/// for the values v that words of at most `bits` bits can have there. An
/// entry is the AND of one for its low four bits and one for the rest, each
/// the AND of one-bit entries: the block's words without that bit.
#[inline(always)]
fn build_table<const SIMD: bool, const CHUNKS: usize, const BITS: usize>(
    words: &[u64],
    bits: usize,
    planes: &mut Vec<u8>,
    table: &mut Vec<Lanes>,
) {
    let (has, valid) = block_bits::<SIMD, CHUNKS, BITS>(words, planes);
    table.resize(CHUNKS << BITS, [0; 4]);
    for (c, has) in has.iter().enumerate() {
        let without = has.map(|lanes| lanes.map(|x| !x));
        let live = bits.saturating_sub(c * BITS).min(BITS);
        let (low, high) = (live.min(4), live.saturating_sub(4));
        // Entries by the low four bits (with the block's valid lanes) and by the rest.
        let (mut lows, mut highs) = ([valid; 16], [[!0u64; 4]; 16]);
        for v in 1..1 << low {
            lows[v] = and(lows[v & (v - 1)], without[v.trailing_zeros() as usize]);
        }
        for v in 1..1 << high {
            highs[v] = and(highs[v & (v - 1)], without[4 + v.trailing_zeros() as usize]);
        }
        let entries = &mut table[c << BITS..(c + 1) << BITS];
        for (h, high) in highs.iter().take(1 << high).enumerate() {
            let row = &mut entries[h << low..(h + 1) << low];
            for (entry, low) in row.iter_mut().zip(&lows) {
                *entry = and(*high, *low);
            }
        }
    }
}

/// For each chunk and each bit b of it, the lanes of the block's words that
/// have it, and the lanes that hold a word: a transpose of the block's bit
/// matrix. Word i has lane i, except in the AVX2 version (see there); the
/// count needs only the same lane for a word in every chunk.
#[inline(always)]
fn block_bits<const SIMD: bool, const CHUNKS: usize, const BITS: usize>(
    words: &[u64],
    planes: &mut Vec<u8>,
) -> ([[Lanes; 8]; CHUNKS], Lanes) {
    #[cfg(target_arch = "x86_64")]
    if SIMD && BITS == 8 {
        // SAFETY: `SIMD` is only set under `run_tasks_avx2`, which requires AVX2.
        return unsafe { avx2::block_bits::<CHUNKS>(words) };
    }
    planes.clear();
    planes.resize(CHUNKS * BLOCK, 0);
    for (i, &word) in words.iter().enumerate() {
        for c in 0..CHUNKS {
            planes[c * BLOCK + i] = (word >> (c * BITS)) as u8;
        }
    }
    let mut has = [[[0u64; 4]; 8]; CHUNKS];
    for (has, plane) in has.iter_mut().zip(planes.chunks_exact(BLOCK)) {
        for (g, bytes) in plane.chunks_exact(8).enumerate() {
            let t = transpose8(u64::from_le_bytes(bytes.try_into().expect("8 bytes")));
            for (b, lanes) in has.iter_mut().enumerate() {
                lanes[g / 8] |= (t >> (8 * b) & 0xff) << (8 * (g % 8));
            }
        }
    }
    let mut valid = [0u64; 4];
    for (i, lane) in valid.iter_mut().enumerate() {
        let bits = words.len().saturating_sub(64 * i).min(64);
        *lane = if bits == 64 { !0 } else { (1 << bits) - 1 };
    }
    (has, valid)
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
    use super::{Lanes, Words};
    use std::arch::x86_64::*;

    /// [`super::block_bits`] in AVX2, for chunks of 8 bits: 32 words at a
    /// time, four rounds of unpacking turn their bytes into one vector per
    /// chunk (byte c of each word), whose bits `movemask` reads 32 at a time,
    /// each byte doubled to bring up the next bit. The unpacking puts word i
    /// of a 32 in a lane of its own, not lane i; the block's lanes are found
    /// by the same transpose of a mark in each word.
    #[target_feature(enable = "avx2")]
    pub unsafe fn block_bits<const CHUNKS: usize>(words: &[u64]) -> ([[Lanes; 8]; CHUNKS], Lanes) {
        assert!(words.len() <= 256 && CHUNKS <= 8);
        let mut padded = [0u64; 256];
        padded[..words.len()].copy_from_slice(words);
        let mut has = [[[0u64; 4]; 8]; CHUNKS];
        for g in 0..8 {
            let planes = byte_planes(&padded[32 * g..32 * g + 32]);
            for (has, &plane) in has.iter_mut().zip(&planes) {
                let mut bytes = plane;
                for bit in (0..8).rev() {
                    let tops = _mm256_movemask_epi8(bytes) as u32 as u64;
                    has[bit][g / 2] |= tops << (32 * (g % 2));
                    bytes = _mm256_add_epi8(bytes, bytes);
                }
            }
        }
        let mut valid = [!0u64; 4];
        if words.len() < 256 {
            let mut marks = [0u64; 256];
            marks[..words.len()].fill(0x80);
            valid = [0; 4];
            for g in 0..8 {
                let planes = byte_planes(&marks[32 * g..32 * g + 32]);
                valid[g / 2] |= (_mm256_movemask_epi8(planes[0]) as u32 as u64) << (32 * (g % 2));
            }
        }
        (has, valid)
    }

    /// The bytes of 32 words as eight vectors, vector c holding byte c of each word.
    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn byte_planes(words: &[u64]) -> [__m256i; 8] {
        assert!(words.len() >= 32);
        // Words 4k..4k + 4, inside `words`, as asserted.
        let load = |k: usize| _mm256_loadu_si256(words.as_ptr().add(4 * k) as *const __m256i);
        // In each 128-bit half (two words): byte c of the first, of the second, for c = 0..8.
        let by_byte = _mm256_setr_epi8(
            0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15, 0, 8, 1, 9, 2, 10, 3, 11, 4, 12,
            5, 13, 6, 14, 7, 15,
        );
        let b: [__m256i; 8] = std::array::from_fn(|k| _mm256_shuffle_epi8(load(k), by_byte));
        // Pairs of 2 bytes become 4, then 8, then 16 of one byte position.
        let c = [
            _mm256_unpacklo_epi16(b[0], b[1]),
            _mm256_unpackhi_epi16(b[0], b[1]),
            _mm256_unpacklo_epi16(b[2], b[3]),
            _mm256_unpackhi_epi16(b[2], b[3]),
            _mm256_unpacklo_epi16(b[4], b[5]),
            _mm256_unpackhi_epi16(b[4], b[5]),
            _mm256_unpacklo_epi16(b[6], b[7]),
            _mm256_unpackhi_epi16(b[6], b[7]),
        ];
        let d = [
            _mm256_unpacklo_epi32(c[0], c[2]),
            _mm256_unpackhi_epi32(c[0], c[2]),
            _mm256_unpacklo_epi32(c[1], c[3]),
            _mm256_unpackhi_epi32(c[1], c[3]),
            _mm256_unpacklo_epi32(c[4], c[6]),
            _mm256_unpackhi_epi32(c[4], c[6]),
            _mm256_unpacklo_epi32(c[5], c[7]),
            _mm256_unpackhi_epi32(c[5], c[7]),
        ];
        [
            _mm256_unpacklo_epi64(d[0], d[4]),
            _mm256_unpackhi_epi64(d[0], d[4]),
            _mm256_unpacklo_epi64(d[1], d[5]),
            _mm256_unpackhi_epi64(d[1], d[5]),
            _mm256_unpacklo_epi64(d[2], d[6]),
            _mm256_unpackhi_epi64(d[2], d[6]),
            _mm256_unpacklo_epi64(d[3], d[7]),
            _mm256_unpackhi_epi64(d[3], d[7]),
        ]
    }

    /// [`super::gather`]: PEXT.
    #[inline]
    #[target_feature(enable = "bmi2")]
    pub unsafe fn gather(word: u64, live: u64) -> u64 {
        _pext_u64(word, live)
    }

    /// [`super::pairs`] in AVX2, four pairs at a time: the ones kept are
    /// moved to the front of a vector by a permutation chosen by their mask,
    /// and the whole vector is stored where the next pair goes.
    ///
    /// # Safety
    /// `out` must have room for every pair of `xs` × `ys` and four more.
    #[target_feature(enable = "avx2,popcnt")]
    pub unsafe fn pairs(xs: &[u64], ys: &[u64], forbid: u64, seen: u64, out: &mut Words) {
        assert!(out.data.len() >= out.len + xs.len() * ys.len() + 4);
        // For each mask of kept 64-bit lanes, their 32-bit halves, in order, first.
        const FRONT: [[i32; 8]; 16] = {
            let mut front = [[0; 8]; 16];
            let mut mask = 0;
            while mask < 16 {
                let (mut at, mut lane) = (0, 0i32);
                while lane < 4 {
                    if mask >> lane & 1 == 1 {
                        front[mask][2 * at] = 2 * lane;
                        front[mask][2 * at + 1] = 2 * lane + 1;
                        at += 1;
                    }
                    lane += 1;
                }
                mask += 1;
            }
            front
        };
        let (base, mut len) = (out.data.as_mut_ptr(), out.len);
        let zero = _mm256_setzero_si256();
        let fours = ys.chunks_exact(4);
        let rest = fours.remainder();
        for &x in xs.iter().filter(|&&x| x & forbid == 0) {
            let (test, word) = (x | forbid, x | seen);
            let (tests, words) = (
                _mm256_set1_epi64x(test as i64),
                _mm256_set1_epi64x(word as i64),
            );
            for four in fours.clone() {
                let y = _mm256_loadu_si256(four.as_ptr() as *const __m256i);
                let kept = _mm256_cmpeq_epi64(_mm256_and_si256(tests, y), zero);
                let mask = _mm256_movemask_pd(_mm256_castsi256_pd(kept)) as usize;
                let order = _mm256_loadu_si256(FRONT[mask].as_ptr() as *const __m256i);
                let packed = _mm256_permutevar8x32_epi32(_mm256_or_si256(words, y), order);
                // At most xs × ys pairs are kept, so four more still fit, as asserted.
                _mm256_storeu_si256(base.add(len) as *mut __m256i, packed);
                len += mask.count_ones() as usize;
            }
            for &y in rest {
                *base.add(len) = word | y;
                len += (test & y == 0) as usize;
            }
        }
        out.len = len;
    }

    /// [`super::count_disjoint`] in AVX2. The answers are summed bit-wise in
    /// a carry-save adder (Harley–Seal) sixteen at a time, so that only one
    /// in sixteen is counted bit by bit (per byte, by a 16-entry lookup per
    /// half byte); a byte adds at most 8, so 31 such counts fit before they
    /// are added into 64-bit lanes.
    #[target_feature(enable = "avx2")]
    pub unsafe fn count_disjoint<const CHUNKS: usize, const BITS: usize>(
        table: &[Lanes],
        rights: &[u64],
    ) -> u64 {
        assert!(table.len() >= CHUNKS << BITS);
        let base = table.as_ptr() as *const __m256i;
        let mask = (1 << BITS) - 1;
        let probe = |word: &u64| {
            let mut lanes = _mm256_set1_epi8(-1);
            for c in 0..CHUNKS {
                // Chunks of 8 bits are the word's bytes, each read by itself
                // (one instruction, not a shift and a mask); v < 2^BITS, so
                // entry `c << BITS | v` is inside the table, as asserted.
                let v = match BITS {
                    8 => std::ptr::read_volatile((word as *const u64 as *const u8).add(c)) as usize,
                    _ => (*word >> (c * BITS)) as usize & mask,
                };
                lanes = _mm256_and_si256(lanes, _mm256_loadu_si256(base.add(c << BITS | v)));
            }
            lanes
        };
        let nibble = _mm256_setr_epi8(
            0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2,
            3, 3, 4,
        );
        let low = _mm256_set1_epi8(0x0f);
        let bytes_of = |x: __m256i| {
            let lo = _mm256_shuffle_epi8(nibble, _mm256_and_si256(x, low));
            let hi = _mm256_shuffle_epi8(nibble, _mm256_and_si256(_mm256_srli_epi16(x, 4), low));
            _mm256_add_epi8(lo, hi)
        };
        let add = |a: __m256i, b: __m256i, c: __m256i| {
            let u = _mm256_xor_si256(a, b);
            let carry = _mm256_or_si256(_mm256_and_si256(a, b), _mm256_and_si256(u, c));
            (carry, _mm256_xor_si256(u, c))
        };
        let zero = _mm256_setzero_si256();
        let (mut ones, mut twos, mut fours, mut eights) = (zero, zero, zero, zero);
        let (mut sixteens, mut rounds, mut total) = (zero, 0, zero);
        let mut groups = rights.chunks_exact(16);
        // The two halves of sixteen are written out: as one closure over eight
        // answers the loop took 7 % more instructions.
        for g in &mut groups {
            let (two_a, o) = add(ones, probe(&g[0]), probe(&g[1]));
            let (two_b, o) = add(o, probe(&g[2]), probe(&g[3]));
            let (four_a, t) = add(twos, two_a, two_b);
            let (two_a, o) = add(o, probe(&g[4]), probe(&g[5]));
            let (two_b, o) = add(o, probe(&g[6]), probe(&g[7]));
            let (four_b, t) = add(t, two_a, two_b);
            let (eight_a, f) = add(fours, four_a, four_b);
            let (two_a, o) = add(o, probe(&g[8]), probe(&g[9]));
            let (two_b, o) = add(o, probe(&g[10]), probe(&g[11]));
            let (four_a, t) = add(t, two_a, two_b);
            let (two_a, o) = add(o, probe(&g[12]), probe(&g[13]));
            let (two_b, o) = add(o, probe(&g[14]), probe(&g[15]));
            let (four_b, t) = add(t, two_a, two_b);
            let (eight_b, f) = add(f, four_a, four_b);
            let (sixteen, e) = add(eights, eight_a, eight_b);
            (ones, twos, fours, eights) = (o, t, f, e);
            sixteens = _mm256_add_epi8(sixteens, bytes_of(sixteen));
            rounds += 1;
            if rounds == 31 {
                total =
                    _mm256_add_epi64(total, _mm256_slli_epi64(_mm256_sad_epu8(sixteens, zero), 4));
                (sixteens, rounds) = (zero, 0);
            }
        }
        let sad = |x: __m256i| _mm256_sad_epu8(x, zero);
        total = _mm256_add_epi64(total, _mm256_slli_epi64(sad(sixteens), 4));
        total = _mm256_add_epi64(total, _mm256_slli_epi64(sad(bytes_of(eights)), 3));
        total = _mm256_add_epi64(total, _mm256_slli_epi64(sad(bytes_of(fours)), 2));
        total = _mm256_add_epi64(total, _mm256_slli_epi64(sad(bytes_of(twos)), 1));
        total = _mm256_add_epi64(total, sad(bytes_of(ones)));
        let mut rest = zero;
        for word in groups.remainder() {
            rest = _mm256_add_epi8(rest, bytes_of(probe(word)));
        }
        total = _mm256_add_epi64(total, sad(rest));
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

    /// Runs the tasks of `plan` from `next` on, taking the next one until none is left.
    fn run_tasks(
        self,
        board: &Board,
        plan: &Plan,
        south: &[RowSet],
        next: &AtomicUsize,
        progress: &Progress,
    ) -> u64 {
        match self {
            Kernel::Portable => run_tasks::<false>(board, plan, south, next, progress),
            #[cfg(target_arch = "x86_64")]
            // SAFETY: `detect` found every feature that `run_tasks_avx2` enables.
            Kernel::Avx2 => unsafe { run_tasks_avx2(board, plan, south, next, progress) },
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
unsafe fn run_tasks_avx2(
    board: &Board,
    plan: &Plan,
    south: &[RowSet],
    next: &AtomicUsize,
    progress: &Progress,
) -> u64 {
    run_tasks::<true>(board, plan, south, next, progress)
}

/// The `2q` bits of a word cut into chunks of 8 bits (of 4 for small boards,
/// whose blocks are nearly empty: their tables stay small).
#[inline(always)]
fn run_tasks<const SIMD: bool>(
    board: &Board,
    plan: &Plan,
    south: &[RowSet],
    next: &AtomicUsize,
    progress: &Progress,
) -> u64 {
    let args = (board, plan, south, next, progress);
    match (2 * board.q, board.n) {
        (_, ..=12) => run_each::<SIMD, 6, 4>(args),
        // AVX2 picks the chunks for each split's own words (see `Scratch::count`).
        _ if SIMD => run_each::<SIMD, 7, 8>(args),
        (..=24, _) => run_each::<SIMD, 3, 8>(args),
        (..=32, _) => run_each::<SIMD, 4, 8>(args),
        (..=40, _) => run_each::<SIMD, 5, 8>(args),
        (..=48, _) => run_each::<SIMD, 6, 8>(args),
        _ => run_each::<SIMD, 7, 8>(args),
    }
}

#[inline(always)]
fn run_each<const SIMD: bool, const CHUNKS: usize, const BITS: usize>(
    (board, plan, south, next, progress): (&Board, &Plan, &[RowSet], &AtomicUsize, &Progress),
) -> u64 {
    let (mut scratch, mut north) = (Scratch::default(), NorthSets::default());
    let mut total = 0;
    while let Some(task) = plan.tasks.get(next.fetch_add(1, Ordering::Relaxed)) {
        north.build(board, &task.north);
        for split in &task.splits {
            total += board.join::<SIMD, CHUNKS, BITS>(split.rows, &north, south, &mut scratch);
            progress.add(split.estimate);
        }
    }
    total
}

/// A long count's progress (`--progress`): a line on stderr at most once a
/// second on a terminal, rewritten in place, and a line every ten seconds
/// otherwise (a log, as `scripts/count.sh` keeps for each part).
struct Progress {
    /// "boj9663: N = 20" and the part, if any.
    label: String,
    /// How often a line is written, and whether in place; `None`: never.
    every: Option<(Duration, bool)>,
    start: Instant,
    /// Row sets of the part's tables: to build, built.
    sets: AtomicUsize,
    built: AtomicUsize,
    /// The part's estimated work, once known, when counting started, and the
    /// billionths of it done.
    work: OnceLock<(u128, Instant)>,
    done: AtomicU64,
}

impl Progress {
    fn new(label: String, every: Option<(Duration, bool)>) -> Progress {
        Progress {
            label,
            every,
            start: Instant::now(),
            sets: AtomicUsize::new(0),
            built: AtomicUsize::new(0),
            work: OnceLock::new(),
            done: AtomicU64::new(0),
        }
    }

    /// The progress of `label` on stderr, in place when it is a terminal.
    fn on_stderr(label: String) -> Progress {
        let terminal = io::stderr().is_terminal();
        let every = Duration::from_secs(if terminal { 1 } else { 10 });
        Progress::new(label, Some((every, terminal)))
    }

    fn tables(&self, sets: usize) {
        self.sets.store(sets, Ordering::Relaxed);
    }

    fn built(&self) {
        self.built.fetch_add(1, Ordering::Relaxed);
    }

    fn counting(&self, work: u128) {
        let _ = self.work.set((work.max(1), Instant::now()));
    }

    #[inline(always)]
    fn add(&self, estimate: u128) {
        if self.every.is_some() {
            if let Some(&(work, _)) = self.work.get() {
                let billionths = (estimate * 1_000_000_000 / work) as u64;
                self.done.fetch_add(billionths, Ordering::Relaxed);
            }
        }
    }

    /// Runs `count`, writing a line now and then from another thread until it returns.
    fn watch<T: Send>(&self, count: impl FnOnce() -> T + Send) -> T {
        let Some((every, in_place)) = self.every else {
            return count();
        };
        let (stop, stopped) = mpsc::channel::<()>();
        thread::scope(|s| {
            s.spawn(move || {
                while let Err(mpsc::RecvTimeoutError::Timeout) = stopped.recv_timeout(every) {
                    self.write(&self.line(), in_place, false);
                }
            });
            let result = count();
            drop(stop);
            let tables = self.work.get().map(|&(_, at)| at - self.start);
            let line = format!(
                "{}: done in {}{}",
                self.label,
                duration(self.start.elapsed()),
                tables.map_or(String::new(), |t| format!(
                    " ({} of it on tables)",
                    duration(t)
                ))
            );
            self.write(&line, in_place, true);
            result
        })
    }

    fn write(&self, line: &str, in_place: bool, last: bool) {
        let mut err = io::stderr().lock();
        let _ = match (in_place, last) {
            (true, false) => write!(err, "\r{line}\x1b[K"),
            (true, true) => writeln!(err, "\r{line}\x1b[K"),
            (false, _) => writeln!(err, "{line}"),
        };
        let _ = err.flush();
    }

    /// Where the count is: building tables, or the share counted and the time left.
    fn line(&self) -> String {
        let elapsed = duration(self.start.elapsed());
        let Some(&(_, since)) = self.work.get() else {
            let (built, sets) = (
                self.built.load(Ordering::Relaxed),
                self.sets.load(Ordering::Relaxed),
            );
            return match sets {
                0 => format!("{}: sizing the tables, {elapsed} so far", self.label),
                _ => format!(
                    "{}: building tables, {built} of {sets} row sets, {elapsed} so far",
                    self.label
                ),
            };
        };
        let done = (self.done.load(Ordering::Relaxed) as f64 / 1e9).min(1.0);
        let counting = since.elapsed().as_secs_f64();
        let left = match done {
            d if d < 0.001 => "time left not known yet".to_string(),
            d => format!(
                "about {} left",
                duration(Duration::from_secs_f64(counting * (1.0 - d) / d))
            ),
        };
        format!(
            "{}: {:.1} % counted, {elapsed} so far, {left}",
            self.label,
            100.0 * done
        )
    }
}

/// A duration as people read it: "45 s", "3 min 05 s", "2 h 07 min", "3 d 04 h".
fn duration(d: Duration) -> String {
    let s = d.as_secs();
    match s {
        0..=59 => format!("{:.1} s", d.as_secs_f64()),
        60..=3599 => format!("{} min {:02} s", s / 60, s % 60),
        3600..=86399 => format!("{} h {:02} min", s / 3600, s / 60 % 60),
        _ => format!("{} d {:02} h", s / 86400, s / 3600 % 24),
    }
}

/// The process's peak resident memory in KiB, from /proc/self/status (Linux).
fn peak_resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// MiB, one decimal.
fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / (1 << 20) as f64)
}

impl TableSizes {
    /// The line `--tables` prints.
    fn report(&self, n: u32, shard: Shard, peak_kib: Option<u64>) -> String {
        let peak = peak_kib.map_or("not known here (no /proc/self/status)".into(), |k| {
            mib(k << 10)
        });
        format!(
            "N = {n}, part {}/{}: south tables {} ({} of {} row sets), north tables {} a thread at most; peak resident {peak}",
            shard.index,
            shard.of,
            mib(self.south_bytes),
            self.south_sets,
            self.south_of,
            mib(self.north_bytes),
        )
    }
}

/// The command line beyond the judge's use.
#[derive(Debug, PartialEq, Eq)]
struct Options {
    threads: Option<usize>,
    shard: Shard,
    /// `--progress`: progress and the time left on stderr.
    progress: bool,
    /// `--tables`: build the part's tables, report their size and stop.
    tables: bool,
}

/// Reads the options, or says what was wrong and what is accepted.
fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        threads: None,
        shard: WHOLE,
        progress: false,
        tables: false,
    };
    let mut seen: Vec<&str> = Vec::new();
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let mut value = || {
            args.next()
                .map(|v| v.as_str())
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        let known = ["--threads", "--shard", "--progress", "--tables"];
        if let Some(&name) = known.iter().find(|&&k| k == flag) {
            if seen.contains(&name) {
                return Err(format!("{flag} given twice"));
            }
            seen.push(name);
        }
        match flag.as_str() {
            "--threads" => {
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
            "--shard" => {
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
            "--progress" => options.progress = true,
            "--tables" => options.tables = true,
            other => {
                return Err(format!(
                    "unknown argument {other:?}: expected --threads T, --shard K/M, --progress or --tables"
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
    let shard = options.shard;
    let progress = match options.progress {
        true if shard == WHOLE => Progress::on_stderr(format!("boj9663: N = {n}")),
        true => Progress::on_stderr(format!(
            "boj9663: N = {n}, part {}/{}",
            shard.index, shard.of
        )),
        false => Progress::new(String::new(), None),
    };
    let done = Part::run(
        n,
        shard,
        threads,
        Kernel::detect(),
        &progress,
        options.tables,
    );
    let line = match done.tables {
        Some(tables) => tables.report(n, shard, peak_resident_kib()),
        None if options.tables => format!(
            "N = {n}, part {}/{}: no tables below N = 4",
            shard.index, shard.of
        ),
        None => done.count.to_string(),
    };
    let mut out = BufWriter::new(io::stdout().lock());
    if writeln!(out, "{line}").and_then(|_| out.flush()).is_err() {
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
            let quiet = Progress::new(String::new(), None);
            let count = |kernel| Part::run(n, WHOLE, 1, kernel, &quiet, false).count;
            assert_eq!(count(Kernel::Portable), count(Kernel::detect()), "n = {n}");
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
    fn halves_are_every_placement_of_their_rows_by_long_diagonals() {
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
                let all = (1 << h) - 1;
                let north = board.row_set(0, rows & all);
                let south = board.row_set(1, rows >> h);
                let mut lists: [Words; 3] = Default::default();
                board.rights::<false>(&north, &south, 0, 0, 1, &mut lists);
                let mut lefts = Words::default();
                board.lefts::<false>(&north, &south, &mut lefts);
                assert_eq!(
                    lefts.as_slice(),
                    lists[0].as_slice(),
                    "n = {n}, rows {rows:b}"
                );
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
                    assert_eq!(board.mirror(word), mirrored, "n = {n}, ({r}, {c})");
                    assert_eq!(board.mirror(mirrored), word, "n = {n}, ({r}, {c})");
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
                let (mut planes, mut table) = (Vec::new(), Vec::new());
                build_table::<false, CHUNKS, BITS>(&lefts, bits, &mut planes, &mut table);
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
                    // The AVX2 table puts words in other lanes, and counts the same.
                    let mut simd = Vec::new();
                    build_table::<true, CHUNKS, BITS>(&lefts, bits, &mut planes, &mut simd);
                    assert_eq!(count_disjoint::<CHUNKS, BITS>(&simd, &rights), expected);
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
    fn pairs_keep_those_with_no_common_bit_in_either_version() {
        let mut seed = 31;
        for (xn, yn) in [(0, 5), (3, 0), (1, 1), (7, 3), (9, 13), (20, 17)] {
            let sparse = |seed: &mut u64| random(seed) & random(seed) & 0xffff;
            let xs: Vec<u64> = (0..xn).map(|_| sparse(&mut seed)).collect();
            let ys: Vec<u64> = (0..yn).map(|_| sparse(&mut seed)).collect();
            for (forbid, seen) in [(0, 0), (0x0101, 0x0101), (0x8000, 0)] {
                let mut expected = Vec::new();
                for &x in &xs {
                    for &y in &ys {
                        if x & y == 0 && (x | y) & forbid == 0 {
                            expected.push(x | y | seen);
                        }
                    }
                }
                let mut portable = Words::default();
                pairs::<false>(&xs, &ys, forbid, seen, &mut portable);
                assert_eq!(portable.as_slice(), expected.as_slice());
                #[cfg(target_arch = "x86_64")]
                if Kernel::detect() == Kernel::Avx2 {
                    let mut simd = Words::default();
                    pairs::<true>(&xs, &ys, forbid, seen, &mut simd);
                    assert_eq!(simd.as_slice(), expected.as_slice());
                }
            }
        }
    }

    #[test]
    fn parse_accepts_one_integer_in_range() {
        assert_eq!(parse_n("14\n", MAX_N), Ok(14));
        assert_eq!(parse_n("  +1 ", MAX_N), Ok(1));
        assert_eq!(parse_n("27", MAX_N), Ok(27));
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
            "28",
            "99999999999999999999999",
            "4 5",
        ] {
            let err = parse_n(bad, MAX_N).unwrap_err();
            assert!(err.contains("1 <= N <= 27"), "{bad:?}: {err}");
            assert!(!err.contains('\n'), "{bad:?}: one line, got {err:?}");
        }
    }

    fn options(args: &[&str]) -> Result<Options, String> {
        parse_options(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn options_accept_threads_a_shard_progress_and_tables() {
        let none = Options {
            threads: None,
            shard: WHOLE,
            progress: false,
            tables: false,
        };
        assert_eq!(options(&[]), Ok(none));
        let all = options(&["--shard", "3/8", "--progress", "--threads", "2", "--tables"]).unwrap();
        assert_eq!(
            all,
            Options {
                threads: Some(2),
                shard: Shard { index: 3, of: 8 },
                progress: true,
                tables: true,
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
            (&["--progress", "--progress"], "twice"),
            (&["--tables", "--tables"], "twice"),
            (&["--parts", "4"], "unknown argument"),
            (&["16"], "unknown argument"),
        ] {
            let err = options(bad).unwrap_err();
            assert!(err.contains(expected), "{bad:?}: {err}");
            assert!(!err.contains('\n'), "{bad:?}: {err:?}");
        }
    }

    #[test]
    fn complementing_reverses_colex_order() {
        for h in 1..=8usize {
            for k in 0..=h {
                let sets = |size: usize| {
                    let mut all: Vec<u32> = (0..1u32 << h)
                        .filter(|s| s.count_ones() as usize == size)
                        .collect();
                    // Colex order is the order of the sets as numbers.
                    all.sort_unstable();
                    all
                };
                let complements: Vec<u32> = sets(k).iter().map(|s| s ^ ((1 << h) - 1)).collect();
                let mut reversed = sets(h - k);
                reversed.reverse();
                assert_eq!(complements, reversed, "h = {h}, k = {k}");
            }
        }
    }

    #[test]
    fn the_parts_of_a_plan_take_every_split_once_and_build_what_they_use() {
        for n in 4..=13 {
            let board = Board::new(n);
            let sets = board.band_row_sets();
            let counted: Vec<AtomicU64> = sets
                .iter()
                .map(|&rows| AtomicU64::new(board.placements(rows)))
                .collect();
            let sizes = Sizes::new(&board, &sets, &counted);
            let mut expected = board.left_row_sets();
            expected.sort_unstable();
            for of in [1, 2, 3, 8, 64] {
                let mut taken = Vec::new();
                for index in 0..of {
                    let plan = Plan::new(&board, &sizes, Shard { index, of });
                    for task in &plan.tasks {
                        for split in &task.splits {
                            taken.push(split.rows);
                            board.for_each_half(split.rows, |rows| {
                                let (a, b) = (rows & ((1 << board.h) - 1), rows >> board.h);
                                assert!(task.north.contains(&a), "n = {n}, part {index}/{of}");
                                assert!(plan.south.contains(&b), "n = {n}, part {index}/{of}");
                            });
                        }
                    }
                }
                taken.sort_unstable();
                assert_eq!(taken, expected, "n = {n}, {of} parts");
            }
        }
    }

    #[test]
    fn more_parts_hold_fewer_south_row_sets() {
        let board = Board::new(16);
        let sets = board.band_row_sets();
        let counted: Vec<AtomicU64> = sets
            .iter()
            .map(|&rows| AtomicU64::new(board.placements(rows)))
            .collect();
        let sizes = Sizes::new(&board, &sets, &counted);
        let words = |of: u32| {
            (0..of)
                .map(|index| {
                    let plan = Plan::new(&board, &sizes, Shard { index, of });
                    plan.south
                        .iter()
                        .map(|&b| sizes.placements[b as usize])
                        .sum::<u64>()
                })
                .max()
                .unwrap_or(0)
        };
        let (one, eight) = (words(1), words(8));
        assert!(
            8 * eight < 2 * one,
            "one part {one} words, the largest of 8 {eight}"
        );
    }

    #[test]
    fn heaviest_first_dealing_balances_the_bins() {
        let items: Vec<u128> = vec![9, 7, 6, 5, 4, 3, 2, 2, 1];
        let bins = deal_heaviest(&items, |&w| w, 3);
        let mut loads = [0u128; 3];
        for (&w, &bin) in items.iter().zip(&bins) {
            loads[bin] += w;
        }
        assert_eq!(loads.iter().max(), Some(&13));
        assert_eq!(loads.iter().sum::<u128>(), 39);
        assert_eq!(
            deal_heaviest(&items, |&w| w, 3),
            bins,
            "the same every time"
        );
    }

    #[test]
    fn grouping_by_key_sorts_and_skips_nothing_it_should_not() {
        let mut seed = 5;
        let words: Vec<u64> = (0..3000)
            .map(|_| random(&mut seed) & ((1 << 40) - 1))
            .collect();
        let key = Key::choose(&[&words[..1000]], &[&words[1000..]], 40, 6);
        assert!(key.len > 0 && key.len <= KEY_BITS);
        let (mut keys, mut out, mut groups) = (Vec::new(), Vec::new(), Vec::new());
        let grouped = group::<false>(&words, &key, None, &mut keys, &mut out, &mut groups);
        assert_eq!(grouped.groups[key.groups()] as usize, words.len());
        for g in 0..key.groups() {
            let range = grouped.groups[g] as usize..grouped.groups[g + 1] as usize;
            assert!(grouped.words[range].iter().all(|&w| key.of(w) == g));
        }
        let (mut a, mut b) = (grouped.words.to_vec(), words.clone());
        a.sort_unstable();
        b.sort_unstable();
        assert_eq!(a, b);
        // A key bit set in one word is set in the key of any word it is part of.
        for (&x, &y) in words.iter().zip(words.iter().skip(1)) {
            assert_eq!(key.of(x | y), key.of(x) | key.of(y));
        }
    }

    #[test]
    fn a_part_built_for_its_tables_only_counts_nothing_and_reports_them() {
        let quiet = Progress::new(String::new(), None);
        let whole = Part::run(14, WHOLE, 1, Kernel::detect(), &quiet, true);
        let part = Part::run(
            14,
            Shard { index: 1, of: 8 },
            2,
            Kernel::detect(),
            &quiet,
            true,
        );
        let (whole_tables, part_tables) = (whole.tables.unwrap(), part.tables.unwrap());
        assert_eq!((whole.count, part.count), (0, 0));
        assert!(part_tables.south_bytes < whole_tables.south_bytes);
        assert!(part_tables.south_sets < whole_tables.south_sets);
        assert!(whole_tables.north_bytes > 0);
        let line = part_tables.report(14, Shard { index: 1, of: 8 }, Some(2048));
        assert!(
            line.starts_with("N = 14, part 1/8: south tables "),
            "{line}"
        );
        assert!(line.ends_with("peak resident 2.0 MiB"), "{line}");
    }

    #[test]
    fn durations_read_as_people_write_them() {
        let secs = Duration::from_secs;
        assert_eq!(duration(Duration::from_millis(4200)), "4.2 s");
        assert_eq!(duration(secs(185)), "3 min 05 s");
        assert_eq!(duration(secs(2 * 3600 + 7 * 60 + 9)), "2 h 07 min");
        assert_eq!(duration(secs(3 * 86400 + 4 * 3600)), "3 d 04 h");
    }

    #[test]
    fn progress_says_what_is_done_and_what_is_left() {
        let progress = Progress::new(
            "boj9663: N = 16".into(),
            Some((Duration::from_secs(1), false)),
        );
        assert!(
            progress.line().contains("sizing the tables"),
            "{}",
            progress.line()
        );
        progress.tables(40);
        progress.built();
        assert!(
            progress
                .line()
                .contains("building tables, 1 of 40 row sets"),
            "{}",
            progress.line()
        );
        progress.counting(1000);
        assert!(
            progress.line().contains("0.0 % counted"),
            "{}",
            progress.line()
        );
        assert!(
            progress.line().contains("time left not known yet"),
            "{}",
            progress.line()
        );
        progress.add(250);
        let line = progress.line();
        assert!(
            line.starts_with("boj9663: N = 16: 25.0 % counted, "),
            "{line}"
        );
        assert!(line.contains(" left"), "{line}");
        assert!(!line.contains("not known"), "{line}");
    }
}
