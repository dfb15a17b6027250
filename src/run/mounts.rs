//! What a solution sees of the file system inside its mount namespace, as a
//! list of steps planned before the fork: everything read-only, a fresh empty
//! tmpfs over `/tmp`, `/dev/shm` and the judge's temporary directory (so it sees
//! no other run's files and leaves none), the few paths it needs from under
//! them put back read-only (its program, its working directory), its private
//! directory a tmpfs of its own, the kit's `expected/` covered by an empty
//! directory, and a `/proc` that shows only its own processes.
//!
//! The plan is data (tested below); [`Steps`] holds it as C strings, so that
//! the child of the clone carries it out with system calls only.

use std::ffi::{c_char, c_int, c_ulong, CStr, CString};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

/// What the solution must and must not see.
#[derive(Clone, Debug, Default)]
pub struct View {
    /// Directories replaced by an empty private tmpfs.
    pub covered: Vec<PathBuf>,
    /// The run's working directory, kept (read-only) wherever it is.
    pub cwd: PathBuf,
    /// Paths the run names: kept (read-only) if strictly under a covered directory.
    pub kept: Vec<PathBuf>,
    /// Its TMPDIR: a tmpfs of its own, the one place besides the covered ones it may write.
    pub private_dir: PathBuf,
    /// Covered by an empty read-only directory.
    pub hidden: Vec<PathBuf>,
    /// The size of each private tmpfs.
    pub tmpfs_kib: u64,
}

/// One step of the plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Mounts and unmounts here stay here (`mount --make-rslave /`).
    Slave,
    /// Every mount read-only and without set-user-ID programs.
    ReadOnly,
    /// A detached read-only copy of `path`, put back later by [`Step::Place`].
    Keep {
        path: PathBuf,
        slot: usize,
    },
    Tmpfs {
        path: PathBuf,
        mode: u32,
    },
    /// A directory in a fresh tmpfs, on the way to a kept path.
    MakeDir {
        path: PathBuf,
    },
    /// An empty file in a fresh tmpfs, to put a kept file on.
    MakeFile {
        path: PathBuf,
    },
    Place {
        slot: usize,
        path: PathBuf,
    },
    Hide {
        path: PathBuf,
    },
    /// A new `/proc` for the new PID namespace.
    Proc,
}

/// The paths a run names, which it may need to see: every absolute path among
/// its arguments, also inside an `sh -c` command.
pub fn named_by(argv: &[std::ffi::OsString]) -> Vec<PathBuf> {
    let separators = |c: char| c.is_whitespace() || "'\"`;&|()<>=:,".contains(c);
    let mut paths = Vec::new();
    for arg in argv {
        let arg = arg.to_string_lossy();
        let words = arg.split(separators).filter(|w| w.starts_with('/'));
        paths.extend(words.map(PathBuf::from));
    }
    paths
}

/// The real, absolute form of `path`, if it exists.
fn real(path: &Path) -> Option<PathBuf> {
    std::fs::canonicalize(path).ok()
}

/// The paths of `paths` not beneath another of them.
fn outermost(mut paths: Vec<PathBuf>) -> Vec<PathBuf> {
    paths.sort();
    paths.dedup();
    let all = paths.clone();
    paths.retain(|p| !all.iter().any(|q| q != p && p.starts_with(q)));
    paths
}

/// The steps that give a solution `view`, in order.
pub fn plan(view: &View) -> Vec<Step> {
    let covered = outermost(view.covered.iter().filter_map(|p| real(p)).collect());
    let under_covered = |p: &Path| covered.iter().find(|c| p.starts_with(c)).cloned();
    // A named covered directory itself stays covered (`ls /tmp` sees the
    // private one); the working directory is kept even then.
    let named = view.kept.iter().filter_map(|p| real(p));
    let named = named.filter(|p| under_covered(p).is_some() && !covered.contains(p));
    let cwd = real(&view.cwd).filter(|p| under_covered(p).is_some());
    let kept = outermost(named.chain(cwd).collect());
    let visible = |p: &Path| under_covered(p).is_none() || kept.iter().any(|k| p.starts_with(k));
    let mut steps = vec![Step::Slave, Step::ReadOnly];
    for (slot, path) in kept.iter().enumerate() {
        let path = path.clone();
        steps.push(Step::Keep { path, slot });
    }
    for path in &covered {
        let path = path.clone();
        steps.push(Step::Tmpfs { path, mode: 0o1777 });
    }
    // The directories leading to `path` inside the tmpfs that covers it.
    let make_dirs = |steps: &mut Vec<Step>, path: &Path| {
        let Some(cover) = under_covered(path) else {
            return;
        };
        let mut dirs: Vec<PathBuf> = path
            .ancestors()
            .skip(1)
            .take_while(|a| a.starts_with(&cover) && *a != cover)
            .map(Path::to_path_buf)
            .collect();
        dirs.reverse();
        steps.extend(dirs.into_iter().map(|path| Step::MakeDir { path }));
    };
    for (slot, path) in kept.iter().enumerate() {
        make_dirs(&mut steps, path);
        let path = path.clone();
        steps.push(match path.is_dir() {
            true => Step::MakeDir { path: path.clone() },
            false => Step::MakeFile { path: path.clone() },
        });
        steps.push(Step::Place { slot, path });
    }
    let private = real(&view.private_dir).unwrap_or_else(|| view.private_dir.clone());
    if !visible(&private) {
        make_dirs(&mut steps, &private);
        steps.push(Step::MakeDir {
            path: private.clone(),
        });
    }
    steps.push(Step::Tmpfs {
        path: private,
        mode: 0o700,
    });
    for path in view.hidden.iter().filter_map(|p| real(p)) {
        if visible(&path) {
            steps.push(Step::Hide { path });
        }
    }
    steps.push(Step::Proc);
    steps
}

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
                    Step::Keep { path, .. }
                    | Step::MakeDir { path }
                    | Step::MakeFile { path }
                    | Step::Place { path, .. } => (c_path(path), CString::default()),
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
            Some(Step::MakeDir { path }) | Some(Step::MakeFile { path }) => {
                format!("creating {} in a private tmpfs", path.display())
            }
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

impl Ready {
    /// The system call of this step: negative on failure.
    fn run(&self, slots: &mut [c_int]) -> std::ffi::c_long {
        let path = self.path.as_ptr();
        let none = std::ptr::null::<c_char>();
        let (tmpfs, proc): (&CStr, &CStr) = (c"tmpfs", c"proc");
        let done = match &self.step {
            // SAFETY: `path` is a NUL-terminated string alive for the call.
            Step::Slave => unsafe { mount(none, path, none, MS_REC | MS_SLAVE, none) },
            Step::ReadOnly => {
                let attr = MountAttr {
                    attr_set: MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID,
                    attr_clr: 0,
                    propagation: 0,
                    userns_fd: 0,
                };
                let size = std::mem::size_of::<MountAttr>();
                // SAFETY: `path` and `attr` are valid for reads for the call.
                let done =
                    unsafe { syscall(MOUNT_SETATTR, AT_FDCWD, path, AT_RECURSIVE, &attr, size) };
                return done;
            }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("judge-mounts-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::canonicalize(dir).unwrap()
    }

    #[test]
    fn paths_under_a_covered_directory_are_put_back_and_the_rest_stays_covered() {
        let tmp = scratch("plan");
        let (build, program) = (tmp.join("build"), tmp.join("a.out"));
        let private = tmp.join("judge/private");
        let kit = tmp.join("kit");
        for dir in [&build, &private, &kit.join("expected")] {
            std::fs::create_dir_all(dir).unwrap();
        }
        std::fs::write(&program, "").unwrap();
        let view = View {
            covered: vec![tmp.clone(), tmp.join("judge")],
            cwd: kit.clone(),
            kept: vec![
                tmp.clone(),
                build.clone(),
                build.join("inner"),
                program.clone(),
            ],
            private_dir: private.clone(),
            hidden: vec![kit.join("expected"), tmp.join("elsewhere")],
            tmpfs_kib: 1024,
        };
        let steps = plan(&view);
        let keep = |path: &Path, slot| Step::Keep {
            path: path.to_path_buf(),
            slot,
        };
        let dir = |path: &Path| Step::MakeDir {
            path: path.to_path_buf(),
        };
        let place = |slot, path: &Path| Step::Place {
            slot,
            path: path.to_path_buf(),
        };
        let expected = vec![
            Step::Slave,
            Step::ReadOnly,
            keep(&program, 0),
            keep(&build, 1),
            keep(&kit, 2),
            // The inner covered directory is already under the outer one.
            Step::Tmpfs {
                path: tmp.clone(),
                mode: 0o1777,
            },
            Step::MakeFile {
                path: program.clone(),
            },
            place(0, &program),
            dir(&build),
            place(1, &build),
            dir(&kit),
            place(2, &kit),
            dir(&tmp.join("judge")),
            dir(&private),
            Step::Tmpfs {
                path: private.clone(),
                mode: 0o700,
            },
            // Visible again once the kit is back; a missing path is not hidden.
            Step::Hide {
                path: kit.join("expected"),
            },
            Step::Proc,
        ];
        assert_eq!(steps, expected);
        std::fs::remove_dir_all(tmp).unwrap();
    }

    #[test]
    fn a_run_needs_its_directory_and_the_absolute_paths_it_names() {
        let argv: Vec<std::ffi::OsString> = ["sh", "-c", "cd /a && '/b c' </d >x; e=/f"]
            .map(Into::into)
            .to_vec();
        let paths = named_by(&argv);
        let expected = ["/a", "/b", "/d", "/f"].map(PathBuf::from);
        assert_eq!(paths, expected);
    }

    #[test]
    fn nothing_is_put_back_where_nothing_is_covered() {
        let tmp = scratch("uncovered");
        let private = tmp.join("private");
        std::fs::create_dir_all(tmp.join("expected")).unwrap();
        std::fs::create_dir_all(&private).unwrap();
        let view = View {
            covered: vec![tmp.join("missing")],
            cwd: tmp.clone(),
            kept: vec![tmp.clone()],
            private_dir: private.clone(),
            hidden: vec![tmp.join("expected")],
            tmpfs_kib: 1024,
        };
        let steps = plan(&view);
        assert_eq!(
            steps,
            vec![
                Step::Slave,
                Step::ReadOnly,
                Step::Tmpfs {
                    path: private,
                    mode: 0o700
                },
                Step::Hide {
                    path: tmp.join("expected")
                },
                Step::Proc
            ]
        );
        std::fs::remove_dir_all(tmp).unwrap();
    }
}
