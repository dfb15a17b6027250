//! A scratch directory that removes itself: builds, working directories and
//! captured output never outlive the judge. Directories left by a judge that
//! was killed outright (SIGKILL gives no chance to clean up) are removed by the
//! next judge.

use crate::error::{At, Error};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Once;

/// What every judge's temporary directory is called: `nqueens-judge-<pid>-…`.
const PREFIX: &str = "nqueens-judge-";

/// A directory under the system's temporary directory, removed on drop.
#[derive(Debug)]
pub struct TempDir {
    path: PathBuf,
}

impl TempDir {
    /// Creates a fresh directory whose name says which judge process made it and why.
    pub fn new(purpose: &str) -> Result<TempDir, Error> {
        static SWEPT: Once = Once::new();
        SWEPT.call_once(remove_stale);
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path =
            std::env::temp_dir().join(format!("{PREFIX}{}-{purpose}-{n}", std::process::id()));
        std::fs::create_dir_all(&path).at(&path)?;
        Ok(TempDir { path })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        remove_all(&self.path);
    }
}

/// Removes `path` and everything beneath it, even directories a solution made
/// unreadable (`chmod 000`); what cannot be removed is left.
pub fn remove_all(path: &Path) {
    if std::fs::remove_dir_all(path).is_ok() || std::fs::symlink_metadata(path).is_err() {
        return;
    }
    open_up(path);
    let _ = std::fs::remove_dir_all(path);
}

/// Gives the owner full access to every directory under `dir`, so it can be emptied.
fn open_up(dir: &Path) {
    let is_dir = std::fs::symlink_metadata(dir).is_ok_and(|m| m.is_dir());
    if !is_dir {
        return;
    }
    let _ = std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700));
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        open_up(&entry.path());
    }
}

/// Whether process `pid` still runs (a judge that left files is gone when not).
pub fn process_alive(pid: u32) -> bool {
    Path::new(&format!("/proc/{pid}")).exists()
}

/// Removes the temporary directories of judges that no longer run.
fn remove_stale() {
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let pid = name
            .to_str()
            .and_then(|n| n.strip_prefix(PREFIX))
            .and_then(|rest| rest.split('-').next())
            .and_then(|pid| pid.parse::<u32>().ok());
        if pid.is_some_and(|pid| !process_alive(pid)) {
            remove_all(&entry.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unreadable_directory_inside_is_removed_too() {
        let dir = TempDir::new("test-unreadable").unwrap();
        let locked = dir.path().join("a/b");
        std::fs::create_dir_all(&locked).unwrap();
        std::fs::write(locked.join("f"), "x").unwrap();
        std::fs::set_permissions(dir.path().join("a"), std::fs::Permissions::from_mode(0o000))
            .unwrap();
        let path = dir.path().to_path_buf();
        drop(dir);
        assert!(!path.exists());
    }
}
