//! Fixtures cannot change under the judge: a [`Guard`] holds what the judge read
//! of every fixture a session loaded, notices after each run a file that
//! changed anyway (Landlock is missing, or something else wrote it), and puts
//! back what the judge had read, so the kit is never left damaged.

use crate::error::{At, Error};
use crate::fixtures::{relative, Case};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// What identifies one version of a file: any write changes its ctime (which
/// no one but the kernel sets), a replacement changes its inode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stamp {
    inode: u64,
    len: u64,
    mtime_ns: (i64, i64),
    ctime_ns: (i64, i64),
    mode: u32,
}

fn stamp(path: &Path) -> Option<Stamp> {
    // Not following links: a fixture replaced by a link is a change.
    let m = std::fs::symlink_metadata(path).ok()?;
    Some(Stamp {
        inode: m.ino(),
        len: m.len(),
        mtime_ns: (m.mtime(), m.mtime_nsec()),
        ctime_ns: (m.ctime(), m.ctime_nsec()),
        mode: m.mode(),
    })
}

/// One fixture file as the judge read it.
#[derive(Debug)]
struct Watched {
    path: PathBuf,
    shown: PathBuf,
    bytes: Vec<u8>,
    stamp: Option<Stamp>,
}

/// Every fixture file a session loaded, as the judge read it: after each run,
/// [`Guard::verify`] finds any that changed and puts the content back.
#[derive(Debug)]
pub struct Guard {
    files: Vec<Watched>,
}

impl Guard {
    /// Watches the files of `cases`, whose content was read from under `root`.
    pub fn new<'a>(root: &Path, cases: impl IntoIterator<Item = &'a Case>) -> Guard {
        let mut files = Vec::new();
        for case in cases {
            for (path, bytes) in [
                (&case.input, &case.input_bytes),
                (&case.expected, &case.expected_bytes),
            ] {
                files.push(Watched {
                    path: path.clone(),
                    shown: relative(root, path),
                    bytes: bytes.clone(),
                    stamp: stamp(path),
                });
            }
        }
        Guard { files }
    }

    /// Checks every watched file after a run: by its stamp, and byte for byte
    /// for the files of `case`, the one just run. A file that changed gets its
    /// original content back; the first one is named in the error.
    pub fn verify(&mut self, case: &Case) -> Result<(), Error> {
        let mut changed = None;
        for file in &mut self.files {
            let now = stamp(&file.path);
            let of_case = file.path == case.input || file.path == case.expected;
            if now == file.stamp && now.is_some() && !of_case {
                continue;
            }
            let regular = std::fs::symlink_metadata(&file.path).is_ok_and(|m| m.is_file());
            let same = regular && std::fs::read(&file.path).is_ok_and(|b| b == file.bytes);
            if !same {
                restore(file)?;
                changed.get_or_insert_with(|| file.shown.clone());
            }
            file.stamp = stamp(&file.path);
        }
        match changed {
            Some(path) => Err(Error::FixtureChanged { path }),
            None => Ok(()),
        }
    }
}

/// Puts back a fixture's content: whatever took its place (a link, a directory)
/// is removed first, so the write cannot follow it elsewhere.
fn restore(file: &Watched) -> Result<(), Error> {
    let shown = &file.shown;
    match std::fs::symlink_metadata(&file.path) {
        Ok(m) if m.is_dir() => std::fs::remove_dir_all(&file.path).at(shown)?,
        Ok(_) => std::fs::remove_file(&file.path).at(shown)?,
        Err(_) => {}
    }
    std::fs::write(&file.path, &file.bytes).at(shown)?;
    if let Some(stamp) = file.stamp {
        let permissions = std::fs::Permissions::from_mode(stamp.mode & 0o7777);
        std::fs::set_permissions(&file.path, permissions).at(shown)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{pair, scratch_kit};

    #[test]
    fn a_changed_fixture_is_put_back_and_named() {
        let root = scratch_kit("guard");
        std::fs::write(root.join("inputs/p/8.txt"), "8\n").unwrap();
        std::fs::write(root.join("expected/p/8.txt"), "92\n").unwrap();
        std::fs::write(root.join("inputs/p/9.txt"), "9\n").unwrap();
        std::fs::write(root.join("expected/p/9.txt"), "352\n").unwrap();
        let mut cases = pair(&root, "p", &[]).unwrap();
        for case in &mut cases {
            case.input_bytes = std::fs::read(&case.input).unwrap();
            case.expected_bytes = std::fs::read(&case.expected).unwrap();
        }
        let mut guard = Guard::new(&root, &cases);
        assert!(guard.verify(&cases[0]).is_ok());
        // A write to another case's file, and a link in place of this case's.
        std::fs::write(root.join("expected/p/9.txt"), "0\n").unwrap();
        std::fs::remove_file(root.join("expected/p/8.txt")).unwrap();
        std::os::unix::fs::symlink("/dev/null", root.join("expected/p/8.txt")).unwrap();
        let error = guard.verify(&cases[0]).unwrap_err().to_string();
        assert!(error.starts_with("expected/p/8.txt changed"), "{error}");
        for (file, text) in [("8", "92\n"), ("9", "352\n")] {
            let path = root.join(format!("expected/p/{file}.txt"));
            assert!(std::fs::symlink_metadata(&path).unwrap().is_file());
            assert_eq!(std::fs::read_to_string(path).unwrap(), text);
        }
        assert!(
            guard.verify(&cases[0]).is_ok(),
            "put back, so unchanged now"
        );
        std::fs::remove_dir_all(root).unwrap();
    }
}
