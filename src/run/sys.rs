//! The few Linux system calls std does not wrap, declared by hand (the kit has no
//! dependencies, not even `libc`). Each wrapper is safe to call and documents why
//! the judge needs it. Constants and struct layouts are those of Linux on 64-bit
//! targets, where `long` and `time_t` are 64 bits wide.

use super::signal::SIGKILL;
use std::ffi::{c_char, c_int, CString};
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

pub use super::reap::{reap, reap_any, reap_next, reaped_children, Exit, Reaped};

/// `struct rlimit`.
#[repr(C)]
struct RLimit {
    cur: u64,
    max: u64,
}
const _: () = assert!(std::mem::size_of::<RLimit>() == 16);

/// `struct statfs`: seven words, the file system id (two ints), then namelen,
/// frsize, flags and four spare words.
#[repr(C)]
#[derive(Default)]
struct StatFs {
    kind: i64,
    block_size: i64,
    blocks: u64,
    blocks_free: u64,
    blocks_available: u64,
    files: u64,
    files_free: u64,
    fsid: [i32; 2],
    name_max: i64,
    fragment_size: i64,
    flags: i64,
    spare: [i64; 4],
}
const _: () = assert!(std::mem::size_of::<StatFs>() == 120);

extern "C" {
    /// Caps a resource of the calling process; used between fork and exec.
    fn setrlimit(resource: c_int, limit: *const RLimit) -> c_int;
    /// Sends a signal; with a negative pid, to a whole process group.
    fn kill(pid: c_int, signal: c_int) -> c_int;
    /// Process attributes: the subreaper flag, the parent-death signal, no_new_privs, the name.
    fn prctl(option: c_int, ...) -> c_int;
    /// The parent's pid: the launcher polls it to notice that the judge is gone.
    fn getppid() -> c_int;
    /// A pipe whose ends close on exec (for a run's streams and reports).
    fn pipe2(fds: *mut c_int, flags: c_int) -> c_int;
    /// A descriptor's flags: whether it came through exec.
    fn fcntl(fd: c_int, command: c_int, ...) -> c_int;
    /// What a file system holds: the watchdog counts files a run keeps in RAM.
    fn statfs(path: *const c_char, buf: *mut StatFs) -> c_int;
    /// The effective user and group, which a run's user namespace maps to itself.
    fn geteuid() -> u32;
    fn getegid() -> u32;
}

const PR_SET_PDEATHSIG: c_int = 1;
const PR_SET_NAME: c_int = 15;
const PR_SET_CHILD_SUBREAPER: c_int = 36;
const PR_SET_NO_NEW_PRIVS: c_int = 38;

/// This process's effective user and group.
pub fn effective_ids() -> (u32, u32) {
    // SAFETY: neither call can fail.
    unsafe { (geteuid(), getegid()) }
}

/// The resources the judge caps in a solution's process.
#[derive(Clone, Copy, Debug)]
pub enum Resource {
    /// CPU seconds: a backstop behind the judge's own CPU watchdog.
    Cpu = 0,
    /// Largest file the process may write: how stdout's output limit is enforced.
    FileSize = 1,
    Stack = 3,
    /// Core dumps: a crashing solution must not leave files behind.
    Core = 4,
    /// Address space: makes an oversized allocation fail instead of succeeding.
    AddressSpace = 9,
}

/// Sets both the soft and hard limit of `resource` (soft may be lower, for SIGXCPU).
pub fn set_limit(resource: Resource, soft: u64, hard: u64) -> io::Result<()> {
    let limit = RLimit {
        cur: soft,
        max: hard,
    };
    // SAFETY: `limit` is a valid rlimit for the duration of the call.
    match unsafe { setrlimit(resource as c_int, &limit) } {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

/// Kills every process in the group `pgid` (errors such as "no such group" are moot).
pub fn kill_group(pgid: u32) {
    // SAFETY: plain system call on integers.
    unsafe { kill(-(pgid as c_int), SIGKILL) };
}

/// Kills one process.
pub fn kill_process(pid: u32) {
    send_signal(pid, SIGKILL);
}

/// Sends `signal` to one process (errors such as "no such process" are moot).
pub fn send_signal(pid: u32, signal: i32) {
    // SAFETY: plain system call on integers.
    unsafe { kill(pid as c_int, signal) };
}

/// A pipe, read end first; both ends close on exec.
pub fn pipe() -> io::Result<(std::fs::File, std::fs::File)> {
    use std::os::fd::FromRawFd;
    const O_CLOEXEC: c_int = 0o2_000_000;
    let mut fds: [c_int; 2] = [-1; 2];
    // SAFETY: `fds` has room for the two descriptors the kernel writes.
    if unsafe { pipe2(fds.as_mut_ptr(), O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: the kernel just opened both descriptors; nothing else owns them.
    Ok(unsafe {
        (
            std::fs::File::from_raw_fd(fds[0]),
            std::fs::File::from_raw_fd(fds[1]),
        )
    })
}

/// Takes over descriptor `fd`, inherited across exec (a run's init is handed
/// its streams so), reopened so that it closes on the next exec.
pub fn take_inherited(fd: i32) -> io::Result<std::fs::File> {
    use std::os::fd::FromRawFd;
    const F_GETFD: c_int = 1;
    const FD_CLOEXEC: c_int = 1;
    // SAFETY: an integer system call; it only reads the descriptor's flags.
    let flags = unsafe { fcntl(fd, F_GETFD) };
    // Everything std opens closes on exec: a descriptor that does not came
    // through exec, and no object of this process owns it.
    if fd < 3 || flags < 0 || flags & FD_CLOEXEC != 0 {
        return Err(io::Error::from(io::ErrorKind::InvalidInput));
    }
    // SAFETY: as checked above, nothing else in this process owns `fd`; the
    // reopened copy closes on exec, so it cannot be taken twice.
    let inherited = unsafe { std::fs::File::from_raw_fd(fd) };
    inherited.try_clone()
}

/// The pid of this process's parent (1, or a subreaper's, once the parent is gone).
pub fn parent_pid() -> u32 {
    // SAFETY: getppid cannot fail.
    unsafe { getppid() as u32 }
}

/// Makes orphaned descendants re-parent to this process, so that a solution's
/// grandchild that escaped its process group (setsid) can still be found and killed.
pub fn become_subreaper() -> io::Result<()> {
    // SAFETY: prctl with integer arguments only.
    match unsafe { prctl(PR_SET_CHILD_SUBREAPER, 1u64) } {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

/// Has the kernel SIGKILL this process when its parent dies, so a solution never
/// outlives a launcher that was itself killed.
pub fn die_with_parent() -> io::Result<()> {
    signal_on_parent_death(SIGKILL)
}

/// Has the kernel send `signal` to this process when the thread that started it
/// ends. The caller must then check [`parent_pid`]: the parent may be gone already.
pub fn signal_on_parent_death(signal: i32) -> io::Result<()> {
    // SAFETY: prctl with integer arguments only.
    match unsafe { prctl(PR_SET_PDEATHSIG, signal as u64) } {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

/// Promises that exec never grants privileges (setuid bits are ignored): Landlock
/// requires it of an unprivileged process. Only integers, so safe after fork.
pub fn no_new_privileges() -> io::Result<()> {
    // SAFETY: prctl with integer arguments only.
    match unsafe { prctl(PR_SET_NO_NEW_PRIVS, 1u64, 0u64, 0u64, 0u64) } {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

/// Names this process in `ps` and `/proc/PID/comm` (at most 15 bytes): a launcher
/// started from `/proc/self/exe` would otherwise be called `exe`.
pub fn set_process_name(name: &std::ffi::CStr) {
    // SAFETY: the kernel copies at most 16 bytes from a NUL-terminated string.
    unsafe { prctl(PR_SET_NAME, name.as_ptr()) };
}

/// A file system, as `statfs` describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileSystem {
    /// `f_type`: which kind of file system (tmpfs is `0x01021994`).
    pub kind: i64,
    pub used_bytes: u64,
}

/// The file system `path` lies on (following symbolic and `/proc` links).
pub fn file_system(path: &Path) -> Option<FileSystem> {
    let path = CString::new(path.as_os_str().as_bytes()).ok()?;
    let mut buf = StatFs::default();
    // SAFETY: `path` is NUL-terminated and `buf` is a writable `struct statfs`.
    if unsafe { statfs(path.as_ptr(), &mut buf) } != 0 {
        return None;
    }
    let used_blocks = buf.blocks.saturating_sub(buf.blocks_free);
    Some(FileSystem {
        kind: buf.kind,
        used_bytes: used_blocks.saturating_mul(buf.block_size.max(0) as u64),
    })
}
