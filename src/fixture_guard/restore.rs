//! Putting a watched path back the way the judge first saw it: what took its
//! place removed (so no write follows a link elsewhere), then its content,
//! owner, extended attributes, mode, times and inode flags, in the order the
//! kernel allows (an immutable file must be released first, a write or a
//! `chown` clears setuid bits, so the mode comes after both).

use super::state::{self, Kind, State, O_NOFOLLOW};
use crate::run::fsattr::{self, APPEND_ONLY, IMMUTABLE};
use std::fs::{File, FileTimes, Permissions};
use std::io::{self, Write};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::Path;
use std::time::{Duration, SystemTime};

/// Makes `path` what `before` and `bytes` describe again (`bytes` is `None`
/// for a directory, whose entries are left alone); `now` is its state at present.
pub fn put_back(path: &Path, before: &State, bytes: Option<&[u8]>, now: State) -> io::Result<()> {
    let now = match now.kind == before.kind {
        true => now,
        false => {
            recreate(path, before.kind, bytes)?;
            State::read(path, bytes.map_or(0, |b| b.len() + 1))
        }
    };
    let file = open_as_owner(path, before)?;
    // Released first: an immutable or append-only file refuses everything below.
    if let Some(flags) = now.flags.filter(|f| f & (IMMUTABLE | APPEND_ONLY) != 0) {
        fsattr::set_flags(&file, flags & !(IMMUTABLE | APPEND_ONLY))?;
    }
    if let Some(bytes) = bytes.filter(|b| now.content.as_deref() != Some(*b)) {
        write_in_place(path, bytes)?;
    }
    if now.owner != before.owner {
        std::os::unix::fs::lchown(path, Some(before.owner.0), Some(before.owner.1))?;
    }
    if let (Some(then), Some(current)) = (&before.xattrs, fsattr::xattrs(path).ok()) {
        for attr in then.iter().filter(|a| !current.contains(a)) {
            fsattr::set_xattr(path, attr)?;
        }
        for attr in current
            .iter()
            .filter(|a| !then.iter().any(|t| t.name == a.name))
        {
            fsattr::remove_xattr(path, &attr.name)?;
        }
    }
    std::fs::set_permissions(path, Permissions::from_mode(before.mode))?;
    if before.kind == Kind::File {
        let times = FileTimes::new()
            .set_accessed(instant(before.accessed))
            .set_modified(instant(before.modified));
        file.set_times(times)?;
    }
    match before.flags {
        Some(flags) if fsattr::flags(&file).ok() != Some(flags) => fsattr::set_flags(&file, flags),
        _ => Ok(()),
    }
}

/// Removes whatever is at `path` and puts a file with `bytes` (or an empty
/// directory) there.
fn recreate(path: &Path, kind: Kind, bytes: Option<&[u8]>) -> io::Result<()> {
    match std::fs::symlink_metadata(path) {
        Ok(m) if m.is_dir() => std::fs::remove_dir_all(path)?,
        Ok(_) => std::fs::remove_file(path)?,
        Err(_) => {}
    }
    match (kind, bytes) {
        (Kind::Dir, _) => std::fs::create_dir(path),
        (_, bytes) => File::options()
            .write(true)
            .create_new(true)
            .open(path)?
            .write_all(bytes.unwrap_or_default()),
    }
}

/// Opens `path` for its flags and times, first giving its owner access back
/// if the solution took it away (`chmod 000`; root needs no such help).
fn open_as_owner(path: &Path, before: &State) -> io::Result<File> {
    state::open(path).or_else(|_| {
        let readable = before.mode
            | if before.kind == Kind::Dir {
                0o500
            } else {
                0o400
            };
        std::fs::set_permissions(path, Permissions::from_mode(readable))?;
        state::open(path)
    })
}

/// Writes the content back into the same file (its links and inode stay),
/// making it writable for the owner meanwhile if it is read-only.
fn write_in_place(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let open = || {
        File::options()
            .write(true)
            .truncate(true)
            .custom_flags(O_NOFOLLOW)
            .open(path)
    };
    let mut file = match open() {
        Ok(file) => file,
        Err(_) => {
            std::fs::set_permissions(path, Permissions::from_mode(0o600))?;
            open()?
        }
    };
    file.write_all(bytes)
}

/// A (seconds, nanoseconds) pair from the epoch as a time.
fn instant((secs, nanos): (i64, i64)) -> SystemTime {
    let whole = Duration::from_secs(secs.unsigned_abs());
    let at = match secs >= 0 {
        true => SystemTime::UNIX_EPOCH + whole,
        false => SystemTime::UNIX_EPOCH - whole,
    };
    at + Duration::from_nanos(nanos.clamp(0, 999_999_999) as u64)
}
