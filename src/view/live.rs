//! The live line on a terminal while a case runs: which case, and its CPU time
//! so far against the limit, redrawn in place (`\r`, erase to the end of the
//! line) and erased before the case's row is printed. Nothing of it reaches a
//! pipe or `--json`, so scripts see only the rows.

use crate::units::{format_limit, format_time};
use std::time::Duration;

/// Moves to the start of the line and erases it.
pub const ERASE: &str = "\r\x1b[K";

/// Cases that finish sooner than this never show a live line: no flicker,
/// and a quick case on a busy machine (slow to start) shows none either.
pub const SHOW_AFTER: Duration = Duration::from_secs(1);

/// How often the line is redrawn.
pub const REDRAW_EVERY: Duration = Duration::from_millis(200);

/// The live line for one running case, erasing what was there:
/// `boj9663  14  running · CPU 3.210 s of the 10 s limit`.
pub fn line(
    problem: &str,
    case: &str,
    widths: (usize, usize),
    cpu: Duration,
    limit: Duration,
) -> String {
    let (id_width, case_width) = widths;
    let over = match cpu > limit {
        true => " (over: waiting for the hard limit)",
        false => "",
    };
    format!(
        "{ERASE}{problem:<id_width$}  {case:<case_width$}  running · CPU {} of the {} limit{over}",
        format_time(cpu),
        format_limit(limit)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_live_line_names_the_case_and_its_cpu_time_against_the_limit() {
        let drawn = line(
            "boj9663",
            "14",
            (7, 2),
            Duration::from_millis(3210),
            Duration::from_secs(10),
        );
        assert_eq!(
            drawn,
            "\r\x1b[Kboj9663  14  running · CPU 3.210 s of the 10 s limit"
        );
        let over = line(
            "lc52",
            "9",
            (7, 2),
            Duration::from_millis(1250),
            Duration::from_secs(1),
        );
        assert!(over.starts_with("\r\x1b[Klc52     9   running · CPU 1.250 s of the 1 s limit"));
        assert!(over.ends_with("(over: waiting for the hard limit)"));
    }
}
