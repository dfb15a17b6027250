//! Where a run can have a cgroup v2 of its own, beneath the judge's.
//!
//! A cgroup counts what no `/proc` walk can miss: `cpu.stat` sums the CPU time
//! of every task that ever ran in it (even one the kernel reaped unseen),
//! `memory.peak` every page charged to it (memfd and tmpfs pages included), and
//! `pids.max` caps its tasks. Any writable cgroup v2 gives `cpu.stat` (a core
//! file, there without any controller); memory and pids need those controllers
//! enabled for the children of the judge's cgroup.
//!
//! The judge's own cgroup is read from `/proc/self/cgroup` (`0::/path`) and
//! `/proc/self/mountinfo` (where the cgroup2 file system is mounted). Runs get
//! child cgroups there. Where the controllers are available but not enabled
//! for children, and the judge is alone in its cgroup (as under `systemd-run
//! --user --scope -p Delegate=yes`), the judge moves itself into a leaf of its
//! own and enables them, as the kernel's delegation rules require (a cgroup
//! whose children use controllers holds no processes itself), and puts all
//! back when the session ends. Nothing is created anywhere else, and cgroups
//! of judges that were killed are removed by the next one.

use std::path::{Path, PathBuf};

/// What every judge's cgroups are called: `nqueens-judge-<pid>` (a judge moved
/// out of its cgroup), `nqueens-run-<launcher pid>` (one run).
pub const JUDGE_PREFIX: &str = "nqueens-judge-";
pub const RUN_PREFIX: &str = "nqueens-run-";

/// The controllers a run's cgroup gets, besides the core files.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Controllers {
    pub memory: bool,
    pub pids: bool,
}

impl Controllers {
    /// Those named in a `cgroup.controllers` or `cgroup.subtree_control` file.
    pub fn listed(text: &str) -> Controllers {
        let has = |name| text.split_whitespace().any(|c| c == name);
        Controllers {
            memory: has("memory"),
            pids: has("pids"),
        }
    }

    fn both(self) -> bool {
        self.memory && self.pids
    }

    /// `+memory +pids` for those in `self` and not in `enabled`.
    fn to_enable(self, enabled: Controllers) -> String {
        let mut words = Vec::new();
        if self.memory && !enabled.memory {
            words.push("+memory");
        }
        if self.pids && !enabled.pids {
            words.push("+pids");
        }
        words.join(" ")
    }
}

/// The judge's own cgroup v2 directory, from the text of `/proc/self/cgroup`
/// and `/proc/self/mountinfo`; why not, if there is none.
pub fn own_dir(proc_cgroup: &str, mountinfo: &str) -> Result<PathBuf, String> {
    let path = proc_cgroup
        .lines()
        .find_map(|l| l.strip_prefix("0::"))
        .ok_or("the judge is in no cgroup v2 (cgroup v1 only)")?;
    for line in mountinfo.lines() {
        let Some((mount, fs)) = line.split_once(" - ") else {
            continue;
        };
        if fs.split_whitespace().next() != Some("cgroup2") {
            continue;
        }
        let fields: Vec<&str> = mount.split_whitespace().collect();
        let (Some(root), Some(point)) = (fields.get(3), fields.get(4)) else {
            continue;
        };
        // The judge's cgroup seen from this mount's root (a cgroup namespace or a bind mount).
        let inside = if *root == "/" {
            Some(path)
        } else {
            path.strip_prefix(*root)
                .filter(|rest| rest.is_empty() || rest.starts_with('/'))
        };
        if let Some(inside) = inside {
            let mut dir = PathBuf::from(unescape(point));
            let inside = inside.trim_start_matches('/');
            if !inside.is_empty() {
                dir.push(inside);
            }
            return Ok(dir);
        }
    }
    Err("no cgroup2 file system is mounted".into())
}

/// Mount points in `mountinfo` write a space, tab, newline or backslash as `\ooo`.
fn unescape(field: &str) -> String {
    let mut out = Vec::new();
    let bytes = field.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let octal = bytes.get(i + 1..i + 4).and_then(|d| {
            let text = std::str::from_utf8(d).ok()?;
            u8::from_str_radix(text, 8).ok()
        });
        match (bytes[i], octal) {
            (b'\\', Some(byte)) => {
                out.push(byte);
                i += 4;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The files of the judge's cgroup that decide what its runs can have.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OwnFiles {
    pub controllers: String,
    pub subtree_control: String,
    pub procs: String,
    /// `cgroup.type`: `domain` unless threaded.
    pub kind: String,
}

impl OwnFiles {
    pub fn read(dir: &Path) -> Result<OwnFiles, String> {
        let read = |name: &str| {
            std::fs::read_to_string(dir.join(name))
                .map_err(|e| format!("cannot read {}: {e}", dir.join(name).display()))
        };
        Ok(OwnFiles {
            controllers: read("cgroup.controllers")?,
            subtree_control: read("cgroup.subtree_control")?,
            procs: read("cgroup.procs")?,
            // The root cgroup has no type file: it is a domain.
            kind: read("cgroup.type").unwrap_or_else(|_| "domain".into()),
        })
    }
}

/// How runs get their cgroups.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Children of the judge's cgroup get these controllers as things are.
    AsIs(Controllers),
    /// They would get memory and pids once the judge moves into a leaf of its
    /// own and enables them: it is alone in its cgroup.
    MoveAside(Controllers),
}

/// What runs beneath a cgroup with these files would get (`judge`: this pid).
pub fn choose(files: &OwnFiles, judge: u32) -> Choice {
    let enabled = Controllers::listed(&files.subtree_control);
    let available = Controllers::listed(&files.controllers);
    let alone = files
        .procs
        .split_whitespace()
        .eq([judge.to_string().as_str()]);
    let domain = files.kind.trim() == "domain";
    if !enabled.both() && available.both() && alone && domain {
        Choice::MoveAside(available)
    } else {
        Choice::AsIs(enabled)
    }
}

/// The judge's move out of its own cgroup, undone when the session ends.
#[derive(Debug)]
pub struct MovedAside {
    parent: PathBuf,
    leaf: PathBuf,
    enabled: String,
}

/// Moves this judge into `parent/nqueens-judge-<pid>` and enables `wanted`
/// for `parent`'s children; undone (as far as it got) if a step fails.
pub fn move_aside(parent: &Path, wanted: Controllers) -> Result<MovedAside, String> {
    let enabled = Controllers::listed(
        &std::fs::read_to_string(parent.join("cgroup.subtree_control")).unwrap_or_default(),
    );
    let pid = std::process::id();
    let leaf = parent.join(format!("{JUDGE_PREFIX}{pid}"));
    let moved = MovedAside {
        parent: parent.to_path_buf(),
        leaf: leaf.clone(),
        enabled: wanted.to_enable(enabled),
    };
    let step =
        |what: &str, result: std::io::Result<()>| result.map_err(|e| format!("cannot {what}: {e}"));
    step("create a cgroup for the judge", std::fs::create_dir(&leaf))?;
    if let Err(e) = step(
        "move the judge into its cgroup",
        std::fs::write(leaf.join("cgroup.procs"), pid.to_string()),
    )
    .and_then(|_| {
        step(
            "enable memory and pids",
            std::fs::write(parent.join("cgroup.subtree_control"), &moved.enabled),
        )
    }) {
        moved.undo();
        return Err(e);
    }
    Ok(moved)
}

impl MovedAside {
    /// Disables what was enabled, moves the judge back and removes its leaf.
    pub fn undo(&self) {
        let disable = self.enabled.replace('+', "-");
        let _ = std::fs::write(self.parent.join("cgroup.subtree_control"), disable);
        let _ = std::fs::write(
            self.parent.join("cgroup.procs"),
            std::process::id().to_string(),
        );
        let _ = std::fs::remove_dir(&self.leaf);
    }
}

/// Removes run and judge cgroups under `parent` whose process is gone (their
/// judge was killed); a cgroup that still holds processes stays.
pub fn remove_stale(parent: &Path) {
    let Ok(entries) = std::fs::read_dir(parent) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        // `nqueens-judge-<pid>`, its probe `nqueens-judge-<pid>-probe`, `nqueens-run-<pid>`.
        let pid = [JUDGE_PREFIX, RUN_PREFIX].iter().find_map(|prefix| {
            let rest = name.strip_prefix(prefix)?;
            rest.split('-').next()?.parse::<u32>().ok()
        });
        if pid.is_some_and(|pid| !Path::new(&format!("/proc/{pid}")).exists()) {
            let _ = std::fs::remove_dir(entry.path());
        }
    }
}

#[cfg(test)]
#[path = "cgroup_tests.rs"]
mod tests;
