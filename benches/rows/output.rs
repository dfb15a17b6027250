//! Output-bound problems, `lc51` and `boj3344`, against `cat` piping the very
//! bytes they print, and `boj3344`'s memory while it streams 79 MB.

use crate::harness::{capture, ms, once, peak_rss_mib, Cmd, Harness, Row};

pub fn run(h: &Harness) -> Vec<Row> {
    let mut rows = Vec::new();
    println!("output-bound processes vs cat of the same bytes (7 runs each, in turn)");
    for (name, id, input) in [
        ("lc51 n = 12", "lc51", &b"12\n"[..]),
        ("lc51 n = 14", "lc51", &b"14\n"[..]),
        ("boj3344 N = 10^7", "boj3344", &b"10000000\n"[..]),
    ] {
        let program = Cmd::new(&h.problem(id), input);
        let captured = capture(&program, &format!("{id}-{}.out", name.len()));
        let bytes = std::fs::metadata(&captured).map_or(0, |m| m.len());
        assert_eq!(
            once(&program).bytes,
            bytes,
            "{name}: output changed between runs"
        );
        let cat = Cmd {
            program: which("cat"),
            args: vec![captured.display().to_string()],
            stdin: Vec::new(),
        };
        let t = h.interleaved(&[program, cat], 7);
        let ratio = t[0].as_secs_f64() / t[1].as_secs_f64();
        println!(
            "   {name:<18} {:>6.1} MB   program {}   cat {}   ratio {ratio:.2}",
            bytes as f64 / 1e6,
            ms(t[0]),
            ms(t[1])
        );
        rows.push(Row::new(
            &format!("{name} vs cat ({:.1} MB)", bytes as f64 / 1e6),
            format!("{} vs {} = {ratio:.2} ×", ms(t[0]), ms(t[1])),
            "≤ 2 ×",
            ratio <= 2.0,
        ));
    }

    let big = Cmd::new(&h.problem("boj3344"), b"10000000\n");
    if let Some(mib) = peak_rss_mib(&big) {
        println!("   boj3344 N = 10^7 peak RSS {mib:.1} MiB");
        rows.push(Row::new(
            "boj3344 N = 10^7, peak RSS",
            format!("{mib:.1} MiB"),
            "far under 128 MiB",
            mib < 16.0,
        ));
    }
    rows
}

/// A program on the PATH.
fn which(tool: &str) -> std::path::PathBuf {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|d| d.join(tool))
        .find(|p| p.is_file())
        .unwrap_or_else(|| panic!("{tool} is not on the PATH"))
}
