//! AOJ ALDS1_13_A (8 Queens Problem): whole processes within 1 ms of the
//! start-up floor (issue 9, "The 8 × 8 problems"), on the largest input (all 8
//! queens given) and on the one that searches most (2 given, as in the sample).
use crate::harness::{Cmd, Harness, Row};
use std::time::Duration;

pub fn run(h: &Harness) -> Vec<Row> {
    let inputs = [
        (
            "8 queens given",
            "8\n7 3\n6 1\n5 6\n4 2\n3 5\n2 7\n1 4\n0 0\n",
        ),
        ("2 queens given", "2\n2 2\n5 3\n"),
    ];
    let cmds: Vec<Cmd> = inputs
        .iter()
        .map(|(_, stdin)| Cmd {
            program: h.problem("aoj_alds1_13_a"),
            args: Vec::new(),
            stdin: stdin.as_bytes().to_vec(),
        })
        .collect();
    let floor = h.floor();
    let times = h.interleaved(&cmds, 40);
    inputs
        .iter()
        .zip(times)
        .map(|((what, _), time)| {
            let over = time.saturating_sub(floor);
            Row {
                target: format!("aoj_alds1_13_a {what}, whole process"),
                measured: format!(
                    "{:.2} ms, floor {:.2} ms: +{:.2} ms",
                    ms(time),
                    ms(floor),
                    ms(over)
                ),
                goal: "≤ floor + 1 ms".into(),
                holds: over <= Duration::from_millis(1),
            }
        })
        .collect()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
