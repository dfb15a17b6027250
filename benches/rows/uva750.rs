//! UVa 750 (8 Queens Chess Problem): the whole process on its largest input,
//! 100 datasets (the practice bound; the statement gives none), within 1 ms of
//! the start-up floor (issue 9, "The 8 × 8 problems").
use crate::harness::{Cmd, Harness, Row};
use std::time::Duration;

pub fn run(h: &Harness) -> Vec<Row> {
    // 100 datasets walking over the board, every square at least once.
    let mut stdin = String::from("100\n");
    for i in 0..100 {
        stdin += &format!("\n{} {}\n", i / 8 % 8 + 1, i % 8 + 1);
    }
    let cmd = Cmd {
        program: h.problem("uva750"),
        args: Vec::new(),
        stdin: stdin.into_bytes(),
    };
    let floor = h.floor();
    let time = h.interleaved(&[cmd], 40)[0];
    let over = time.saturating_sub(floor);
    vec![Row {
        target: "uva750 100 datasets, whole process".into(),
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
