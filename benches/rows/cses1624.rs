//! CSES 1624 (Chessboard and Queens): the whole process on its slowest board,
//! the one with no reserved square (all 92 placements), within 1 ms of the
//! start-up floor (issue 9, "The 8 × 8 problems").
use crate::harness::{Cmd, Harness, Row};
use std::time::Duration;

pub fn run(h: &Harness) -> Vec<Row> {
    let cmd = Cmd {
        program: h.problem("cses1624"),
        args: Vec::new(),
        stdin: "........\n".repeat(8).into_bytes(),
    };
    let floor = h.floor();
    let time = h.interleaved(&[cmd], 40)[0];
    let over = time.saturating_sub(floor);
    vec![Row {
        target: "cses1624 free 8 × 8 board, whole process".into(),
        measured: format!(
            "{:.2} ms, floor {:.2} ms: +{:.2} ms",
            ms(time),
            ms(floor),
            ms(over)
        ),
        goal: "≤ floor + 1 ms".into(),
        holds: over <= Duration::from_millis(1),
    }]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
