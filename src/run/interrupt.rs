//! The signals that end a session early: SIGINT (Ctrl-C), SIGTERM and SIGHUP (a
//! closed terminal). Their handler only records which one arrived, the one thing
//! a handler may safely do; the judge and the launcher poll [`received`] while
//! they wait, kill what they started, clean up and exit with 128 + signal.

use std::ffi::c_int;
use std::io;
use std::sync::atomic::{AtomicI32, Ordering};

use super::signal::{self, SIGHUP, SIGINT, SIGTERM};
use crate::error::Error;

/// The signals that stop a session.
const ENDING: [i32; 3] = [SIGHUP, SIGINT, SIGTERM];

/// The last ending signal received, or 0.
static RECEIVED: AtomicI32 = AtomicI32::new(0);

/// `struct sigaction` as glibc and musl lay it out on 64-bit Linux: the handler,
/// a 1024-bit mask, the flags (padded to 8 bytes), the restorer.
#[repr(C)]
struct SigAction {
    handler: usize,
    mask: [u64; 16],
    flags: c_int,
    restorer: usize,
}
// glibc's and musl's layout on x86-64 and aarch64: 8 + 128 + 4 (+ 4 padding) + 8.
const _: () = assert!(std::mem::size_of::<SigAction>() == 152);

extern "C" {
    /// Installs a handler. `signal()` would do, but what it means differs
    /// between C libraries; `sigaction` says exactly what we want.
    fn sigaction(signal: c_int, action: *const SigAction, old: *mut SigAction) -> c_int;
}

/// Restart interrupted system calls, so reads and writes elsewhere never see EINTR.
const SA_RESTART: c_int = 0x1000_0000;

extern "C" fn record(signal: c_int) {
    // An atomic store is async-signal-safe; nothing else happens here.
    RECEIVED.store(signal, Ordering::SeqCst);
}

/// Routes SIGINT, SIGTERM and SIGHUP to [`received`] instead of ending the process.
pub fn install() -> io::Result<()> {
    route(&ENDING)
}

fn route(signals: &[i32]) -> io::Result<()> {
    let action = SigAction {
        handler: record as extern "C" fn(c_int) as usize,
        mask: [0; 16],
        flags: SA_RESTART,
        restorer: 0,
    };
    for &signal in signals {
        // SAFETY: `action` is a valid sigaction for the call; `record` is async-signal-safe.
        if unsafe { sigaction(signal, &action, std::ptr::null_mut()) } != 0 {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// The error that ends a session stopped by `signal` (exit status 128 + signal).
pub fn interruption(signal: i32) -> Error {
    Error::Interrupted {
        signal,
        name: signal::name(signal),
    }
}

/// The ending signal received so far, if any.
pub fn received() -> Option<i32> {
    match RECEIVED.load(Ordering::SeqCst) {
        0 => None,
        signal => Some(signal),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    extern "C" {
        fn raise(signal: c_int) -> c_int;
    }

    #[test]
    fn a_handled_signal_is_recorded_instead_of_ending_the_process() {
        // Only SIGHUP, so Ctrl-C still stops the test binary.
        route(&[SIGHUP]).unwrap();
        // SAFETY: raising a signal whose handler was just installed.
        assert_eq!(unsafe { raise(SIGHUP) }, 0);
        assert_eq!(received(), Some(SIGHUP));
        RECEIVED.store(0, Ordering::SeqCst);
    }
}
