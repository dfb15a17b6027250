//! What the guard compares of a watched path: everything a solution could
//! change about it (what it is, its content, mode, owner, modification time,
//! extended attributes and inode flags), read in one go, and the differences
//! between two such readings, named as the error message names them.

use crate::run::fsattr::{self, Xattr};
use std::fmt;
use std::fs::File;
use std::io::Read;
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

/// `open` flags: never through a link, never blocking on a FIFO put in its place.
pub const O_NOFOLLOW: i32 = 0o400_000;
pub const O_NONBLOCK: i32 = 0o4_000;

/// What a path is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    File,
    Dir,
    Link,
    /// A FIFO, socket or device.
    Special,
    Missing,
}

impl Kind {
    fn of(metadata: Option<&std::fs::Metadata>) -> Kind {
        match metadata.map(std::fs::Metadata::file_type) {
            None => Kind::Missing,
            Some(t) if t.is_file() => Kind::File,
            Some(t) if t.is_dir() => Kind::Dir,
            Some(t) if t.is_symlink() => Kind::Link,
            Some(_) => Kind::Special,
        }
    }
}

/// A path's state; `None` for what could not be read (no permission, or a
/// file system without extended attributes or inode flags).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub kind: Kind,
    /// Permission bits with setuid, setgid and sticky (`& 0o7777`).
    pub mode: u32,
    pub owner: (u32, u32),
    /// Seconds and nanoseconds since the epoch.
    pub modified: (i64, i64),
    pub accessed: (i64, i64),
    pub xattrs: Option<Vec<Xattr>>,
    pub flags: Option<u32>,
    /// A file's first `content_limit` bytes (see [`State::read`]).
    pub content: Option<Vec<u8>>,
}

impl State {
    /// Reads `path` without following a link; of a file's content at most
    /// `content_limit` bytes (one more than the judge read tells a longer file).
    pub fn read(path: &Path, content_limit: usize) -> State {
        let metadata = std::fs::symlink_metadata(path).ok();
        let kind = Kind::of(metadata.as_ref());
        let opened = match kind {
            Kind::File | Kind::Dir => open(path).ok(),
            _ => None,
        };
        let content = opened
            .as_ref()
            .filter(|_| kind == Kind::File)
            .and_then(|f| {
                let mut bytes = Vec::new();
                f.take(content_limit as u64).read_to_end(&mut bytes).ok()?;
                Some(bytes)
            });
        let m = metadata.as_ref();
        State {
            kind,
            mode: m.map_or(0, |m| m.mode() & 0o7777),
            owner: m.map_or((0, 0), |m| (m.uid(), m.gid())),
            modified: m.map_or((0, 0), |m| (m.mtime(), m.mtime_nsec())),
            accessed: m.map_or((0, 0), |m| (m.atime(), m.atime_nsec())),
            xattrs: metadata.as_ref().and_then(|_| fsattr::xattrs(path).ok()),
            flags: opened.as_ref().and_then(|f| fsattr::flags(f).ok()),
            content,
        }
    }

    /// What differs from `before`, the state the judge first saw; `bytes`, the
    /// content it read (none for a directory, whose entries are not compared,
    /// nor its modification time, which any new file in it changes).
    pub fn changes_from(&self, before: &State, bytes: Option<&[u8]>) -> Vec<Change> {
        if self.kind != before.kind {
            return vec![Change::Replaced(self.kind)];
        }
        let mut changes = Vec::new();
        let content_changed = bytes.is_some_and(|b| self.content.as_ref().is_some_and(|c| c != b));
        if content_changed {
            changes.push(Change::Content);
        }
        if self.mode != before.mode {
            changes.push(Change::Mode {
                from: before.mode,
                to: self.mode,
            });
        }
        if self.owner != before.owner {
            changes.push(Change::Owner {
                from: before.owner,
                to: self.owner,
            });
        }
        // A write moves it too: named only when the content is the same.
        if bytes.is_some() && !content_changed && self.modified != before.modified {
            changes.push(Change::Modified);
        }
        if let (Some(now), Some(then)) = (&self.xattrs, &before.xattrs) {
            if now != then {
                changes.push(Change::Xattrs(describe_xattrs(then, now)));
            }
        }
        if let (Some(now), Some(then)) = (self.flags, before.flags) {
            if now != then {
                changes.push(Change::Flags(fsattr::describe_flags(then, now)));
            }
        }
        changes
    }
}

/// Opens a file or directory for reading its flags, never following a link
/// nor blocking.
pub fn open(path: &Path) -> std::io::Result<File> {
    File::options()
        .read(true)
        .custom_flags(O_NOFOLLOW | O_NONBLOCK)
        .open(path)
}

/// One thing about a watched path that is not what the judge saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// Something else in its place (or nothing).
    Replaced(Kind),
    /// The link a fixture is now points elsewhere, or is gone.
    Relinked(Option<PathBuf>),
    Content,
    Mode {
        from: u32,
        to: u32,
    },
    Owner {
        from: (u32, u32),
        to: (u32, u32),
    },
    Modified,
    /// Which attributes were added, changed or removed.
    Xattrs(String),
    /// `+immutable`, …
    Flags(String),
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Change::Replaced(Kind::Missing) => write!(f, "removed"),
            Change::Replaced(kind) => {
                let what = match kind {
                    Kind::File => "a regular file",
                    Kind::Dir => "a directory",
                    Kind::Link => "a symbolic link",
                    _ => "a FIFO, socket or device",
                };
                write!(f, "replaced by {what}")
            }
            Change::Relinked(None) => write!(f, "the link removed or replaced by a file"),
            Change::Relinked(Some(to)) => write!(f, "the link repointed to {}", to.display()),
            Change::Content => write!(f, "content"),
            Change::Mode { from, to } => write!(f, "mode {from:04o} → {to:04o}"),
            Change::Owner { from, to } => {
                write!(f, "owner {}:{} → {}:{}", from.0, from.1, to.0, to.1)
            }
            Change::Modified => write!(f, "modification time"),
            Change::Xattrs(what) => write!(f, "extended attributes {what}"),
            Change::Flags(what) => write!(f, "flags {what}"),
        }
    }
}

/// `+user.note ~user.tag -security.x`: added, changed, removed names.
fn describe_xattrs(before: &[Xattr], after: &[Xattr]) -> String {
    let find = |list: &[Xattr], name: &[u8]| list.iter().find(|a| a.name == name).cloned();
    let name = |a: &Xattr| String::from_utf8_lossy(&a.name).into_owned();
    let mut parts = Vec::new();
    for attr in after {
        match find(before, &attr.name) {
            None => parts.push(format!("+{}", name(attr))),
            Some(old) if old.value != attr.value => parts.push(format!("~{}", name(attr))),
            Some(_) => {}
        }
    }
    let removed = before.iter().filter(|a| find(after, &a.name).is_none());
    parts.extend(removed.map(|a| format!("-{}", name(a))));
    parts.join(" ")
}

/// Quick identity of one version of a path: any change to its content or
/// metadata moves its ctime (which no one but the kernel sets).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    inode: u64,
    len: u64,
    mtime_ns: (i64, i64),
    ctime_ns: (i64, i64),
    mode: u32,
}

pub fn stamp(path: &Path) -> Option<Stamp> {
    let m = std::fs::symlink_metadata(path).ok()?;
    Some(Stamp {
        inode: m.ino(),
        len: m.len(),
        mtime_ns: (m.mtime(), m.mtime_nsec()),
        ctime_ns: (m.ctime(), m.ctime_nsec()),
        mode: m.mode(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state() -> State {
        State {
            kind: Kind::File,
            mode: 0o644,
            owner: (1000, 1000),
            modified: (1_700_000_000, 5),
            accessed: (1_700_000_000, 5),
            xattrs: Some(Vec::new()),
            flags: Some(0x80000),
            content: Some(b"92\n".to_vec()),
        }
    }

    #[test]
    fn each_kind_of_change_is_named() {
        let before = state();
        let mut after = state();
        after.mode = 0o4777;
        after.modified.0 = 978_307_200;
        after.flags = Some(0x80010);
        after.xattrs = Some(vec![Xattr {
            name: b"user.x".to_vec(),
            value: b"1".to_vec(),
        }]);
        let named: Vec<String> = after
            .changes_from(&before, Some(b"92\n"))
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            named,
            [
                "mode 0644 → 4777",
                "modification time",
                "extended attributes +user.x",
                "flags +immutable"
            ]
        );
    }

    #[test]
    fn a_new_content_is_named_without_its_new_time() {
        let mut after = state();
        after.content = Some(b"0\n".to_vec());
        after.modified.0 += 1;
        assert_eq!(
            after.changes_from(&state(), Some(b"92\n")),
            [Change::Content]
        );
        let mut gone = state();
        gone.kind = Kind::Missing;
        assert_eq!(
            gone.changes_from(&state(), Some(b"92\n"))[0].to_string(),
            "removed"
        );
    }

    #[test]
    fn what_cannot_be_read_is_not_claimed_changed() {
        let mut after = state();
        after.content = None;
        after.flags = None;
        after.xattrs = None;
        assert!(after.changes_from(&state(), Some(b"92\n")).is_empty());
    }
}
