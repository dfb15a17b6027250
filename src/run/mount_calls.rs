//! Carrying out a mount plan ([`mounts`](super::mounts)) in the child of the
//! clone, which may only make system calls: every path and option string is a
//! C string prepared beforehand, and so is a slot for each detached copy.

use super::mounts::Step;
use std::ffi::{c_char, c_int, c_ulong, CStr, CString};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

// mount(2) flags and the new mount API's (uapi/linux/mount.h).
const MS_RDONLY: c_ulong = 1;
const MS_NOSUID: c_ulong = 2;
const MS_NODEV: c_ulong = 4;
const MS_NOEXEC: c_ulong = 8;
const MS_REC: c_ulong = 16384;
const MS_SLAVE: c_ulong = 1 << 19;
const MOUNT_ATTR_RDONLY: u64 = 1;
const MOUNT_ATTR_NOSUID: u64 = 2;
const OPEN_TREE_CLONE: c_int = 1;
const O_CLOEXEC: c_int = 0o2_000_000;
const AT_RECURSIVE: c_int = 0x8000;
const AT_FDCWD: c_int = -100;
const MOVE_MOUNT_F_EMPTY_PATH: c_int = 4;
const O_WRONLY: c_int = 1;
const O_CREAT: c_int = 0o100;
const EEXIST: c_int = 17;
// The same on x86_64 and aarch64.
const OPEN_TREE: std::ffi::c_long = 428;
const MOVE_MOUNT: std::ffi::c_long = 429;
const MOUNT_SETATTR: std::ffi::c_long = 442;

/// `struct mount_attr` (MOUNT_ATTR_SIZE_VER0).
#[repr(C)]
struct MountAttr {
    attr_set: u64,
    attr_clr: u64,
    propagation: u64,
    userns_fd: u64,
}
const _: () = assert!(std::mem::size_of::<MountAttr>() == 32);

extern "C" {
    fn mount(
        source: *const c_char,
        target: *const c_char,
        fstype: *const c_char,
        flags: c_ulong,
        data: *const c_char,
    ) -> c_int;
    fn mkdir(path: *const c_char, mode: u32) -> c_int;
    fn symlink(target: *const c_char, path: *const c_char) -> c_int;
    fn open(path: *const c_char, flags: c_int, ...) -> c_int;
    fn close(fd: c_int) -> c_int;
    fn syscall(number: std::ffi::c_long, ...) -> std::ffi::c_long;
}

/// One step with its strings ready for the kernel.
#[derive(Debug)]
struct Ready {
    step: Step,
    path: CString,
    data: CString,
}

/// A plan ready to be carried out in the child of a clone: C strings and a
/// slot for each kept copy, all allocated beforehand.
#[derive(Debug)]
pub struct Steps {
    ready: Vec<Ready>,
    slots: Vec<c_int>,
}

fn c_path(path: &Path) -> CString {
    CString::new(path.as_os_str().as_bytes()).unwrap_or_default()
}

impl Steps {
    pub fn new(steps: Vec<Step>, tmpfs_kib: u64) -> Steps {
        let kept = steps
            .iter()
            .filter(|s| matches!(s, Step::Keep { .. }))
            .count();
        let ready = steps
            .into_iter()
            .map(|step| {
                let (path, data) = match &step {
                    Step::Slave | Step::ReadOnly => (c"/".into(), CString::default()),
                    Step::Proc => (c"/proc".into(), CString::default()),
                    Step::Tmpfs { path, mode } => (
                        c_path(path),
                        CString::new(format!("size={tmpfs_kib}k,nr_inodes=65536,mode={mode:o}"))
                            .unwrap_or_default(),
                    ),
                    Step::Hide { path } => (c_path(path), c"size=4k,mode=555".into()),
                    Step::MakeLink { path, target } => (c_path(path), c_path(target)),
                    Step::Keep { path, .. }
                    | Step::MakeDir { path }
                    | Step::MakeFile { path }
                    | Step::Place { path, .. }
                    | Step::Seal { path } => (c_path(path), CString::default()),
                };
                Ready { step, path, data }
            })
            .collect();
        Steps {
            ready,
            slots: vec![-1; kept],
        }
    }

    /// Says which step failed, for the message.
    pub fn describe(&self, index: usize) -> String {
        match self.ready.get(index).map(|r| &r.step) {
            Some(Step::Slave) => "making / a slave mount".into(),
            Some(Step::ReadOnly) => "making the file system read-only".into(),
            Some(Step::Keep { path, .. }) => format!("copying the mount of {}", path.display()),
            Some(Step::Tmpfs { path, .. }) => format!("a tmpfs on {}", path.display()),
            Some(Step::MakeDir { path })
            | Some(Step::MakeFile { path })
            | Some(Step::MakeLink { path, .. }) => {
                format!("creating {} in a private tmpfs", path.display())
            }
            Some(Step::Seal { path }) => format!("making {} read-only", path.display()),
            Some(Step::Place { path, .. }) => format!("putting back {}", path.display()),
            Some(Step::Hide { path }) => format!("hiding {}", path.display()),
            Some(Step::Proc) => "mounting a new /proc".into(),
            None => format!("step {index}"),
        }
    }

    /// Carries out every step; on failure, which one and the errno. Only
    /// system calls on what was prepared: safe in the child of a clone.
    pub fn run(&mut self) -> Result<(), (usize, c_int)> {
        for (index, ready) in self.ready.iter().enumerate() {
            let done = ready.run(&mut self.slots);
            if done < 0 {
                let errno = std::io::Error::last_os_error().raw_os_error().unwrap_or(0);
                if matches!(ready.step, Step::MakeDir { .. }) && errno == EEXIST {
                    continue;
                }
                return Err((index, errno));
            }
        }
        Ok(())
    }
}

/// Makes the mount at `path` (with `AT_RECURSIVE`, and every mount beneath it)
/// read-only and without set-user-ID programs.
fn read_only(path: *const c_char, flags: c_int) -> std::ffi::c_long {
    let attr = MountAttr {
        attr_set: MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID,
        attr_clr: 0,
        propagation: 0,
        userns_fd: 0,
    };
    let (attr, size) = (&attr as *const MountAttr, std::mem::size_of::<MountAttr>());
    // SAFETY: `path` is a NUL-terminated string and `attr` a valid struct of
    // `size` bytes, both alive for the call.
    unsafe { syscall(MOUNT_SETATTR, AT_FDCWD, path, flags, attr, size) }
}

impl Ready {
    /// The system call of this step: negative on failure.
    fn run(&self, slots: &mut [c_int]) -> std::ffi::c_long {
        let path = self.path.as_ptr();
        let none = std::ptr::null::<c_char>();
        let (tmpfs, proc): (&CStr, &CStr) = (c"tmpfs", c"proc");
        let done = match &self.step {
            // SAFETY: `path` is a NUL-terminated string alive for the call.
            Step::Slave => unsafe { mount(none, path, none, MS_REC | MS_SLAVE, none) },
            Step::ReadOnly => return read_only(path, AT_RECURSIVE),
            Step::Seal { .. } => return read_only(path, 0),
            // SAFETY: both strings are NUL-terminated and alive for the call.
            Step::MakeLink { .. } => unsafe { symlink(self.data.as_ptr(), path) },
            Step::Keep { slot, .. } => {
                let flags = OPEN_TREE_CLONE | O_CLOEXEC | AT_RECURSIVE;
                // SAFETY: `path` is a NUL-terminated string alive for the call.
                let fd = unsafe { syscall(OPEN_TREE, AT_FDCWD, path, flags) };
                if let Some(s) = slots.get_mut(*slot) {
                    *s = fd as c_int;
                }
                return fd;
            }
            // SAFETY: all three strings are NUL-terminated and alive for the call.
            Step::Tmpfs { .. } => unsafe {
                let data = self.data.as_ptr();
                mount(
                    tmpfs.as_ptr(),
                    path,
                    tmpfs.as_ptr(),
                    MS_NOSUID | MS_NODEV,
                    data,
                )
            },
            // SAFETY: `path` is a NUL-terminated string alive for the call.
            Step::MakeDir { .. } => unsafe { mkdir(path, 0o755) },
            Step::MakeFile { .. } => {
                // SAFETY: `path` is a NUL-terminated string alive for the call.
                let fd = unsafe { open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644) };
                if fd >= 0 {
                    // SAFETY: closes the descriptor just opened.
                    unsafe { close(fd) };
                }
                fd
            }
            Step::Place { slot, .. } => {
                let fd = slots.get(*slot).copied().unwrap_or(-1);
                let (empty, flags) = (c"".as_ptr(), MOVE_MOUNT_F_EMPTY_PATH);
                // SAFETY: both strings are NUL-terminated and alive for the call.
                let done = unsafe { syscall(MOVE_MOUNT, fd, empty, AT_FDCWD, path, flags) };
                // SAFETY: closes the detached copy's descriptor, no longer needed.
                unsafe { close(fd) };
                return done;
            }
            // SAFETY: all three strings are NUL-terminated and alive for the call.
            Step::Hide { .. } => unsafe {
                let flags = MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC;
                mount(
                    tmpfs.as_ptr(),
                    path,
                    tmpfs.as_ptr(),
                    flags,
                    self.data.as_ptr(),
                )
            },
            // SAFETY: both strings are NUL-terminated and alive for the call.
            Step::Proc => unsafe {
                let flags = MS_NOSUID | MS_NODEV | MS_NOEXEC;
                mount(proc.as_ptr(), path, proc.as_ptr(), flags, none)
            },
        };
        done as std::ffi::c_long
    }
}
