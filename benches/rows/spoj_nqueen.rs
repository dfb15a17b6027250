//! `spoj_nqueen` on its fixture files of 100 lines with N = 50 (sparse, half
//! and dense boards taken from placements) and 40 lines of random queens: each
//! file well under 100 ms (issue 10), against the plain row-by-row search
//! (`baselines/plain_completion.rs`) where that one finishes at all.

use crate::harness::{ms, Cmd, Harness, Row};
use std::path::Path;

/// The files: name, and whether the plain search finishes on it (it takes
/// over 20 s on the sparse and random-queen files, measured by hand).
const FILES: [(&str, bool); 4] = [
    ("05-sparse-50", false),
    ("06-half-50", true),
    ("07-dense-50", true),
    ("09-random-queens-50", false),
];

pub fn run(h: &Harness) -> Vec<Row> {
    let mut rows = Vec::new();
    println!("whole processes, wall time (11 runs each, in turn)");
    let program = h.problem("spoj_nqueen");
    let plain = h.baseline("plain_completion");
    for (name, baseline) in FILES {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("inputs/spoj_nqueen")
            .join(format!("{name}.txt"));
        let input = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let lines = input.iter().filter(|&&b| b == b'\n').count();
        let mut cmds = vec![Cmd::new(&program, &input)];
        if baseline {
            cmds.push(Cmd::new(&plain, &input));
        }
        // CPU time is not reported: the harness counts it in 10 ms ticks.
        let times = h.interleaved(&cmds, 11);
        let versus = match times.get(1) {
            Some(t) => format!(" (plain search {})", ms(*t)),
            None => " (plain search: over 20 s)".into(),
        };
        println!(
            "   {name:<20} {lines:>3} lines   spoj_nqueen {}{versus}",
            ms(times[0])
        );
        rows.push(Row::new(
            &format!("spoj_nqueen {name} ({lines} lines, N = 50), whole process"),
            format!("{}{versus}", ms(times[0])),
            "well under 100 ms (≤ 20 ms)",
            times[0].as_millis() <= 20,
        ));
    }
    rows
}
