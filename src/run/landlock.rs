//! Landlock (Linux 5.13 and later, unprivileged): a solution may write only in
//! its private directories, to its own stdout and to devices such as
//! `/dev/null`, so writes into the kit fail even for `--cmd`, which runs in the
//! user's directory. Reading and executing stay allowed everywhere, as on a
//! judge. Newer kernels add more, each used where the kernel has it: TCP bind
//! and connect refused (ABI 4), ioctls on devices refused (ABI 5: no TIOCSTI
//! into a terminal), and signals and abstract unix sockets scoped to the
//! solution's own processes (ABI 6: it cannot stop the judge or its launcher).
//!
//! The ruleset is built before the solution's process forks; the child only has
//! to call [`Ruleset::restrict_self`], system calls on integers, which is
//! allowed between fork and exec. Compilers and the judge are never restricted.

use std::ffi::{c_int, c_long};
use std::fs::File;
use std::io;
use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

extern "C" {
    /// Landlock has no wrapper in the C library; its three calls go through `syscall`.
    fn syscall(number: c_long, ...) -> c_long;
}

/// System call numbers, the same on x86_64 and aarch64 (and every other 64-bit Linux).
const CREATE_RULESET: c_long = 444;
const ADD_RULE: c_long = 445;
const RESTRICT_SELF: c_long = 446;
const CREATE_RULESET_VERSION: c_long = 1;
const RULE_PATH_BENEATH: c_long = 1;
const O_PATH: c_int = 0o10_000_000;

// Filesystem access rights (uapi/linux/landlock.h).
const WRITE_FILE: u64 = 1 << 1;
const REMOVE_DIR: u64 = 1 << 4;
const REMOVE_FILE: u64 = 1 << 5;
const MAKE_CHAR: u64 = 1 << 6;
const MAKE_DIR: u64 = 1 << 7;
const MAKE_REG: u64 = 1 << 8;
const MAKE_SOCK: u64 = 1 << 9;
const MAKE_FIFO: u64 = 1 << 10;
const MAKE_BLOCK: u64 = 1 << 11;
const MAKE_SYM: u64 = 1 << 12;
/// ABI 2: linking or renaming a file into another directory.
const REFER: u64 = 1 << 13;
/// ABI 3: truncating a file.
const TRUNCATE: u64 = 1 << 14;
/// ABI 5: ioctl on a character or block device (never granted: TIOCSTI, TIOCLINUX, …).
const IOCTL_DEV: u64 = 1 << 15;
// Network access rights (ABI 4), never granted: no TCP server, no TCP client.
const BIND_TCP: u64 = 1 << 0;
const CONNECT_TCP: u64 = 1 << 1;
// Scopes (ABI 6): nothing outside the solution's own Landlock domain.
const SCOPE_ABSTRACT_UNIX_SOCKET: u64 = 1 << 0;
const SCOPE_SIGNAL: u64 = 1 << 1;

/// `struct landlock_ruleset_attr` up to ABI 6; an older kernel is given only
/// the fields it knows (see [`attr_size`]).
#[repr(C)]
struct RulesetAttr {
    handled_access_fs: u64,
    handled_access_net: u64,
    scoped: u64,
}
const _: () = assert!(std::mem::size_of::<RulesetAttr>() == 24);

/// `struct landlock_path_beneath_attr` (packed in the kernel's header).
#[repr(C, packed)]
struct PathBeneath {
    allowed_access: u64,
    parent_fd: i32,
}
const _: () = assert!(std::mem::size_of::<PathBeneath>() == 12);

/// How many bytes of [`RulesetAttr`] a kernel offering `abi` reads.
fn attr_size(abi: u32) -> usize {
    match abi {
        0..=3 => 8,
        4 | 5 => 16,
        _ => 24,
    }
}

/// What each Landlock ABI adds that the judge uses, and the first Linux with it.
pub const FEATURES: [(u32, &str, &str); 4] = [
    (1, "fs", "5.13"),
    (4, "net", "6.7"),
    (5, "ioctl", "6.10"),
    (6, "scopes", "6.12"),
];

/// The Landlock ABI version this kernel offers; 0 when it has none (too old,
/// or Landlock not enabled at boot).
pub fn abi() -> u32 {
    // SAFETY: with a null attribute and size 0 this only asks for the version.
    let version = unsafe {
        syscall(
            CREATE_RULESET,
            std::ptr::null::<RulesetAttr>(),
            0usize,
            CREATE_RULESET_VERSION,
        )
    };
    version.max(0) as u32
}

/// Files a solution may always write: the usual devices. Not terminals: it has
/// none of its own, and another's is not its to write to.
pub const DEVICES: [&str; 5] = [
    "/dev/null",
    "/dev/zero",
    "/dev/full",
    "/dev/random",
    "/dev/urandom",
];

/// Where one solution may write.
pub struct Writable<'a> {
    /// Its TMPDIR.
    pub private_dir: &'a Path,
    /// Its stdout, as an open file: inside namespaces its path is out of sight,
    /// and the rule lets it reopen `/dev/stdout`.
    pub stdout: BorrowedFd<'a>,
    /// Directories it may fully use besides (inside namespaces, its private
    /// `/tmp` and `/dev/shm`; without them, none: the real ones are shared).
    pub shared_dirs: &'a [PathBuf],
}

/// A Landlock ruleset ready to be applied to a solution.
#[derive(Debug)]
pub struct Ruleset {
    fd: OwnedFd,
}

impl Ruleset {
    /// Everything a solution may write (see [`Writable`]) and nothing else:
    /// with ABI 4 and later no TCP either, with ABI 5 no device ioctls, with
    /// ABI 6 no signals or abstract sockets beyond its own processes.
    pub fn for_solution(writable: &Writable, abi: u32) -> Result<Ruleset, String> {
        if abi == 0 {
            return Err("this kernel offers no Landlock".into());
        }
        let mut dir_rights = WRITE_FILE
            | REMOVE_DIR
            | REMOVE_FILE
            | MAKE_CHAR
            | MAKE_DIR
            | MAKE_REG
            | MAKE_SOCK
            | MAKE_FIFO
            | MAKE_BLOCK
            | MAKE_SYM;
        let mut file_rights = WRITE_FILE;
        if abi >= 2 {
            dir_rights |= REFER;
        }
        if abi >= 3 {
            dir_rights |= TRUNCATE;
            file_rights |= TRUNCATE;
        }
        let attr = RulesetAttr {
            handled_access_fs: dir_rights | if abi >= 5 { IOCTL_DEV } else { 0 },
            handled_access_net: if abi >= 4 { BIND_TCP | CONNECT_TCP } else { 0 },
            scoped: if abi >= 6 {
                SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL
            } else {
                0
            },
        };
        // SAFETY: `attr` is valid for reads of at least `attr_size(abi)` bytes
        // for the duration of the call.
        let fd = unsafe {
            syscall(
                CREATE_RULESET,
                &attr as *const RulesetAttr,
                attr_size(abi),
                0 as c_long,
            )
        };
        if fd < 0 {
            return Err(format!(
                "landlock_create_ruleset: {}",
                io::Error::last_os_error()
            ));
        }
        let ruleset = Ruleset {
            // SAFETY: the kernel just returned this descriptor, owned by nobody else.
            fd: unsafe { OwnedFd::from_raw_fd(fd as c_int) },
        };
        ruleset.allow_path(writable.private_dir, dir_rights, true)?;
        ruleset
            .allow(writable.stdout, file_rights)
            .map_err(|e| format!("landlock_add_rule for stdout: {e}"))?;
        for device in DEVICES {
            ruleset.allow_path(Path::new(device), file_rights, false)?;
        }
        for dir in writable.shared_dirs {
            ruleset.allow_path(dir, dir_rights, false)?;
        }
        Ok(ruleset)
    }

    /// Lets the solution use `rights` on `path` and beneath it; a missing path is
    /// an error only when `required`.
    fn allow_path(&self, path: &Path, rights: u64, required: bool) -> Result<(), String> {
        let file = match File::options().read(true).custom_flags(O_PATH).open(path) {
            Ok(file) => file,
            Err(_) if !required => return Ok(()),
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        self.allow(std::os::fd::AsFd::as_fd(&file), rights)
            .map_err(|e| format!("landlock_add_rule {}: {e}", path.display()))
    }

    /// Lets the solution use `rights` on the open file or directory `at`.
    fn allow(&self, at: BorrowedFd, rights: u64) -> io::Result<()> {
        let rule = PathBeneath {
            allowed_access: rights,
            parent_fd: at.as_raw_fd(),
        };
        // SAFETY: `rule` is valid for reads for the duration of the call.
        let done = unsafe {
            syscall(
                ADD_RULE,
                self.fd.as_raw_fd() as c_long,
                RULE_PATH_BENEATH,
                &rule as *const PathBeneath,
                0 as c_long,
            )
        };
        match done {
            0 => Ok(()),
            _ => Err(io::Error::last_os_error()),
        }
    }

    /// Applies the ruleset to the calling process and everything it will start.
    /// The caller has set no_new_privs. Only a system call on integers: safe
    /// between fork and exec.
    pub fn restrict_self(&self) -> io::Result<()> {
        // SAFETY: plain system call on integers.
        match unsafe { syscall(RESTRICT_SELF, self.fd.as_raw_fd() as c_long, 0 as c_long) } {
            0 => Ok(()),
            _ => Err(io::Error::last_os_error()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::fd::AsFd;
    use std::os::unix::process::CommandExt;

    #[test]
    fn a_restricted_process_writes_only_where_it_is_allowed() {
        if abi() == 0 {
            eprintln!("no Landlock on this kernel: nothing to test");
            return;
        }
        let dir = std::env::temp_dir().join(format!("judge-landlock-{}", std::process::id()));
        let private = dir.join("private");
        std::fs::create_dir_all(&private).unwrap();
        let stdout = File::create(dir.join("stdout")).unwrap();
        let writable = Writable {
            private_dir: &private,
            stdout: stdout.as_fd(),
            shared_dirs: &[],
        };
        let ruleset = Ruleset::for_solution(&writable, abi()).unwrap();
        let script = format!(
            "echo ok > {p}/a && echo ok >&1 && echo ok >> /dev/stdout && echo ok > /dev/null \
             && ! (echo no > {d}/b) 2>/dev/null && ! (echo no > /dev/shm/judge-landlock-$$) 2>/dev/null",
            p = private.display(),
            d = dir.display()
        );
        let mut command = std::process::Command::new("sh");
        command.args(["-c", &script]).stdout(stdout);
        // SAFETY: only system calls on integers between fork and exec.
        unsafe {
            command.pre_exec(move || {
                super::super::sys::no_new_privileges()?;
                ruleset.restrict_self()
            })
        };
        assert!(command.status().unwrap().success());
        assert!(!dir.join("b").exists());
        assert_eq!(std::fs::read_to_string(private.join("a")).unwrap(), "ok\n");
        assert_eq!(
            std::fs::read_to_string(dir.join("stdout")).unwrap(),
            "ok\nok\n"
        );
        std::fs::remove_dir_all(dir).unwrap();
    }
}
