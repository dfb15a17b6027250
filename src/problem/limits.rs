//! A problem's limits, as its header declares them: the judge's figures,
//! Java's own where the judge gives Java others, which are practice choices,
//! and LeetCode's one budget for all cases.

use std::time::Duration;

/// A problem's time, memory and output limits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    pub time: Duration,
    pub memory_kib: u64,
    pub output_bytes: u64,
}

/// Java's own limits where the judge gives Java other figures than everyone
/// else (HDU's "2000/1000 MS (Java/Others)"), from `- time limit: 1 s (Java 2 s)`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct JavaLimits {
    pub time: Option<Duration>,
    pub memory_kib: Option<u64>,
}

/// Which of a problem's limits are the kit's practice choice, not the judge's
/// published figure (`(practice)` in the header).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Practice {
    pub time: bool,
    pub memory: bool,
}

/// LeetCode's one time budget for all the cases of a submission, which it
/// runs in one process (see `lang::leetcode::channel`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The CPU time of every call together.
    pub total: Duration,
    /// Whether it is the kit's practice figure, not the judge's own.
    pub practice: bool,
}
