//! How durations and sizes read in messages and reports.

use std::time::Duration;

/// A measured time (CPU, wall, elapsed): `38 ms`, `1.028 s`, `4.540 s`,
/// `24.360 s`. Rounded once to the millisecond, as JSON's `cpu_ms` is, and
/// always shown to the millisecond above a second, so two times side by side
/// (a table's column, a re-run note) never differ in precision.
pub fn format_time(d: Duration) -> String {
    format_ms(whole_ms(d))
}

/// Whole milliseconds, rounded to the nearest: the one rounding every reported
/// time uses (JSON's `cpu_ms`, the table, the messages, the verdict's compare).
pub fn whole_ms(d: Duration) -> u64 {
    ((d.as_micros() + 500) / 1000) as u64
}

/// [`format_time`] of whole milliseconds: `38 ms`, `1.004 s`, `1.500 s`.
pub fn format_ms(ms: u64) -> String {
    match ms {
        ms if ms < 1000 => format!("{ms} ms"),
        ms => format!("{}.{:03} s", ms / 1000, ms % 1000),
    }
}

/// A limit, as a statement declares it: `10 s`, `1.5 s`, `640 ms` (the
/// judge's figure, so no digits it does not have).
pub fn format_limit(d: Duration) -> String {
    match whole_ms(d) {
        ms if ms < 1000 => format!("{ms} ms"),
        ms => {
            let fraction = format!("{:03}", ms % 1000);
            match fraction.trim_end_matches('0') {
                "" => format!("{} s", ms / 1000),
                digits => format!("{}.{digits} s", ms / 1000),
            }
        }
    }
}

/// `2.1 MiB`, `128 MiB`, `512 KiB`.
pub fn format_kib(kib: u64) -> String {
    match kib {
        kib if kib < 1024 => format!("{kib} KiB"),
        kib if kib % 1024 == 0 => format!("{} MiB", kib / 1024),
        kib => format!("{:.1} MiB", kib as f64 / 1024.0),
    }
}

/// `100 B`, `1 MiB`.
pub fn format_bytes(bytes: u64) -> String {
    match bytes {
        b if b < 1024 => format!("{b} B"),
        b => format_kib(b / 1024),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_sizes_read_naturally() {
        assert_eq!(format_time(Duration::from_millis(38)), "38 ms");
        // Measured times: to the millisecond, always, so a column lines up.
        assert_eq!(format_time(Duration::from_millis(1250)), "1.250 s");
        assert_eq!(format_time(Duration::from_millis(2000)), "2.000 s");
        assert_eq!(format_time(Duration::from_millis(2001)), "2.001 s");
        assert_eq!(format_time(Duration::from_micros(4_539_600)), "4.540 s");
        // Limits: the statement's figure.
        assert_eq!(format_limit(Duration::from_secs(10)), "10 s");
        assert_eq!(format_limit(Duration::from_millis(1500)), "1.5 s");
        assert_eq!(format_limit(Duration::from_millis(640)), "640 ms");
        assert_eq!(format_kib(2150), "2.1 MiB");
        assert_eq!(format_kib(131072), "128 MiB");
        assert_eq!(format_bytes(1 << 20), "1 MiB");
        assert_eq!(format_bytes(100), "100 B");
    }

    #[test]
    fn exact_times_round_once_to_the_millisecond() {
        assert_eq!(whole_ms(Duration::from_micros(299_499)), 299);
        assert_eq!(whole_ms(Duration::from_micros(299_500)), 300);
        assert_eq!(format_ms(38), "38 ms");
        assert_eq!(format_ms(1000), "1.000 s");
        assert_eq!(format_ms(1004), "1.004 s");
        assert_eq!(format_ms(1500), "1.500 s");
        assert_eq!(format_ms(15_020), "15.020 s");
    }
}
