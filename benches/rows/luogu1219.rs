//! Luogu P1219 (Checker Challenge): n = 13, the whole process in at most 0.2 ×
//! the plain bitmask search that prints the same answer
//! (`baselines/luogu1219_plain.rs`) (issue 9, "Fast paths"). Both run in turn,
//! and wall-time medians are compared: the fast process takes about 10 ms, too
//! little for CPU-time accounting in clock ticks.
use crate::harness::{Cmd, Harness, Row};

pub fn run(h: &Harness) -> Vec<Row> {
    let cmd = |program| Cmd {
        program,
        args: Vec::new(),
        stdin: b"13\n".to_vec(),
    };
    let times = h.interleaved(
        &[
            cmd(h.problem("luogu1219")),
            cmd(h.baseline("luogu1219_plain")),
        ],
        21,
    );
    let (fast, plain) = (times[0].as_secs_f64(), times[1].as_secs_f64());
    let ratio = fast / plain;
    vec![Row {
        target: "luogu1219 n = 13, whole process vs plain bitmask search".into(),
        measured: format!(
            "{:.1} ms vs {:.1} ms = {ratio:.3} ×",
            fast * 1e3,
            plain * 1e3
        ),
        goal: "≤ 0.2 ×".into(),
        holds: ratio <= 0.2,
    }]
}
