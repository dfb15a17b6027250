//! Memory a process tree holds outside its processes' resident sets: files in
//! RAM. A `memfd`, or a file in a tmpfs such as `/dev/shm`, holds its pages
//! whether or not anyone maps them, so 600 MiB written into one never shows in
//! any process's RSS. The watchdog counts such files through the descriptors
//! the tree holds (`/proc/<pid>/fd`), and whole tmpfs mounts private to the
//! run (their used blocks, from `statfs`), or the run's private directory
//! where that lies on a shared tmpfs (its files, one by one).

use super::sys;
use std::collections::BTreeMap;
use std::fs;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

/// `f_type` of tmpfs, of the kernel's own shmem mount (where a `memfd` lives),
/// and of devtmpfs.
const TMPFS_MAGIC: i64 = 0x0102_1994;

/// A file in RAM: its device and inode, which name it once however many
/// descriptors lead to it.
pub type FileId = (u64, u64);

/// Whether `path` lies on a tmpfs (following symbolic and `/proc` links).
pub fn on_tmpfs(path: &Path) -> bool {
    sys::file_system(path).is_some_and(|fs| fs.kind == TMPFS_MAGIC)
}

/// The KiB in use on the tmpfs mounted at `path`; `None` if it is no tmpfs.
pub fn tmpfs_used_kib(path: &Path) -> Option<u64> {
    let fs = sys::file_system(path).filter(|fs| fs.kind == TMPFS_MAGIC)?;
    Some(fs.used_bytes / 1024)
}

/// Adds to `found` every regular file in RAM that `pid` (with `threads`
/// threads) holds open, but not those in `skip` (the run's own stdin and
/// stdout). `found` is shared between the processes of a tree, so a file two
/// of them hold counts once. False if its descriptors could not be listed:
/// `/proc` gives a process's files to root alone once it is non-dumpable
/// (`prctl PR_SET_DUMPABLE`), or has no memory left (it is exiting, or a
/// zombie), and the judge may lack the privilege to look.
pub fn held_files(
    pid: u32,
    threads: u32,
    skip: &[FileId],
    found: &mut BTreeMap<FileId, u64>,
) -> bool {
    let listed = fs::read_dir(format!("/proc/{pid}/fd"))
        .map(|entries| entries.flatten().collect::<Vec<_>>());
    match listed {
        // A process whose main thread has exited lists no descriptors of its
        // own (its fd directory even belongs to root): its other threads
        // share them.
        Ok(entries) if !entries.is_empty() || threads == 1 => {
            add_held(entries.into_iter(), skip, found);
            true
        }
        Err(e) if threads == 1 => e.kind() != std::io::ErrorKind::PermissionDenied,
        _ => match live_thread_fds(pid) {
            Some(dir) => held_files_in(&dir, skip, found),
            None => true,
        },
    }
}

fn held_files_in(dir: &Path, skip: &[FileId], found: &mut BTreeMap<FileId, u64>) -> bool {
    match fs::read_dir(dir) {
        Ok(entries) => {
            add_held(entries.flatten(), skip, found);
            true
        }
        Err(e) => e.kind() != std::io::ErrorKind::PermissionDenied,
    }
}

/// The fd directory of a thread of `pid` other than its main one, the first
/// that lists something or cannot be read at all.
fn live_thread_fds(pid: u32) -> Option<PathBuf> {
    let tasks = fs::read_dir(format!("/proc/{pid}/task")).ok()?;
    tasks
        .flatten()
        .filter(|task| task.file_name().to_str() != Some(&pid.to_string()))
        .map(|task| task.path().join("fd"))
        .find(|fd| fs::read_dir(fd).map_or(true, |mut e| e.next().is_some()))
}

fn add_held(
    entries: impl Iterator<Item = fs::DirEntry>,
    skip: &[FileId],
    found: &mut BTreeMap<FileId, u64>,
) {
    for entry in entries {
        // Pipes, sockets and the like link to `pipe:[…]`, never to a path.
        let Ok(target) = fs::read_link(entry.path()) else {
            continue;
        };
        if !target.as_os_str().as_bytes().starts_with(b"/") {
            continue;
        }
        // Through the link, so a deleted file or a memfd is still reached.
        let Ok(meta) = fs::metadata(entry.path()) else {
            continue;
        };
        let id = (meta.dev(), meta.ino());
        if meta.is_file() && !skip.contains(&id) && on_tmpfs(&entry.path()) {
            found.insert(id, meta.blocks() * 512 / 1024);
        }
    }
}

/// Adds to `found` the regular files beneath `dir`, if it lies on a tmpfs
/// (files on a disk are not memory the run holds). Looks at no more than
/// [`MAX_FILES`] entries, so a directory of a million files costs little.
pub fn tmpfs_dir_files(dir: &Path, found: &mut BTreeMap<FileId, u64>) {
    if !on_tmpfs(dir) {
        return;
    }
    let (mut seen, mut pending) = (0, vec![dir.to_path_buf()]);
    while let Some(dir) = pending.pop() {
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            seen += 1;
            if seen > MAX_FILES {
                return;
            }
            let Ok(meta) = entry.metadata() else { continue };
            if meta.is_dir() {
                pending.push(entry.path());
            } else if meta.is_file() {
                found.insert((meta.dev(), meta.ino()), meta.blocks() * 512 / 1024);
            }
        }
    }
}

/// The used KiB of the tmpfs mounted at `mount` and its device, to leave
/// the files on it that are counted one by one out; `None` if it is no tmpfs.
pub fn tmpfs_mount(mount: &Path) -> Option<(u64, u64)> {
    let kib = tmpfs_used_kib(mount)?;
    Some((kib, fs::metadata(mount).ok()?.dev()))
}

const MAX_FILES: usize = 10_000;

/// The device and inode of an open file, to leave it out of [`held_files`].
pub fn file_id(file: &fs::File) -> Option<FileId> {
    file.metadata().ok().map(|m| (m.dev(), m.ino()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    /// A fresh directory on a tmpfs, if the machine has `/dev/shm`.
    fn shm_dir(name: &str) -> Option<std::path::PathBuf> {
        let dir = Path::new("/dev/shm").join(format!("judge-{name}-{}", std::process::id()));
        if !on_tmpfs(Path::new("/dev/shm")) || fs::create_dir_all(&dir).is_err() {
            eprintln!("no tmpfs at /dev/shm: nothing to test");
            return None;
        }
        Some(dir)
    }

    #[test]
    fn a_file_held_open_on_a_tmpfs_is_found_and_counted_once() {
        let Some(dir) = shm_dir("held") else { return };
        let path = dir.join("big");
        let mut file = fs::File::create(&path).unwrap();
        file.write_all(&vec![7u8; 3 << 20]).unwrap();
        let again = fs::File::open(&path).unwrap();
        fs::remove_file(&path).unwrap();
        let id = file_id(&file).unwrap();
        assert_eq!(file_id(&again), Some(id), "two descriptors, one file");
        let mut found = BTreeMap::new();
        assert!(held_files(std::process::id(), 1, &[], &mut found));
        assert!(
            found.get(&id).is_some_and(|&kib| kib >= 3 * 1024),
            "{found:?}"
        );
        let mut skipped = BTreeMap::new();
        held_files(std::process::id(), 1, &[id], &mut skipped);
        assert!(!skipped.contains_key(&id), "{skipped:?}");
        drop((file, again));
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn files_beneath_a_directory_count_only_on_a_tmpfs() {
        let Some(dir) = shm_dir("files") else { return };
        fs::create_dir_all(dir.join("sub")).unwrap();
        fs::write(dir.join("sub/a"), vec![1u8; 1 << 20]).unwrap();
        let mut found = BTreeMap::new();
        tmpfs_dir_files(&dir, &mut found);
        assert!(found.values().sum::<u64>() >= 1024, "{found:?}");
        let (kib, dev) = tmpfs_mount(Path::new("/dev/shm")).unwrap();
        assert!(kib >= 1024 && found.keys().all(|(d, _)| *d == dev));
        fs::remove_dir_all(&dir).unwrap();
        let disk = std::env::current_dir().unwrap();
        if !on_tmpfs(&disk) {
            let mut none = BTreeMap::new();
            tmpfs_dir_files(&disk, &mut none);
            assert!(none.is_empty());
            assert_eq!(tmpfs_mount(&disk), None);
        }
    }
}
