//! Problems whose goal is to run within a millisecond or two of the start-up
//! floor on their largest input, each against a plain baseline for scale
//! (see `Harness::near_floor`). A new such target is one more entry here.

use crate::harness::{fixture, Cmd, Harness, Row};
use std::path::PathBuf;
use std::time::Duration;

pub fn run(h: &Harness) -> Vec<Row> {
    let mut hdu = b"10\n".repeat(10);
    hdu.extend_from_slice(b"0\n");
    let boj9175 = format!("100\n{}", "300\n".repeat(100)).into_bytes();
    // 100 datasets (the practice bound; UVa gives none), every square at least once.
    let mut uva750 = String::from("100\n");
    for i in 0..100 {
        uva750 += &format!("\n{} {}\n", i / 8 % 8 + 1, i % 8 + 1);
    }
    let targets = [
        NearFloor {
            target: "lc52 n = 9, whole process, over the floor",
            problem: "lc52",
            input: b"9\n".to_vec(),
            baseline: ("textbook", "textbook bitmask counter"),
            goal_ms: 2.0,
        },
        NearFloor {
            target: "boj3344 N = 99999, whole process, over the floor",
            problem: "boj3344",
            input: b"99999\n".to_vec(),
            baseline: ("construction_plain", "println! per number"),
            goal_ms: 2.0,
        },
        NearFloor {
            // No reserved square: all 92 placements are counted.
            target: "cses1624 free 8 × 8 board, whole process, over the floor",
            problem: "cses1624",
            input: "........\n".repeat(8).into_bytes(),
            baseline: ("cses1624_plain", "backtracking on a 2-D array"),
            goal_ms: 1.0,
        },
        NearFloor {
            // Two given queens, as in the sample: the most searching.
            target: "aoj_alds1_13_a 2 queens given, whole process, over the floor",
            problem: "aoj_alds1_13_a",
            input: b"2\n2 2\n5 3\n".to_vec(),
            baseline: ("aoj_plain", "backtracking with the given queens fixed"),
            goal_ms: 1.0,
        },
        NearFloor {
            target: "uva750 100 datasets, whole process, over the floor",
            problem: "uva750",
            input: uva750.into_bytes(),
            baseline: ("uva750_plain", "backtracking per dataset"),
            goal_ms: 1.0,
        },
        NearFloor {
            target: "hdu2553 ten lines of n = 10, whole process, over the floor",
            problem: "hdu2553",
            input: hdu,
            baseline: ("hdu2553_textbook", "textbook counter per line"),
            goal_ms: 2.0,
        },
        NearFloor {
            target: "uva167 20 boards, whole process, over the floor",
            problem: "uva167",
            input: fixture("uva167", "08-twenty-random"),
            baseline: ("uva167_search", "search per board"),
            goal_ms: 1.0,
        },
        NearFloor {
            // 999 lines: the statement says fewer than 1000 cases.
            target: "uva11085 999 lines, whole process, over the floor",
            problem: "uva11085",
            input: fixture("uva11085", "08-max-999"),
            baseline: ("uva11085_search", "search per line"),
            goal_ms: 1.0,
        },
        NearFloor {
            // A valid board, so that every check runs.
            target: "kattis_8queens one board, whole process, over the floor",
            problem: "kattis_8queens",
            input: fixture("kattis_8queens", "sample2"),
            baseline: ("kattis_8queens_pairs", "pairwise check"),
            goal_ms: 1.0,
        },
        NearFloor {
            // A correct placement, so that no line can be skipped.
            target: "kattis_queens N = 5000, whole process, over the floor",
            problem: "kattis_queens",
            input: fixture("kattis_queens", "12-n5000-correct"),
            baseline: ("kattis_queens_pairs", "pairwise check, O(N²)"),
            goal_ms: 1.0,
        },
        NearFloor {
            // The statement's largest N; its 49 KB of output included.
            target: "boj21133 N = 10000, whole process, over the floor",
            problem: "boj21133",
            input: b"10000\n".to_vec(),
            baseline: ("construction_plain", "println! per number"),
            goal_ms: 1.0,
        },
        NearFloor {
            // The statement bounds N by 300 but not T: 100 cases, 109 KB out.
            target: "boj9175 T = 100 × N = 300, whole process, over the floor",
            problem: "boj9175",
            input: boj9175,
            baseline: ("construction_plain", "println! per number"),
            goal_ms: 1.0,
        },
    ];
    targets.into_iter().map(|t| near_floor(h, t)).collect()
}

/// A whole-process target near the start-up floor: a problem on one input,
/// within `goal_ms` of the empty program, with a plain baseline for scale.
struct NearFloor<'a> {
    target: &'a str,
    problem: &'a str,
    input: Vec<u8>,
    /// A program of `benches/baselines/`, and what the table calls it.
    baseline: (&'a str, &'a str),
    goal_ms: f64,
}

/// Measures a [`NearFloor`] target. The goal is judged on CPU time (median
/// of whole processes), which other work on a shared machine disturbs far
/// less than wall time; wall times are shown too, each program run in turn
/// with the empty one. The baseline, often slower by orders of magnitude,
/// gets its own shorter interleaving so it cannot crowd the near-floor figures.
fn near_floor(h: &Harness, t: NearFloor) -> Row {
    let cmd = |program: PathBuf| Cmd {
        program,
        args: Vec::new(),
        stdin: t.input.clone(),
    };
    let (fast, floor, plain) = (
        cmd(h.problem(t.problem)),
        cmd(h.baseline("floor")),
        cmd(h.baseline(t.baseline.0)),
    );
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let wall = h.interleaved(&[fast.clone(), floor.clone()], 101);
    let plain_wall = h.interleaved(&[plain, floor.clone()], 11);
    let (cpu, cpu_floor) = (ms(h.cpu(&fast, 101)), ms(h.cpu(&floor, 101)));
    let over = cpu - cpu_floor;
    Row {
        target: t.target.to_owned(),
        measured: format!(
            "CPU {cpu:.2} ms − {cpu_floor:.2} ms = {over:+.2} ms; wall {:+.2} ms ({}: wall {:+.2} ms)",
            ms(wall[0]) - ms(wall[1]),
            t.baseline.1,
            ms(plain_wall[0]) - ms(plain_wall[1])
        ),
        goal: format!("≤ {} ms", t.goal_ms),
        holds: over <= t.goal_ms,
    }
}
