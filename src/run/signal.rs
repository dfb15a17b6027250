//! Linux's signal numbers, named once (the same on x86-64 and aarch64): the
//! judge sends some, handles some, and names whichever ends a run.

pub const SIGHUP: i32 = 1;
pub const SIGINT: i32 = 2;
pub const SIGKILL: i32 = 9;
pub const SIGTERM: i32 = 15;
/// CPU time past RLIMIT_CPU's soft limit.
pub const SIGXCPU: i32 = 24;
/// A write past RLIMIT_FSIZE.
pub const SIGXFSZ: i32 = 25;

/// Every standard signal's conventional name, by number.
const NAMES: [&str; 32] = [
    "0",
    "SIGHUP",
    "SIGINT",
    "SIGQUIT",
    "SIGILL",
    "SIGTRAP",
    "SIGABRT",
    "SIGBUS",
    "SIGFPE",
    "SIGKILL",
    "SIGUSR1",
    "SIGSEGV",
    "SIGUSR2",
    "SIGPIPE",
    "SIGALRM",
    "SIGTERM",
    "SIGSTKFLT",
    "SIGCHLD",
    "SIGCONT",
    "SIGSTOP",
    "SIGTSTP",
    "SIGTTIN",
    "SIGTTOU",
    "SIGURG",
    "SIGXCPU",
    "SIGXFSZ",
    "SIGVTALRM",
    "SIGPROF",
    "SIGWINCH",
    "SIGIO",
    "SIGPWR",
    "SIGSYS",
];

/// The conventional name of a signal, for messages like "killed by SIGSEGV".
pub fn name(signal: i32) -> String {
    match NAMES.get(signal as usize) {
        Some(name) if signal > 0 => name.to_string(),
        _ => format!("signal {signal}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_named_constants_agree_with_the_table() {
        for (number, expected) in [
            (SIGHUP, "SIGHUP"),
            (SIGINT, "SIGINT"),
            (SIGKILL, "SIGKILL"),
            (SIGTERM, "SIGTERM"),
            (SIGXCPU, "SIGXCPU"),
            (SIGXFSZ, "SIGXFSZ"),
        ] {
            assert_eq!(name(number), expected);
        }
        assert_eq!(name(0), "signal 0");
        assert_eq!(name(64), "signal 64");
    }
}
