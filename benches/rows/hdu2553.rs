//! hdu2553: ten lines of n = 10 as one whole process, against the start-up
//! floor (goal: within 2 ms) and, for information, the textbook bitmask counter
//! run afresh for every line (`benches/baselines/hdu2553_textbook.rs`).
//!
//! The goal is judged on CPU time (user + system, median of whole processes),
//! which other work on a shared machine disturbs far less than wall time; the
//! wall times are shown too, taken with the empty program
//! (`benches/baselines/empty.rs`) run in turn with the one measured, so that a
//! drift of the machine's speed hits both alike. The baseline, slower by orders
//! of magnitude for some rows, runs in a separate, shorter interleaving so that
//! it cannot crowd the near-floor figures.

use crate::harness::{Cmd, Harness, Row};
use std::time::Duration;

pub fn run(h: &Harness) -> Vec<Row> {
    let mut input = b"10\n".repeat(10);
    input.extend_from_slice(b"0\n");
    let (fast, floor, plain) = (
        h.problem("hdu2553"),
        h.baseline("floor"),
        h.baseline("hdu2553_textbook"),
    );
    let cmd = |program: &std::path::PathBuf| Cmd {
        program: program.clone(),
        args: Vec::new(),
        stdin: input.clone(),
    };
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let wall = h.interleaved(&[cmd(&fast), cmd(&floor)], 101);
    let plain_wall = h.interleaved(&[cmd(&plain), cmd(&floor)], 11);
    let (cpu, cpu_floor) = (ms(h.cpu(&cmd(&fast), 101)), ms(h.cpu(&cmd(&floor), 101)));
    let over = cpu - cpu_floor;
    vec![Row {
        target: "hdu2553 ten lines of n = 10, whole process, over the floor".into(),
        measured: format!(
            "CPU {cpu:.2} ms − {cpu_floor:.2} ms = {over:+.2} ms; wall {:+.2} ms \
             (textbook per line: wall {:+.2} ms)",
            ms(wall[0]) - ms(wall[1]),
            ms(plain_wall[0]) - ms(plain_wall[1])
        ),
        goal: "≤ 2 ms".into(),
        holds: over <= 2.0,
    }]
}
