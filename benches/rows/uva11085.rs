//! uva11085: the largest input (999 lines, the statement's maximum;
//! `inputs/uva11085/08-max-999.txt`) as one whole process, against the start-up
//! floor (goal: within 1 ms) and, for information, a plain backtracking search
//! per line (`benches/baselines/uva11085_search.rs`). The floor is the empty
//! program run in turn with the others.

use crate::harness::{Cmd, Harness, Row};
use std::time::Duration;

const INPUT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/inputs/uva11085/08-max-999.txt"
);

pub fn run(h: &Harness) -> Vec<Row> {
    let input = std::fs::read(INPUT).unwrap_or_else(|e| panic!("{INPUT}: {e}"));
    let cmd = |program| Cmd {
        program,
        args: Vec::new(),
        stdin: input.clone(),
    };
    let commands = [
        cmd(h.problem("uva11085")),
        cmd(h.baseline("empty")),
        cmd(h.baseline("uva11085_search")),
    ];
    let times = h.interleaved(&commands, 61);
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let (fast, floor, plain) = (ms(times[0]), ms(times[1]), ms(times[2]));
    let over = fast - floor;
    vec![Row {
        target: "uva11085 999 lines, whole process, over the floor".into(),
        measured: format!(
            "{fast:.2} ms − {floor:.2} ms = {over:+.2} ms (search per line {:+.2} ms)",
            plain - floor
        ),
        goal: "≤ 1 ms".into(),
        holds: over <= 1.0,
    }]
}
