//! kattis_queens: N = 5000 (a correct placement, so no line can be skipped;
//! `inputs/kattis_queens/12-n5000-correct.txt`) as one whole process, against
//! the start-up floor (goal: within 1 ms, in O(N)) and, for information, a plain
//! pairwise check (`benches/baselines/kattis_queens_pairs.rs`, O(N²)). The floor
//! is the empty program run in turn with the others.

use crate::harness::{Cmd, Harness, Row};
use std::time::Duration;

const INPUT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/inputs/kattis_queens/12-n5000-correct.txt"
);

pub fn run(h: &Harness) -> Vec<Row> {
    let input = std::fs::read(INPUT).unwrap_or_else(|e| panic!("{INPUT}: {e}"));
    let cmd = |program| Cmd {
        program,
        args: Vec::new(),
        stdin: input.clone(),
    };
    let commands = [
        cmd(h.problem("kattis_queens")),
        cmd(h.baseline("empty")),
        cmd(h.baseline("kattis_queens_pairs")),
    ];
    // The pairwise baseline takes some milliseconds a run: fewer runs keep the row short.
    let times = h.interleaved(&commands, 41);
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let (fast, floor, plain) = (ms(times[0]), ms(times[1]), ms(times[2]));
    let over = fast - floor;
    vec![Row {
        target: "kattis_queens N = 5000, whole process, over the floor".into(),
        measured: format!(
            "{fast:.2} ms − {floor:.2} ms = {over:+.2} ms (pairwise check {:+.2} ms)",
            plain - floor
        ),
        goal: "≤ 1 ms".into(),
        holds: over <= 1.0,
    }]
}
