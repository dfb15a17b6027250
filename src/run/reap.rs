//! Reaping children with what they used: `wait4` gives a reaped child's own
//! CPU time and peak memory (with those of what it reaped), which `waitpid`
//! and std's `Child::wait` do not; `getrusage` gives the same for everything
//! a process has reaped (how a namespace's init reports the solution).

use std::ffi::c_int;
use std::io;
use std::time::Duration;

/// `struct timeval`.
#[repr(C)]
#[derive(Default, Clone, Copy)]
struct TimeVal {
    sec: i64,
    usec: i64,
}

/// `struct rusage`: two times, then fourteen `long` counters (maxrss first, in KiB).
#[repr(C)]
#[derive(Default)]
struct RUsage {
    utime: TimeVal,
    stime: TimeVal,
    counters: [i64; 14],
}
// The kernel writes exactly this much: a layout that differs must not compile.
const _: () = assert!(std::mem::size_of::<TimeVal>() == 16);
const _: () = assert!(std::mem::size_of::<RUsage>() == 144);

extern "C" {
    /// Reaps a child and returns its own resource usage, which `waitpid` cannot.
    fn wait4(pid: c_int, status: *mut c_int, options: c_int, usage: *mut RUsage) -> c_int;
    /// The usage of the children this process has reaped (a namespace's init reports it).
    fn getrusage(who: c_int, usage: *mut RUsage) -> c_int;
}

const WNOHANG: c_int = 1;

/// How a reaped child ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Code(i32),
    Signal(i32),
}

/// What `wait4` reports for a reaped child.
#[derive(Clone, Copy, Debug)]
pub struct Reaped {
    pub exit: Exit,
    /// User plus system CPU time of the child and the descendants it reaped.
    pub cpu: Duration,
    pub peak_rss_kib: u64,
}

/// Reaps `pid` if it has ended (`block` = false returns `None` while it runs).
pub fn reap(pid: u32, block: bool) -> io::Result<Option<Reaped>> {
    Ok(wait_for(pid as c_int, block)?.map(|(_, reaped)| reaped))
}

/// Reaps any child that has ended, with its pid; `None` while all still run, and
/// also when there are no children left (ECHILD): the caller lists its children
/// in `/proc` to tell the two apart.
pub fn reap_any() -> io::Result<Option<(u32, Reaped)>> {
    match wait_for(-1, false) {
        Err(e) if e.raw_os_error() == Some(ECHILD) => Ok(None),
        other => other,
    }
}

const ECHILD: i32 = 10;

/// Waits for any child to end and reaps it (a PID namespace's init reaps
/// everything there); an error once there are no children left.
pub fn reap_next() -> io::Result<(u32, Reaped)> {
    loop {
        match wait_for(-1, true) {
            Ok(Some(reaped)) => return Ok(reaped),
            Ok(None) => {}
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
}

fn wait_for(pid: c_int, block: bool) -> io::Result<Option<(u32, Reaped)>> {
    let mut status: c_int = 0;
    let mut usage = RUsage::default();
    let options = if block { 0 } else { WNOHANG };
    // SAFETY: both out-pointers are valid for writes for the duration of the call.
    let got = unsafe { wait4(pid, &mut status, options, &mut usage) };
    if got < 0 {
        return Err(io::Error::last_os_error());
    }
    if got == 0 {
        return Ok(None);
    }
    let exit = match status & 0x7f {
        0 => Exit::Code((status >> 8) & 0xff),
        signal => Exit::Signal(signal),
    };
    Ok(Some((got as u32, usage.reaped(exit))))
}

impl RUsage {
    fn reaped(&self, exit: Exit) -> Reaped {
        let time =
            |t: TimeVal| Duration::from_secs(t.sec as u64) + Duration::from_micros(t.usec as u64);
        Reaped {
            exit,
            cpu: time(self.utime) + time(self.stime),
            peak_rss_kib: self.counters[0].max(0) as u64,
        }
    }
}

/// The CPU time and largest peak memory of every child this process has
/// reaped (and of what they reaped), as if they were one process that ended `exit`.
pub fn reaped_children(exit: Exit) -> Reaped {
    const RUSAGE_CHILDREN: c_int = -1;
    let mut usage = RUsage::default();
    // SAFETY: `usage` is valid for writes for the duration of the call.
    unsafe { getrusage(RUSAGE_CHILDREN, &mut usage) };
    usage.reaped(exit)
}
