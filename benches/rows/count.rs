//! The count kernel of `boj9663` (and `lc52`): against the textbook bitmask
//! counter in the same process, on one thread and on two, and `boj9663` at
//! N = 18 as a whole process.

use crate::boj9663;
use crate::harness::{median, secs, Cmd, Harness, Row};
use crate::textbook;
use std::time::{Duration, Instant};

pub fn run(h: &Harness) -> Vec<Row> {
    let mut rows = Vec::new();
    println!("count kernel vs textbook, N = 16, one thread, interleaved (3 rounds)");
    let (mut ratios, mut kernel_times, mut plain_times) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..3 {
        let (kernel, plain) = interleaved_kernel_and_textbook(16);
        ratios.push(kernel.as_secs_f64() / plain.as_secs_f64());
        kernel_times.push(kernel);
        plain_times.push(plain);
    }
    let ratio = median(&ratios);
    println!(
        "   kernel {}   textbook {}   ratio {ratio:.3}",
        secs(median(&kernel_times)),
        secs(median(&plain_times))
    );
    rows.push(Row::new(
        "count kernel N = 16, 1 thread, vs textbook",
        format!(
            "{} vs {} = {ratio:.3} × (median of 3)",
            secs(median(&kernel_times)),
            secs(median(&plain_times))
        ),
        "≤ 0.14 ×",
        ratio <= 0.14,
    ));

    println!("parallel counting, N = 16, wall time (7 pairs)");
    let (mut one, mut two, mut speedups) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..7 {
        one.push(wall_time(|| boj9663::count_n_queens_on(16, 1)));
        two.push(wall_time(|| boj9663::count_n_queens_on(16, 2)));
        speedups.push(one[one.len() - 1].as_secs_f64() / two[two.len() - 1].as_secs_f64());
    }
    // Each pair runs back to back: the median of their ratios shrugs off drift.
    let speedup = median(&speedups);
    println!(
        "   1 thread {}   2 threads {}   speed-up {speedup:.2}",
        secs(median(&one)),
        secs(median(&two))
    );
    rows.push(Row::new(
        "parallel N = 16, 2 threads vs 1, wall",
        format!(
            "{} vs {}, {speedup:.2} × (median of 7 pairs)",
            secs(median(&two)),
            secs(median(&one))
        ),
        "≥ 1.8 ×",
        speedup >= 1.8,
    ));
    if h.long {
        let wall = h.interleaved(&[Cmd::new(&h.problem("boj9663"), b"18\n")], 1)[0];
        println!("   boj9663 N = 18 whole process: {}", secs(wall));
        rows.push(Row::new(
            "boj9663 N = 18, whole process (one run)",
            secs(wall),
            "< 60 s",
            wall < Duration::from_secs(60),
        ));
    }
    rows
}

/// One pass over the whole count at `n` by both the border-class kernel and
/// the textbook counter, cut into n² slices each and run alternately, so that
/// the machine's swings in speed, which last seconds here, hit both alike.
/// Returns the summed times of the kernel's slices (its set-up included) and
/// the textbook's.
fn interleaved_kernel_and_textbook(n: u32) -> (Duration, Duration) {
    let start = Instant::now();
    let classes = boj9663::border_classes(n);
    let mut kernel = start.elapsed();
    let pairs: Vec<(u32, u32)> = (0..n).flat_map(|a| (0..n).map(move |b| (a, b))).collect();
    let mut slices = classes.chunks(classes.len().div_ceil(pairs.len()).max(1));
    let (mut plain, mut kernel_count, mut plain_count) = (Duration::ZERO, 0, 0);
    for (a, b) in pairs {
        let start = Instant::now();
        plain_count += std::hint::black_box(textbook::count_from(n, a, b));
        plain += start.elapsed();
        if let Some(slice) = slices.next() {
            let start = Instant::now();
            let part: u64 = slice.iter().map(|s| s.weight * s.count()).sum();
            kernel_count += std::hint::black_box(part);
            kernel += start.elapsed();
        }
    }
    assert!(slices.next().is_none());
    assert_eq!(
        kernel_count, plain_count,
        "the kernel and the textbook disagree"
    );
    (kernel, plain)
}

fn wall_time(f: impl FnOnce() -> u64) -> Duration {
    let start = Instant::now();
    std::hint::black_box(f());
    start.elapsed()
}
