//! hdu2553: ten lines of n = 10 as one whole process, against the start-up
//! floor (goal: within 2 ms) and, for information, the textbook bitmask counter
//! run afresh for every line (`benches/baselines/hdu2553_textbook.rs`). The
//! floor is the empty program run in turn with the others, so that a drift of
//! the machine's speed hits all three alike.

use crate::harness::{Cmd, Harness, Row};
use std::time::Duration;

pub fn run(h: &Harness) -> Vec<Row> {
    let mut input = b"10\n".repeat(10);
    input.extend_from_slice(b"0\n");
    let cmd = |program| Cmd {
        program,
        args: Vec::new(),
        stdin: input.clone(),
    };
    let commands = [
        cmd(h.problem("hdu2553")),
        cmd(h.baseline("empty")),
        cmd(h.baseline("hdu2553_textbook")),
    ];
    let times = h.interleaved(&commands, 61);
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let (fast, floor, plain) = (ms(times[0]), ms(times[1]), ms(times[2]));
    let over = fast - floor;
    vec![Row {
        target: "hdu2553 ten lines of n = 10, whole process, over the floor".into(),
        measured: format!(
            "{fast:.2} ms − {floor:.2} ms = {over:+.2} ms (textbook per line {:+.2} ms)",
            plain - floor
        ),
        goal: "≤ 2 ms".into(),
        holds: over <= 2.0,
    }]
}
