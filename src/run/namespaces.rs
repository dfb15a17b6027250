//! New user, mount, PID, IPC and network namespaces for one run, entered the way
//! bubblewrap and isolate enter them, with no privileges (where the system
//! allows unprivileged user namespaces, as most distributions do). The launcher
//! stays outside and measures from there: it clones a child straight into the
//! new namespaces, and that child, PID 1 inside, maps its user (the same uid
//! and gid as outside, setgroups denied), arranges what the solution sees
//! ([`mounts`](super::mounts)) and then becomes the run's init (`judge __init`,
//! see [`init`](super::init)), which starts the solution and reaps.
//!
//! Everything the child needs is prepared before the clone ([`Entry`], in
//! `clone_entry`); the
//! child only makes system calls. Should one fail, it writes which one and the
//! errno to the setup pipe and exits; the launcher turns that into a message.

use super::clone_entry::{plain, EXEC_STEP, RAW_REPORT, STREAMS_STEP};
pub use super::clone_entry::{Entry, Exec};
use super::mount_calls::Steps;
use super::mounts;
use super::signal::SIGKILL;
use std::ffi::{c_char, c_int, c_long};
use std::fs::File;
use std::io::{self, Read};
use std::os::fd::AsRawFd;
use std::path::Path;

const CLONE_NEWNS: c_long = 0x0002_0000;
const CLONE_NEWIPC: c_long = 0x0800_0000;
const CLONE_NEWUSER: c_long = 0x1000_0000;
const CLONE_NEWPID: c_long = 0x2000_0000;
const CLONE_NEWNET: c_long = 0x4000_0000;
const SIGCHLD: c_long = 17;
const FLAGS: c_long =
    CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWNET | SIGCHLD;
#[cfg(target_arch = "x86_64")]
const CLONE: c_long = 56;
#[cfg(not(target_arch = "x86_64"))]
const CLONE: c_long = 220;
/// The same number on x86-64 and aarch64 (Linux 5.3).
const CLONE3: c_long = 435;
/// Starts the child in the cgroup whose directory `CloneArgs::cgroup` holds (Linux 5.7).
const CLONE_INTO_CGROUP: u64 = 0x2_0000_0000;

/// `struct clone_args` up to its `cgroup` field (`CLONE_ARGS_SIZE_VER2`).
#[repr(C)]
#[derive(Default)]
struct CloneArgs {
    flags: u64,
    pidfd: u64,
    child_tid: u64,
    parent_tid: u64,
    exit_signal: u64,
    stack: u64,
    stack_size: u64,
    tls: u64,
    set_tid: u64,
    set_tid_size: u64,
    cgroup: u64,
}
const _: () = assert!(std::mem::size_of::<CloneArgs>() == 88);
const PR_SET_PDEATHSIG: c_int = 1;
const F_SETFD: c_int = 2;
const O_WRONLY: c_int = 1;
const O_CLOEXEC: c_int = 0o2_000_000;
const O_RDWR: c_int = 2;

extern "C" {
    fn syscall(number: c_long, ...) -> c_long;
    fn prctl(option: c_int, ...) -> c_int;
    fn open(path: *const c_char, flags: c_int, ...) -> c_int;
    fn write(fd: c_int, buf: *const u8, count: usize) -> isize;
    fn close(fd: c_int) -> c_int;
    fn fcntl(fd: c_int, command: c_int, ...) -> c_int;
    fn dup2(from: c_int, to: c_int) -> c_int;
    fn execve(path: *const c_char, argv: *const *const c_char, envp: *const *const c_char)
        -> c_int;
    fn _exit(code: c_int) -> !;
}

/// Clones a child into new namespaces to carry out `entry`, and into the
/// cgroup whose directory is `cgroup` if one is given; returns its pid (as seen
/// from here). `setup` is the write end of the setup pipe.
pub fn start(entry: &mut Entry, setup: &File, cgroup: Option<&File>) -> io::Result<u32> {
    let setup = setup.as_raw_fd();
    let pid = match cgroup {
        // SAFETY: a clone without CLONE_VM is a fork: the child runs on a copy of
        // this stack and memory, and `child` only makes system calls on memory
        // prepared before, then execs or exits without returning.
        None => unsafe { syscall(CLONE, FLAGS, 0usize, 0usize, 0usize, 0usize) },
        Some(dir) => {
            let args = CloneArgs {
                flags: (FLAGS & !SIGCHLD) as u64 | CLONE_INTO_CGROUP,
                exit_signal: SIGCHLD as u64,
                cgroup: dir.as_raw_fd() as u64,
                ..CloneArgs::default()
            };
            // SAFETY: as above (no CLONE_VM, no stack: a fork); `args` is a
            // valid `struct clone_args` of the size passed, read during the call.
            unsafe { syscall(CLONE3, &args as *const CloneArgs, size_of_val(&args)) }
        }
    };
    match pid {
        0 => child(entry, setup),
        p if p < 0 => Err(io::Error::last_os_error()),
        p => Ok(p as u32),
    }
}

/// Writes which step failed and the errno to the setup pipe, and exits.
fn give_up(setup: c_int, step: u32, errno: c_int) -> ! {
    let mut report = [RAW_REPORT; 9];
    report[1..5].copy_from_slice(&step.to_ne_bytes());
    report[5..].copy_from_slice(&errno.to_ne_bytes());
    // SAFETY: writes 9 bytes from a stack buffer, then exits at once.
    unsafe {
        write(setup, report.as_ptr(), report.len());
        _exit(1)
    }
}

/// [`give_up`] with the errno of the call that just failed.
fn failed(setup: c_int, step: u32) -> ! {
    give_up(
        setup,
        step,
        io::Error::last_os_error().raw_os_error().unwrap_or(0),
    )
}

/// The child: PID 1 of its namespaces. Never returns.
fn child(entry: &mut Entry, setup: c_int) -> ! {
    // SAFETY: prctl with integer arguments only; the launcher's death kills this
    // process, and with it the whole PID namespace.
    unsafe { prctl(PR_SET_PDEATHSIG, SIGKILL as c_long) };
    for (path, content, step) in &entry.maps {
        let bytes = content.as_bytes();
        // SAFETY: a NUL-terminated path, then a buffer of the given length.
        let written = unsafe {
            let fd = open(path.as_ptr(), O_WRONLY | O_CLOEXEC);
            let n = if fd < 0 {
                -1
            } else {
                write(fd, bytes.as_ptr(), bytes.len())
            };
            close(fd);
            n
        };
        if written < 0 {
            failed(setup, *step);
        }
    }
    if let Err((index, errno)) = entry.steps.run() {
        give_up(setup, index as u32, errno);
    }
    let Some(exec) = &entry.exec else {
        // SAFETY: the probe is done; exit without running any destructor.
        unsafe { _exit(0) }
    };
    // Its own stdin and stdout lead nowhere; stderr stays the judge's, for its errors.
    // SAFETY: a NUL-terminated path, then integer calls on descriptors held here.
    let null = unsafe { open(c"/dev/null".as_ptr(), O_RDWR | O_CLOEXEC) };
    // SAFETY: integer system calls on descriptors this process holds.
    if null < 0 || unsafe { dup2(null, 0) < 0 || dup2(null, 1) < 0 } {
        failed(setup, STREAMS_STEP);
    }
    for &fd in &exec.inherit {
        // SAFETY: an integer system call on a descriptor this process holds.
        if unsafe { fcntl(fd, F_SETFD, 0) } < 0 {
            failed(setup, STREAMS_STEP);
        }
    }
    // SAFETY: the path and both NULL-terminated arrays of C strings were
    // prepared before the clone and live in this process's copy of memory.
    unsafe { execve(exec.path.as_ptr(), exec.argv.as_ptr(), exec.envp.as_ptr()) };
    failed(setup, EXEC_STEP)
}

/// Whether this system lets the judge give a run its own namespaces: tries it
/// once, with a plan like a run's, in a child that exits when they are ready.
pub fn probe(private_dir: &Path) -> Result<(), String> {
    let view = mounts::View {
        covered: covered_dirs(),
        private_dir: private_dir.to_path_buf(),
        devices: devices(),
        tmpfs_kib: 1024,
        ..Default::default()
    };
    let mut entry = Entry::new(Steps::new(mounts::plan(&view), view.tmpfs_kib), None);
    let (mut report, setup) = super::sys::pipe().map_err(|e| format!("pipe: {e}"))?;
    let pid = start(&mut entry, &setup, None).map_err(|e| match e.raw_os_error() {
        Some(1) | Some(22) | Some(28) => format!(
            "the kernel refused a user namespace, {}; unprivileged ones may be off here",
            plain(&e).to_lowercase()
        ),
        _ => format!("clone: {}", plain(&e)),
    })?;
    drop(setup);
    let mut failure = Vec::new();
    let _ = report.read_to_end(&mut failure);
    let _ = super::sys::reap(pid, true);
    match failure.is_empty() {
        true => Ok(()),
        false => Err(entry.describe_failure(&failure).unwrap_or_else(|e| e)),
    }
}

/// The devices of a run's own `/dev`: those Landlock lets it write, and
/// `/dev/tty` (which, with no controlling terminal, it cannot open anyway).
pub fn devices() -> Vec<std::path::PathBuf> {
    let tty = ["/dev/tty"];
    let all = super::landlock::DEVICES.iter().chain(&tty);
    all.map(std::path::PathBuf::from).collect()
}

/// The directories a run gets fresh and empty: `/tmp`, `/dev/shm`, and the
/// judge's temporary directory (where every run's files are).
pub fn covered_dirs() -> Vec<std::path::PathBuf> {
    let mut dirs = vec!["/tmp".into(), "/dev/shm".into(), std::env::temp_dir()];
    dirs.dedup();
    dirs
}
