//! Soft and hard time limits, as DOMjudge has them. The verdict compares CPU
//! time with the problem's limit (the soft one); a run is killed only at a hard
//! limit above it, so a TLE costs one run and still says how far it got. Only a
//! run whose CPU time lands in a narrow band around the soft limit is run again,
//! since there one noisy run could decide the verdict.

use crate::units::{format_limit, format_time};
use std::time::Duration;

/// A run is killed once its CPU time passes this many times the limit.
pub const HARD_FACTOR: f64 = 1.5;
/// A case whose fastest run lands within this fraction of the limit is re-run.
pub const RERUN_BAND: f64 = 0.1;
/// At most this many runs of one case (the first and two re-runs).
pub const MAX_RUNS: usize = 3;

/// The CPU time at which a run is killed.
pub fn hard(limit: Duration) -> Duration {
    limit.mul_f64(HARD_FACTOR)
}

/// The wall time after which a run that is not computing (sleeping, blocked,
/// waiting for input) is killed: it uses no CPU, so the CPU limit never would.
/// Twice the limit, and at least a second past the hard limit.
pub fn wall(limit: Duration) -> Duration {
    (limit * 2).max(hard(limit) + Duration::from_secs(1))
}

/// How far past [`wall`] a run that is still computing may go: on a busy
/// machine a computing run is stopped by its CPU limit, not by the clock; this
/// only bounds a run that somehow never gets a CPU.
pub fn wall_cap(wall: Duration) -> Duration {
    wall * 10
}

/// Whether `cpu` is so close to `limit` that the case is run again.
pub fn near(cpu: Duration, limit: Duration) -> bool {
    cpu.abs_diff(limit) <= limit.mul_f64(RERUN_BAND)
}

/// What the report says of a case that was run more than once.
pub fn rerun_note(cpu_times: &[Duration], limit: Duration) -> String {
    let times: Vec<String> = cpu_times.iter().map(|&t| format_time(t)).collect();
    format!(
        "re-run: {} runs (CPU {}) near the {} limit (±{}%), judged on the fastest",
        cpu_times.len(),
        times.join(", "),
        format_limit(limit),
        RERUN_BAND * 100.0
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn ms(ms: u64) -> Duration {
        Duration::from_millis(ms)
    }

    #[test]
    fn the_hard_limit_is_half_again_the_limit_and_the_wall_limit_above_it() {
        assert_eq!(hard(ms(1000)), ms(1500));
        assert_eq!(hard(ms(10_000)), ms(15_000));
        assert_eq!(wall(ms(300)), ms(1450));
        assert_eq!(wall(ms(1000)), ms(2500));
        assert_eq!(wall(ms(10_000)), ms(20_000));
    }

    #[test]
    fn the_rerun_note_lists_every_run() {
        assert_eq!(
            rerun_note(&[ms(1020), ms(980), ms(1050)], ms(1000)),
            "re-run: 3 runs (CPU 1.020 s, 980 ms, 1.050 s) near the 1 s limit (±10%), judged on the fastest"
        );
    }

    #[test]
    fn only_a_run_within_ten_percent_of_the_limit_is_near_it() {
        let limit = ms(1000);
        for cpu in [900, 950, 1000, 1080, 1100] {
            assert!(near(ms(cpu), limit), "{cpu}");
        }
        for cpu in [0, 500, 899, 1101, 1500] {
            assert!(!near(ms(cpu), limit), "{cpu}");
        }
    }
}
