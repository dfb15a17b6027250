//! The launcher's watchdog, which samples a running tree every few
//! milliseconds, must stay cheap however big the tree: its CPU time is the
//! judge's on a tree of sleeping processes minus that of the same tree run
//! bare (`sh` alone), over the 1.5 s the tree sleeps. A tree past the cap of
//! 64 processes and threads is stopped at once, so 1000 processes cost it
//! less than 64 do.

use crate::harness::{Cmd, Harness, Row};
use std::time::Duration;

/// How long the tree sleeps; a 1 s limit (boj9663 with `--time-scale 0.1`)
/// gives the shortest poll interval, 5 ms.
const SLEEP_S: f64 = 1.5;

/// `sh` starting `n` sleeping processes, sleeping, then answering.
fn tree(n: usize) -> String {
    format!("for i in $(seq {n}); do sleep 3 & done; sleep {SLEEP_S}; echo 92; kill $(jobs -p) 2>/dev/null; wait; true")
}

/// The tree judged (the judge's exit status ignored: past the cap it is 1).
fn judged(n: usize) -> Cmd {
    let judge = env!("CARGO_BIN_EXE_judge");
    let root = env!("CARGO_MANIFEST_DIR");
    let script = format!(
        "{judge} --root {root} boj9663 --case 08 --time-scale 0.1 --json --cmd '{}' >/dev/null 2>&1; true",
        tree(n)
    );
    sh(&script)
}

fn sh(script: &str) -> Cmd {
    Cmd {
        program: "/bin/sh".into(),
        args: vec!["-c".into(), script.into()],
        stdin: Vec::new(),
    }
}

pub fn run(h: &Harness) -> Vec<Row> {
    println!("judge's CPU time on a sleeping tree minus the bare tree's (5 runs each)");
    let mut rows = Vec::new();
    // The walk before this round cost 4 % and 22 % of a CPU on these trees.
    for (n, share_goal) in [(1, 0.10), (60, 0.20)] {
        let (with, bare) = (h.cpu(&judged(n), 5), h.cpu(&sh(&tree(n)), 5));
        let watchdog = with.saturating_sub(bare);
        let share = watchdog.as_secs_f64() / SLEEP_S;
        println!(
            "   {n:>4} processes: judged {with:?}, bare {bare:?}: {:.1} % of a CPU",
            share * 100.0
        );
        rows.push(Row::new(
            &format!("watchdog, tree of {n} sleeping processes, CPU share"),
            format!("{:.1} % of a CPU over {SLEEP_S} s", share * 100.0),
            &format!("≤ {:.0} %", share_goal * 100.0),
            share <= share_goal,
        ));
    }
    // Past the cap: stopped at the first sample, nothing to measure for long.
    let swarm = h.cpu(&judged(1000), 5);
    println!("   1000 processes: judged {swarm:?} in all (stopped at the cap)");
    rows.push(Row::new(
        "watchdog, tree of 1000 processes (past the cap of 64)",
        format!(
            "{:.0} ms of CPU in all, the tree included",
            swarm.as_secs_f64() * 1e3
        ),
        "stopped at once: ≤ 250 ms",
        swarm <= Duration::from_millis(250),
    ));
    rows
}
