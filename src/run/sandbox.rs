//! Landlock (Linux 5.13 and later, unprivileged): a solution may write only in
//! its private directory, to its own stdout and to devices such as `/dev/null`,
//! so writes into the kit fail even for `--cmd`, which runs in the user's
//! directory. Reading and executing stay allowed everywhere, as on a judge.
//!
//! The launcher builds the ruleset before it forks; the child only has to call
//! [`Ruleset::restrict_self`], two system calls on integers, which is allowed
//! between fork and exec. Compilers and the judge itself are never restricted.

use std::ffi::{c_int, c_long};
use std::fs::File;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;

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

/// `struct landlock_ruleset_attr`, first field only: older kernels know no more.
#[repr(C)]
struct RulesetAttr {
    handled_access_fs: u64,
}
const _: () = assert!(std::mem::size_of::<RulesetAttr>() == 8);

/// `struct landlock_path_beneath_attr` (packed in the kernel's header).
#[repr(C, packed)]
struct PathBeneath {
    allowed_access: u64,
    parent_fd: i32,
}
const _: () = assert!(std::mem::size_of::<PathBeneath>() == 12);

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

/// Whether Landlock will confine solutions: where the kernel offers it, unless
/// `NQUEENS_JUDGE_LANDLOCK=off` (for a `--cmd` that must write files, and for
/// tests of the fallback). Without it, says so on stderr, once per judge.
pub fn enabled() -> bool {
    let off = std::env::var_os("NQUEENS_JUDGE_LANDLOCK").is_some_and(|v| v == "off");
    let why = match (off, abi()) {
        (true, _) => "NQUEENS_JUDGE_LANDLOCK=off",
        (false, 0) => "this kernel has none; Linux 5.13 and later have it",
        _ => return true,
    };
    static SAID: std::sync::Once = std::sync::Once::new();
    SAID.call_once(|| {
        eprintln!(
            "judge: no Landlock sandbox ({why}): solutions can write wherever you can; \
             the fixtures are still checked after every run"
        )
    });
    false
}

/// Files a solution may always write: the usual devices.
const DEVICES: [&str; 6] = [
    "/dev/null",
    "/dev/zero",
    "/dev/full",
    "/dev/tty",
    "/dev/random",
    "/dev/urandom",
];
/// Directories whose files a solution may write but not create: terminals.
const DEVICE_DIRS: [&str; 1] = ["/dev/pts"];
/// Directories a solution may fully use, like its private one: POSIX shared
/// memory and semaphores (Python's multiprocessing) live there.
const SHARED_DIRS: [&str; 1] = ["/dev/shm"];

/// A Landlock ruleset ready to be applied to a solution.
#[derive(Debug)]
pub struct Ruleset {
    fd: OwnedFd,
}

impl Ruleset {
    /// Everything a solution may write: `private_dir` (its TMPDIR), the file
    /// `stdout` (so reopening `/dev/stdout` works) and the devices above.
    pub fn for_solution(private_dir: &Path, stdout: &Path) -> Result<Ruleset, String> {
        let abi = abi();
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
            handled_access_fs: dir_rights,
        };
        // SAFETY: `attr` is valid for reads of its size for the duration of the call.
        let fd = unsafe {
            syscall(
                CREATE_RULESET,
                &attr as *const RulesetAttr,
                std::mem::size_of::<RulesetAttr>(),
                0 as c_long,
            )
        };
        if fd < 0 {
            return Err(format!(
                "landlock_create_ruleset: {}",
                io::Error::last_os_error()
            ));
        }
        // SAFETY: the kernel just returned this descriptor, owned by nobody else.
        let fd = unsafe { OwnedFd::from_raw_fd(fd as c_int) };
        let ruleset = Ruleset { fd };
        ruleset.allow(private_dir, dir_rights, true)?;
        ruleset.allow(stdout, file_rights, true)?;
        for device in DEVICES.iter().chain(&DEVICE_DIRS) {
            ruleset.allow(Path::new(device), file_rights, false)?;
        }
        for dir in SHARED_DIRS {
            ruleset.allow(Path::new(dir), dir_rights, false)?;
        }
        Ok(ruleset)
    }

    /// Lets the solution use `rights` on `path` and beneath it; a missing path is
    /// an error only when `required`.
    fn allow(&self, path: &Path, rights: u64, required: bool) -> Result<(), String> {
        let file = match File::options().read(true).custom_flags(O_PATH).open(path) {
            Ok(file) => file,
            Err(_) if !required => return Ok(()),
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        let rule = PathBeneath {
            allowed_access: rights,
            parent_fd: file.as_raw_fd(),
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
            _ => Err(format!(
                "landlock_add_rule {}: {}",
                path.display(),
                io::Error::last_os_error()
            )),
        }
    }

    /// Applies the ruleset to the calling process and everything it will start.
    /// Only system calls on integers: safe between fork and exec.
    pub fn restrict_self(&self) -> io::Result<()> {
        super::sys::no_new_privileges()?;
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

    #[test]
    fn a_restricted_process_writes_only_where_it_is_allowed() {
        if abi() == 0 {
            eprintln!("no Landlock on this kernel: nothing to test");
            return;
        }
        let dir = std::env::temp_dir().join(format!("judge-sandbox-{}", std::process::id()));
        let private = dir.join("private");
        std::fs::create_dir_all(&private).unwrap();
        let stdout = dir.join("stdout");
        std::fs::write(&stdout, "").unwrap();
        let ruleset = Ruleset::for_solution(&private, &stdout).unwrap();
        let script = format!(
            "echo ok > {p}/a && echo ok > {o} && echo ok > /dev/null && ! (echo no > {d}/b) 2>/dev/null",
            p = private.display(),
            o = stdout.display(),
            d = dir.display()
        );
        let mut command = std::process::Command::new("sh");
        command.args(["-c", &script]);
        use std::os::unix::process::CommandExt;
        // SAFETY: restrict_self only makes system calls on integers.
        unsafe { command.pre_exec(move || ruleset.restrict_self()) };
        assert!(command.status().unwrap().success());
        assert!(!dir.join("b").exists());
        assert_eq!(std::fs::read_to_string(private.join("a")).unwrap(), "ok\n");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
