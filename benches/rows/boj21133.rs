//! `boj21133` at N = 10 000 (the statement's largest) as a whole process: the
//! construction and its 49 KB of output should cost at most 1 ms over the
//! start-up floor (issue 10).

use crate::harness::{ms, Cmd, Harness, Row};

pub fn run(h: &Harness) -> Vec<Row> {
    println!("whole process vs the empty program, wall time (21 runs each, in turn)");
    let floor = h.floor();
    let cmd = Cmd::new(&h.problem("boj21133"), b"10000\n");
    let t = h.interleaved(&[cmd], 21)[0];
    let over = (t.as_secs_f64() - floor.as_secs_f64()) * 1e3;
    println!("   floor {}   boj21133 N = 10000 {}", ms(floor), ms(t));
    vec![Row::new(
        "boj21133 N = 10000, whole process, over the floor",
        format!("{} − {} = {over:+.2} ms", ms(t), ms(floor)),
        "≤ 1 ms",
        over <= 1.0,
    )]
}
