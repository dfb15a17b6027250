//! What a solution's process does to itself between fork and exec, the same
//! whether the launcher forks it directly or the init of its namespaces does:
//! its rlimits, its own session (no controlling terminal, so no `/dev/tty` to
//! push keystrokes into), no capabilities (even when the judge runs as root),
//! no_new_privs, then Landlock and seccomp. Everything is prepared before the
//! fork; the child only makes system calls on integers and memory that already
//! exists, which is all that is allowed there.

use super::landlock::{Ruleset, Writable};
use super::layers::Layers;
use super::seccomp::Filter;
use super::sys::{self, Resource};
use super::{environment, namespaces, RunSpec};
use std::ffi::c_int;
use std::fs::File;
use std::io;
use std::os::fd::AsFd;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};

extern "C" {
    /// Starts a new session: the process leads it and its own process group,
    /// and has no controlling terminal.
    fn setsid() -> c_int;
    fn prctl(option: c_int, ...) -> c_int;
    fn syscall(number: std::ffi::c_long, ...) -> std::ffi::c_long;
}

const PR_SET_DUMPABLE: c_int = 4;
const PR_CAPBSET_DROP: c_int = 24;
/// Beyond the last capability any kernel has; dropping past it fails harmlessly.
const CAPABILITIES: c_int = 64;
#[cfg(target_arch = "x86_64")]
const CAPSET: std::ffi::c_long = 126;
#[cfg(not(target_arch = "x86_64"))]
const CAPSET: std::ffi::c_long = 91;
/// `_LINUX_CAPABILITY_VERSION_3`: two 32-bit words per set.
const CAPABILITY_VERSION_3: u32 = 0x2008_0522;

/// `struct __user_cap_header_struct`.
#[repr(C)]
struct CapHeader {
    version: u32,
    pid: c_int,
}
/// `struct __user_cap_data_struct`.
#[repr(C)]
#[derive(Clone, Copy)]
struct CapData {
    effective: u32,
    permitted: u32,
    inheritable: u32,
}
const _: () = assert!(std::mem::size_of::<CapHeader>() == 8);
const _: () = assert!(std::mem::size_of::<CapData>() == 12);

/// Limits applied in the forked child before exec; plain numbers, so that
/// applying them allocates nothing.
#[derive(Clone, Copy, Debug)]
pub struct ChildLimits {
    cpu_backstop_s: u64,
    file_size_bytes: u64,
    stack_bytes: u64,
    address_space_bytes: Option<u64>,
}

impl ChildLimits {
    pub fn of(spec: &RunSpec) -> ChildLimits {
        ChildLimits {
            // The watchdog kills on CPU much sooner; this only catches a stuck watchdog.
            cpu_backstop_s: spec.cpu_limit.as_secs() + 2,
            file_size_bytes: spec.output_limit_bytes + 1,
            stack_bytes: spec.memory_limit_kib * 1024,
            address_space_bytes: spec.address_space_kib.map(|kib| kib * 1024),
        }
    }

    fn apply(self) -> io::Result<()> {
        sys::die_with_parent()?;
        sys::set_limit(Resource::Core, 0, 0)?;
        sys::set_limit(
            Resource::FileSize,
            self.file_size_bytes,
            self.file_size_bytes,
        )?;
        sys::set_limit(Resource::Cpu, self.cpu_backstop_s, self.cpu_backstop_s + 1)?;
        // Judges let the stack grow as far as the memory limit; failing to raise it is harmless.
        let _ = sys::set_limit(Resource::Stack, self.stack_bytes, self.stack_bytes);
        if let Some(bytes) = self.address_space_bytes {
            sys::set_limit(Resource::AddressSpace, bytes, bytes)?;
        }
        Ok(())
    }
}

/// Everything a process applies to itself before exec: a compiler only its
/// limits, a solution also its [`Sandbox`].
#[derive(Debug)]
pub struct Confine {
    pub limits: ChildLimits,
    pub sandbox: Option<Sandbox>,
}

/// The layers a solution's process applies to itself.
#[derive(Debug)]
pub struct Sandbox {
    /// Its own session; otherwise just its own process group, as before.
    pub session: bool,
    /// No capabilities across exec: with its own session, and always inside
    /// namespaces, where root of the user namespace could otherwise unmount
    /// what hides the kit's answers.
    pub no_capabilities: bool,
    pub ruleset: Option<Ruleset>,
    pub filter: Option<Filter>,
}

impl Sandbox {
    /// The layers of `layers` a solution applies to itself, prepared for one
    /// run: inside namespaces it may also write its private `/tmp` and
    /// `/dev/shm`; without a network namespace, seccomp refuses internet sockets.
    pub fn new(layers: &Layers, private_dir: &Path, stdout: &File) -> Result<Sandbox, String> {
        let shared = match layers.namespaces {
            true => namespaces::covered_dirs(),
            false => Vec::new(),
        };
        let writable = Writable {
            private_dir,
            stdout: stdout.as_fd(),
            shared_dirs: &shared,
        };
        let ruleset = match layers.landlock_abi {
            0 => None,
            abi => Some(Ruleset::for_solution(&writable, abi)?),
        };
        let filter = match layers.seccomp {
            false => None,
            true => Some(
                Filter::for_solution(!layers.namespaces)
                    .ok_or("seccomp: no system call table for this architecture")?,
            ),
        };
        Ok(Sandbox {
            session: layers.session,
            no_capabilities: layers.session || layers.namespaces,
            ruleset,
            filter,
        })
    }
}

impl Confine {
    /// Whether the process starts a session of its own (else its own process group).
    fn own_session(&self) -> bool {
        self.sandbox.as_ref().is_some_and(|s| s.session)
    }

    /// Runs in the child between fork and exec.
    fn apply(&self) -> io::Result<()> {
        self.limits.apply()?;
        let Some(sandbox) = &self.sandbox else {
            return Ok(());
        };
        if sandbox.session {
            // SAFETY: plain system call; the child is not a group leader yet.
            if unsafe { setsid() } < 0 {
                return Err(io::Error::last_os_error());
            }
        }
        if sandbox.no_capabilities {
            drop_capabilities()?;
        }
        sys::no_new_privileges()?;
        if let Some(ruleset) = &sandbox.ruleset {
            ruleset.restrict_self()?;
        }
        match &sandbox.filter {
            Some(filter) => filter.install(),
            None => Ok(()),
        }
    }
}

/// Hardens a run's init before it starts the solution: it keeps no
/// capabilities (root of the user namespace could otherwise be made, through
/// ptrace, to unmount what hides the kit's answers) and cannot be traced or
/// have its memory read by the solution, which runs as the same user.
pub fn harden_init() -> io::Result<()> {
    // SAFETY: prctl with integer arguments only.
    if unsafe { prctl(PR_SET_DUMPABLE, 0 as std::ffi::c_ulong) } != 0 {
        return Err(io::Error::last_os_error());
    }
    drop_capabilities()
}

/// Empties the capability bounding set (where this process may: it needs
/// CAP_SETPCAP, which an ordinary user has not, and then has nothing to drop)
/// and every capability set, so that even a root process keeps none across exec.
fn drop_capabilities() -> io::Result<()> {
    for capability in 0..CAPABILITIES {
        // SAFETY: prctl with integer arguments only; errors (past the last
        // capability, or not allowed) leave nothing to drop.
        unsafe { prctl(PR_CAPBSET_DROP, capability as std::ffi::c_ulong) };
    }
    let header = CapHeader {
        version: CAPABILITY_VERSION_3,
        pid: 0,
    };
    let none = [CapData {
        effective: 0,
        permitted: 0,
        inheritable: 0,
    }; 2];
    // SAFETY: both pointers are valid for the duration of the call.
    match unsafe { syscall(CAPSET, &header as *const CapHeader, none.as_ptr()) } {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

/// Where a solution's standard streams go.
pub struct Streams {
    pub stdin: File,
    pub stdout: File,
    /// The write end of the launcher's stderr pipe.
    pub stderr: File,
}

/// The command for one run: its program, arguments, directory and streams,
/// its environment, and `confine` applied between fork and exec. A solution
/// (the one with a `private_dir`) starts from a fixed environment, its HOME
/// and TMPDIR that directory; a compiler from the user's, less what would
/// change what it builds, with its own TMPDIR where the judge gives one.
pub fn command(
    spec: &RunSpec,
    private_dir: Option<&Path>,
    streams: Streams,
    confine: Confine,
) -> Command {
    let mut command = Command::new(&spec.argv[0]);
    command
        .args(&spec.argv[1..])
        .current_dir(&spec.cwd)
        .stdin(Stdio::from(streams.stdin))
        .stdout(Stdio::from(streams.stdout))
        .stderr(Stdio::from(streams.stderr));
    match private_dir {
        Some(dir) => {
            let path = std::env::var_os("PATH");
            let env = environment::for_solution(&spec.argv[0], dir, path.as_deref());
            command.env_clear().envs(env);
        }
        None => {
            for name in environment::COMPILER_UNSET {
                command.env_remove(name);
            }
            if let Some(dir) = &spec.tmpdir {
                command.env("TMPDIR", dir);
            }
        }
    }
    if !confine.own_session() {
        command.process_group(0);
    }
    // SAFETY: `apply` only makes system calls on integers and on memory
    // prepared before the fork, which is allowed between fork and exec.
    unsafe { command.pre_exec(move || confine.apply()) };
    command
}
