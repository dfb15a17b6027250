//! `boj9175` with 100 cases of N = 300 (the statement's largest N; it does not
//! bound T) as a whole process: 109 KB of answers should cost at most 1 ms
//! over the start-up floor (issue 10).

use crate::harness::{ms, Cmd, Harness, Row};

pub fn run(h: &Harness) -> Vec<Row> {
    println!("whole process vs the empty program, wall time (21 runs each, in turn)");
    let floor = h.floor();
    let input = format!("100\n{}", "300\n".repeat(100));
    let cmd = Cmd::new(&h.problem("boj9175"), input.as_bytes());
    let t = h.interleaved(&[cmd], 21)[0];
    let over = (t.as_secs_f64() - floor.as_secs_f64()) * 1e3;
    println!(
        "   floor {}   boj9175 T = 100, N = 300 {}",
        ms(floor),
        ms(t)
    );
    vec![Row::new(
        "boj9175 T = 100 × N = 300, whole process, over the floor",
        format!("{} − {} = {over:+.2} ms", ms(t), ms(floor)),
        "≤ 1 ms",
        over <= 1.0,
    )]
}
