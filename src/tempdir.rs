//! A scratch directory that removes itself: builds, working directories and
//! captured output never outlive the judge.

use crate::error::Error;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A directory under the system's temporary directory, removed on drop.
#[derive(Debug)]
pub struct TempDir {
    path: PathBuf,
}

impl TempDir {
    /// Creates a fresh directory whose name says which judge process made it and why.
    pub fn new(purpose: &str) -> Result<TempDir, Error> {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!(
            "nqueens-judge-{}-{purpose}-{n}",
            std::process::id()
        ));
        std::fs::create_dir_all(&path).map_err(|e| Error::Io {
            path: path.clone(),
            source: e,
        })?;
        Ok(TempDir { path })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}
