//! The cache of problems' binaries (`target/kit/`) is shared by every judge
//! built there, so its cleanup must never pull a binary from under another
//! judge that is still running it. A session runs its own hard links to the
//! builds it uses (`.judge-<pid>/`, removed with the session, or by the next
//! judge once that process is gone), and an older build of a problem is removed
//! only when no such link is left and no one has used it for [`KEPT_UNUSED`]
//! (so the paths `judge build` printed stay valid for scripts and tests).

use crate::tempdir::process_alive;
use std::fs::File;
use std::io;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How long an older build stays after its last use.
pub const KEPT_UNUSED: Duration = Duration::from_secs(60 * 60);

/// What a session's own links are kept in: `.judge-<pid>`.
const LEASE_PREFIX: &str = ".judge-";

/// A session's own hard links to the binaries it runs; removed when dropped.
#[derive(Debug)]
pub struct Lease {
    dir: PathBuf,
    /// The links, in the order of the binaries given.
    pub paths: Vec<PathBuf>,
}

impl Lease {
    /// Links each of `binaries` (in the cache `dir`) under this process's name.
    pub fn new(dir: &Path, binaries: &[PathBuf]) -> io::Result<Lease> {
        let own = dir.join(format!("{LEASE_PREFIX}{}", std::process::id()));
        std::fs::create_dir_all(&own)?;
        let mut lease = Lease {
            dir: own,
            paths: Vec::new(),
        };
        for binary in binaries {
            let link = lease.dir.join(binary.file_name().unwrap_or_default());
            if !link.exists() {
                std::fs::hard_link(binary, &link)?;
            }
            lease.paths.push(link);
        }
        Ok(lease)
    }
}

impl Drop for Lease {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Records that `binary` was just used: its modification time is its last use.
pub fn mark_used(binary: &Path) {
    // Read-only, so a binary another judge is running can be opened (no ETXTBSY).
    if let Ok(file) = File::open(binary) {
        let _ = file.set_modified(SystemTime::now());
    }
}

/// Removes the older builds of problem `id` (named `<id>-<16 hex digits>`)
/// other than `keep` that no session links and no one used for [`KEPT_UNUSED`].
pub fn prune(dir: &Path, id: &str, keep: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let prefix = format!("{id}-");
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let older_build = name.to_str().is_some_and(|n| {
            n.strip_prefix(&prefix)
                .is_some_and(|hash| hash.len() == 16 && hash.bytes().all(|b| b.is_ascii_hexdigit()))
        });
        if older_build && path != keep && unused(&path) {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// No session's link to it, and not used for [`KEPT_UNUSED`].
fn unused(binary: &Path) -> bool {
    let Ok(metadata) = std::fs::symlink_metadata(binary) else {
        return false;
    };
    let idle = metadata
        .modified()
        .ok()
        .and_then(|m| m.elapsed().ok())
        .is_some_and(|idle| idle >= KEPT_UNUSED);
    metadata.nlink() == 1 && idle
}

/// Removes what judges that no longer run left in the cache: their links, and
/// builds they did not finish (`.<id>-<pid>-…`).
pub fn sweep(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else {
            continue;
        };
        let pid = match name.strip_prefix(LEASE_PREFIX) {
            Some(pid) => pid.parse::<u32>().ok(),
            None => name
                .strip_prefix('.')
                .and_then(|rest| rest.split('-').nth(1))
                .and_then(|pid| pid.parse::<u32>().ok()),
        };
        if pid.is_some_and(|pid| !process_alive(pid)) {
            let path = entry.path();
            let _ = match path.is_dir() {
                true => std::fs::remove_dir_all(path),
                false => std::fs::remove_file(path),
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fake build in `dir`, last used `ago`.
    fn build(dir: &Path, name: &str, ago: Duration) -> PathBuf {
        let path = dir.join(name);
        std::fs::write(&path, "binary").unwrap();
        let file = File::open(&path).unwrap();
        file.set_modified(SystemTime::now() - ago).unwrap();
        path
    }

    #[test]
    fn an_older_build_goes_only_when_unused_and_linked_by_no_session() {
        let dir = std::env::temp_dir().join(format!("judge-cache-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let hour = KEPT_UNUSED;
        let current = build(&dir, "p-00000000000000cc", Duration::ZERO);
        let idle = build(&dir, "p-00000000000000aa", hour * 2);
        let recent = build(&dir, "p-00000000000000bb", Duration::from_secs(60));
        let running = build(&dir, "p-00000000000000dd", hour * 2);
        let other = build(&dir, "q-00000000000000aa", hour * 2);
        let lease = Lease::new(&dir, std::slice::from_ref(&running)).unwrap();
        prune(&dir, "p", &current);
        assert!(
            !idle.exists(),
            "idle for two hours and linked by no session"
        );
        for kept in [&current, &recent, &running, &other] {
            assert!(kept.exists(), "{}", kept.display());
        }
        assert!(lease.paths[0].is_file());
        drop(lease);
        prune(&dir, "p", &current);
        assert!(!running.exists(), "no session links it any more");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn what_a_judge_that_no_longer_runs_left_is_swept() {
        let dir = std::env::temp_dir().join(format!("judge-sweep-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        // A pid above the kernel's maximum (2^22) never runs.
        let gone = dir.join(format!("{LEASE_PREFIX}99999999"));
        std::fs::create_dir_all(&gone).unwrap();
        let partial = dir.join(".p-99999999-ThreadId(2)");
        std::fs::write(&partial, "half").unwrap();
        let live = Lease::new(&dir, &[]).unwrap();
        sweep(&dir);
        assert!(!gone.exists() && !partial.exists());
        assert!(live.dir.exists(), "this process still runs");
        drop(live);
        std::fs::remove_dir_all(dir).unwrap();
    }
}
