//! What a solution sees of the file system inside its mount namespace, as a
//! list of steps planned before the fork: everything read-only; a `/dev` of
//! its own holding only the usual devices (not the disks, which a run as root
//! could otherwise open); a fresh empty tmpfs over `/tmp`, `/dev/shm` and the
//! judge's temporary directory (so it sees no other run's files and leaves
//! none), the few paths it needs from under them put back read-only (its
//! program, its working directory); its private directory a tmpfs of its own;
//! the kit's `expected/` covered by an empty directory; and a `/proc` that
//! shows only its own processes.
//!
//! The plan is data, tested below; [`mount_calls`](super::mount_calls)
//! carries it out in the child of the clone.

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
    /// The devices of its own `/dev` (none: the real `/dev`).
    pub devices: Vec<PathBuf>,
    /// The size of each private tmpfs.
    pub tmpfs_kib: u64,
}

/// Its own `/dev`, and links there that programs expect.
const DEV: &str = "/dev";
const DEV_LINKS: [(&str, &str); 4] = [
    ("/dev/fd", "/proc/self/fd"),
    ("/dev/stdin", "/proc/self/fd/0"),
    ("/dev/stdout", "/proc/self/fd/1"),
    ("/dev/stderr", "/proc/self/fd/2"),
];

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
    MakeLink {
        path: PathBuf,
        target: PathBuf,
    },
    Place {
        slot: usize,
        path: PathBuf,
    },
    /// The mount at `path` alone made read-only (not those on top of it).
    Seal {
        path: PathBuf,
    },
    Hide {
        path: PathBuf,
    },
    /// A new `/proc` for the new PID namespace.
    Proc,
}

/// A tmpfs on `/dev` with the devices of `view` put back, the usual links,
/// and the private `/dev/shm`s of `view.covered`; then sealed read-only.
fn own_dev_steps(steps: &mut Vec<Step>, view: &View, first_slot: usize) {
    let devices: Vec<&PathBuf> = view.devices.iter().filter(|d| d.exists()).collect();
    for (i, path) in devices.iter().enumerate() {
        let path = path.to_path_buf();
        steps.push(Step::Keep {
            path,
            slot: first_slot + i,
        });
    }
    let dev = PathBuf::from(DEV);
    steps.push(Step::Tmpfs {
        path: dev.clone(),
        mode: 0o755,
    });
    for (i, path) in devices.iter().enumerate() {
        let path = path.to_path_buf();
        steps.push(Step::MakeFile { path: path.clone() });
        steps.push(Step::Place {
            slot: first_slot + i,
            path,
        });
    }
    for (path, target) in DEV_LINKS {
        let (path, target) = (path.into(), target.into());
        steps.push(Step::MakeLink { path, target });
    }
    let shm: Vec<&PathBuf> = view.covered.iter().filter(|p| p.starts_with(DEV)).collect();
    for path in &shm {
        let path = path.to_path_buf();
        steps.push(Step::MakeDir { path });
    }
    steps.push(Step::Seal { path: dev });
    for path in shm {
        let path = path.clone();
        steps.push(Step::Tmpfs { path, mode: 0o1777 });
    }
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
    // With a `/dev` of its own, `/dev/shm` is made there, not where the real one points.
    let own_dev = !view.devices.is_empty();
    let in_dev = |p: &Path| own_dev && p.starts_with(DEV);
    let covered = view.covered.iter().filter(|p| !in_dev(p));
    let covered = outermost(covered.filter_map(|p| real(p)).collect());
    let under_covered = |p: &Path| covered.iter().find(|c| p.starts_with(c)).cloned();
    // A named covered directory itself stays covered (`ls /tmp` sees the
    // private one); the working directory is kept even then.
    // Not through /proc or /dev, which lead to the launcher's own descriptors.
    let special = |p: &&PathBuf| p.starts_with("/proc") || p.starts_with(DEV);
    let named = view
        .kept
        .iter()
        .filter(|p| !special(p))
        .filter_map(|p| real(p));
    let named = named.filter(|p| under_covered(p).is_some() && !covered.contains(p));
    let cwd = real(&view.cwd).filter(|p| under_covered(p).is_some());
    let kept = outermost(named.chain(cwd).collect());
    let visible = |p: &Path| under_covered(p).is_none() || kept.iter().any(|k| p.starts_with(k));
    let mut steps = vec![Step::Slave, Step::ReadOnly];
    for (slot, path) in kept.iter().enumerate() {
        let path = path.clone();
        steps.push(Step::Keep { path, slot });
    }
    if own_dev {
        own_dev_steps(&mut steps, view, kept.len());
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

#[cfg(test)]
#[path = "mounts_tests.rs"]
mod tests;
