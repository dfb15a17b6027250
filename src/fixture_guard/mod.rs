//! Fixtures cannot change under the judge: a [`Guard`] holds what the judge read
//! of every fixture a session loaded (and the state of their folders), notices
//! after each run a file that changed anyway (Landlock or seccomp is missing,
//! or something else wrote it), puts back what the judge had read, and names
//! what changed: content, mode, owner, times, extended attributes, inode flags.
//! A fixture that is a symbolic link is judged through: the guard watches what
//! it points at, and the link itself is never replaced.

mod restore;
mod state;

use crate::error::{At, Error};
use crate::fixtures::{relative, Case};
use state::{stamp, Change, Stamp, State};
use std::path::{Path, PathBuf};

/// One watched path as the judge first saw it.
#[derive(Debug)]
struct Watched {
    /// The path as the kit lists it, maybe a symbolic link.
    path: PathBuf,
    shown: PathBuf,
    /// The link's own target, when `path` is a symbolic link.
    link: Option<PathBuf>,
    /// What is read through `path`: itself, or the file its link resolves to.
    /// Always absolute.
    real: PathBuf,
    /// The content the judge read; `None` for a folder.
    bytes: Option<Vec<u8>>,
    before: State,
    stamp: Option<Stamp>,
}

impl Watched {
    fn new(root: &Path, path: &Path, bytes: Option<Vec<u8>>) -> Watched {
        let link = std::fs::read_link(path).ok();
        // By its absolute path, which a `chmod 000` of the folder it names
        // (even the current one, for `--root .`) cannot close.
        let real = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        let shown = match relative(root, path) {
            shown if shown.as_os_str().is_empty() => PathBuf::from("."),
            shown => shown,
        };
        Watched {
            shown,
            path: path.to_path_buf(),
            link,
            before: State::read(&real, 0),
            stamp: stamp(&real),
            real,
            bytes,
        }
    }

    /// How the link a fixture is changed, if it is one and it did.
    fn relinked(&self) -> Option<Change> {
        let target = self.link.as_ref()?;
        match std::fs::read_link(&self.path) {
            Ok(now) if &now == target => None,
            now => Some(Change::Relinked(now.ok())),
        }
    }

    /// Puts the link back: whatever took its place is removed first.
    fn relink(&self, target: &Path) -> std::io::Result<()> {
        match std::fs::symlink_metadata(&self.path) {
            Ok(m) if m.is_dir() => std::fs::remove_dir_all(&self.path)?,
            Ok(_) => std::fs::remove_file(&self.path)?,
            Err(_) => {}
        }
        std::os::unix::fs::symlink(target, &self.path)
    }

    /// Checks this path (fully when `thorough`, else only if its stamp moved),
    /// puts back what changed and returns what that was.
    fn verify(&mut self, thorough: bool) -> Result<Vec<Change>, Error> {
        let relinked = self.relinked();
        if relinked.is_none()
            && !thorough
            && self.stamp.is_some()
            && stamp(&self.real) == self.stamp
        {
            return Ok(Vec::new());
        }
        let mut changes = Vec::new();
        if let (Some(change), Some(target)) = (relinked, &self.link) {
            self.relink(target).at(&self.shown)?;
            changes.push(change);
        }
        let now = State::read(&self.real, self.bytes.as_ref().map_or(0, |b| b.len() + 1));
        let found = now.changes_from(&self.before, self.bytes.as_deref());
        // Unreadable content (`chmod 000`) is not claimed changed, but written back.
        let unknown = self.bytes.is_some() && now.content.as_deref() != self.bytes.as_deref();
        if !found.is_empty() || unknown {
            let bytes = self.bytes.as_deref();
            restore::put_back(&self.real, &self.before, bytes, now).at(&self.shown)?;
        }
        changes.extend(found);
        self.stamp = stamp(&self.real);
        Ok(changes)
    }

    /// The changes as the error message lists them, naming a link's target.
    fn describe(&self, changes: &[Change]) -> String {
        let list: Vec<String> = changes.iter().map(ToString::to_string).collect();
        match (&self.link, changes.first()) {
            (Some(_), Some(Change::Relinked(_))) | (None, _) => list.join(", "),
            (Some(_), _) => format!("its target {}: {}", self.real.display(), list.join(", ")),
        }
    }
}

/// Every fixture file a session loaded, and their folders, as the judge first
/// saw them: after each run, [`Guard::verify`] finds any that changed and puts
/// them back.
#[derive(Debug)]
pub struct Guard {
    files: Vec<Watched>,
}

impl Guard {
    /// Watches the files of `cases`, whose content was read from under `root`.
    pub fn new<'a>(root: &Path, cases: impl IntoIterator<Item = &'a Case>) -> Guard {
        let mut files = Vec::new();
        let mut folders: Vec<&Path> = Vec::new();
        for case in cases {
            for (path, bytes) in [
                (&case.input, &case.input_bytes),
                (&case.expected, &case.expected_bytes),
            ] {
                files.push(Watched::new(root, path, Some(bytes.clone())));
                // Its folders up to the kit's root: a `chmod 000` there hides it too.
                let above = path.ancestors().skip(1).take_while(|f| f.starts_with(root));
                for folder in above {
                    if !folders.contains(&folder) {
                        folders.push(folder);
                    }
                }
            }
        }
        // Outermost first, so that each one put back opens the way to what it holds.
        folders.sort_by_key(|f| f.components().count());
        let folders = folders.iter().map(|f| Watched::new(root, f, None));
        Guard {
            files: folders.chain(files).collect(),
        }
    }

    /// Checks every watched path after a run: by its stamp, and in full for
    /// the files of `case`, the one just run. What changed is put back; the
    /// first path that changed is named in the error, with what changed.
    pub fn verify(&mut self, case: &Case) -> Result<(), Error> {
        let mut first = None;
        for file in &mut self.files {
            let of_case = file.path == case.input || file.path == case.expected;
            let changes = file.verify(of_case)?;
            if !changes.is_empty() && first.is_none() {
                first = Some(Error::FixtureChanged {
                    path: file.shown.clone(),
                    what: file.describe(&changes),
                });
            }
        }
        first.map_or(Ok(()), Err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{pair, scratch_kit};
    use std::fs::{FileTimes, Permissions};
    use std::os::unix::fs::{MetadataExt, PermissionsExt};

    /// The cases of problem `p` under `root`, read as the judge reads them.
    fn read_cases(root: &Path) -> Vec<Case> {
        let mut cases = pair(root, "p", &[]).unwrap();
        for case in &mut cases {
            case.input_bytes = std::fs::read(&case.input).unwrap();
            case.expected_bytes = std::fs::read(&case.expected).unwrap();
        }
        cases
    }

    #[test]
    fn a_linked_fixture_is_read_through_and_its_link_never_replaced() {
        let root = scratch_kit("guard-link");
        let target = root.join("shared-8.txt");
        std::fs::write(&target, "8\n").unwrap();
        std::os::unix::fs::symlink(&target, root.join("inputs/p/8.txt")).unwrap();
        std::fs::write(root.join("expected/p/8.txt"), "92\n").unwrap();
        let cases = read_cases(&root);
        let mode = std::fs::metadata(&target).unwrap().mode() & 0o7777;
        let mut guard = Guard::new(&root, &cases);
        assert!(guard.verify(&cases[0]).is_ok(), "a link is no change");
        std::fs::write(&target, "9\n").unwrap();
        std::fs::set_permissions(&target, Permissions::from_mode(0o600)).unwrap();
        let error = guard.verify(&cases[0]).unwrap_err().to_string();
        let named = format!(
            "inputs/p/8.txt changed while a solution ran (its target {}: content, mode {mode:04o} → 0600)",
            target.display()
        );
        assert!(error.starts_with(&named), "{error}");
        let link = root.join("inputs/p/8.txt");
        assert_eq!(std::fs::read_link(&link).unwrap(), target);
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "8\n");
        assert_eq!(std::fs::metadata(&target).unwrap().mode() & 0o7777, mode);
        // Pointed elsewhere: the link itself is put back.
        std::fs::remove_file(&link).unwrap();
        std::os::unix::fs::symlink("/dev/null", &link).unwrap();
        let error = guard.verify(&cases[0]).unwrap_err().to_string();
        assert!(
            error.contains("(the link repointed to /dev/null)"),
            "{error}"
        );
        assert_eq!(std::fs::read_link(&link).unwrap(), target);
        std::fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn a_fixture_s_mode_times_and_attributes_are_put_back() {
        let root = scratch_kit("guard-meta");
        std::fs::write(root.join("inputs/p/8.txt"), "8\n").unwrap();
        let expected = root.join("expected/p/8.txt");
        std::fs::write(&expected, "92\n").unwrap();
        let cases = read_cases(&root);
        let before = state::State::read(&expected, 0);
        let mut guard = Guard::new(&root, &cases);
        std::fs::set_permissions(&expected, Permissions::from_mode(0o4777)).unwrap();
        let file = std::fs::File::options()
            .write(true)
            .open(&expected)
            .unwrap();
        let then = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(978_307_200);
        file.set_times(FileTimes::new().set_modified(then)).unwrap();
        let note = crate::run::fsattr::Xattr {
            name: b"user.note".to_vec(),
            value: b"1".to_vec(),
        };
        let tagged = crate::run::fsattr::set_xattr(&expected, &note).is_ok();
        let error = guard.verify(&cases[0]).unwrap_err().to_string();
        let mut named = format!("(mode {:04o} → 4777, modification time", before.mode);
        if tagged {
            named += ", extended attributes +user.note";
        }
        assert!(error.contains(&format!("{named})")), "{error}");
        assert_eq!(state::State::read(&expected, 0), before);
        std::fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn a_changed_fixture_is_put_back_and_named() {
        let root = scratch_kit("guard");
        std::fs::write(root.join("inputs/p/8.txt"), "8\n").unwrap();
        std::fs::write(root.join("expected/p/8.txt"), "92\n").unwrap();
        std::fs::write(root.join("inputs/p/9.txt"), "9\n").unwrap();
        std::fs::write(root.join("expected/p/9.txt"), "352\n").unwrap();
        let cases = read_cases(&root);
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
