//! A file's metadata that std cannot read or set: its inode flags (`chattr`:
//! immutable, append-only, …) and its extended attributes (`setfattr`, ACLs).
//! The fixture guard compares and restores them, so that a solution that
//! marks a fixture immutable or tags it cannot leave the kit changed.

use std::ffi::{c_char, c_int, c_ulong, c_void, CString, OsStr};
use std::fs::File;
use std::io;
use std::os::fd::AsRawFd;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

extern "C" {
    /// Device and file-system controls; here only the inode-flag pair.
    fn ioctl(fd: c_int, request: c_ulong, ...) -> c_int;
    /// The `l` variants never follow a link: the guard names the real file itself.
    fn llistxattr(path: *const c_char, list: *mut c_char, size: usize) -> isize;
    fn lgetxattr(
        path: *const c_char,
        name: *const c_char,
        value: *mut c_void,
        size: usize,
    ) -> isize;
    fn lsetxattr(
        path: *const c_char,
        name: *const c_char,
        value: *const c_void,
        size: usize,
        flags: c_int,
    ) -> c_int;
    fn lremovexattr(path: *const c_char, name: *const c_char) -> c_int;
}

/// `_IOR('f', 1, long)` and `_IOW('f', 2, long)`; the kernel moves an `int`.
const FS_IOC_GETFLAGS: c_ulong = 0x8008_6601;
const FS_IOC_SETFLAGS: c_ulong = 0x4008_6602;

/// `chattr +i`: no one, not even root, may write, rename or delete the file.
pub const IMMUTABLE: u32 = 0x10;
/// `chattr +a`: the file may only grow.
pub const APPEND_ONLY: u32 = 0x20;

/// The flags `chattr` sets, by the names `lsattr` documents; others are shown in hex.
const FLAG_NAMES: [(u32, &str); 8] = [
    (0x1, "secure-deletion"),
    (0x2, "undeletable"),
    (0x8, "synchronous"),
    (IMMUTABLE, "immutable"),
    (APPEND_ONLY, "append-only"),
    (0x40, "no-dump"),
    (0x80, "no-atime"),
    (0x4000, "journalled-data"),
];

/// The inode flags of an open file; `Err` where the file system has none.
pub fn flags(file: &File) -> io::Result<u32> {
    let mut flags: c_int = 0;
    // SAFETY: the kernel writes one int through the pointer, valid for the call.
    match unsafe { ioctl(file.as_raw_fd(), FS_IOC_GETFLAGS, &mut flags as *mut c_int) } {
        0 => Ok(flags as u32),
        _ => Err(io::Error::last_os_error()),
    }
}

/// Sets the inode flags of an open file (clearing `IMMUTABLE` needs root).
pub fn set_flags(file: &File, flags: u32) -> io::Result<()> {
    let flags = flags as c_int;
    // SAFETY: the kernel reads one int through the pointer, valid for the call.
    match unsafe { ioctl(file.as_raw_fd(), FS_IOC_SETFLAGS, &flags as *const c_int) } {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

/// What changed between two flag words: `+immutable`, `-no-dump`, `+0x100000`.
pub fn describe_flags(from: u32, to: u32) -> String {
    let mut parts = Vec::new();
    let mut left = from ^ to;
    for (bit, name) in FLAG_NAMES {
        if left & bit != 0 {
            parts.push(format!("{}{name}", if to & bit != 0 { '+' } else { '-' }));
            left &= !bit;
        }
    }
    for bit in (0..32).map(|i| 1u32 << i).filter(|b| left & b != 0) {
        parts.push(format!("{}{bit:#x}", if to & bit != 0 { '+' } else { '-' }));
    }
    parts.join(" ")
}

/// One extended attribute: its full name (`user.note`) and value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Xattr {
    pub name: Vec<u8>,
    pub value: Vec<u8>,
}

fn c_path(path: &Path) -> io::Result<CString> {
    CString::new(path.as_os_str().as_bytes()).map_err(|_| io::ErrorKind::InvalidInput.into())
}

/// Calls `fill(buffer, size)` with a buffer grown until the answer fits: the
/// kernel's size-query protocol of the xattr calls (size 0 asks for the size).
fn sized(fill: impl Fn(*mut c_void, usize) -> isize) -> io::Result<Vec<u8>> {
    loop {
        let wanted = fill(std::ptr::null_mut(), 0);
        if wanted < 0 {
            return Err(io::Error::last_os_error());
        }
        let mut buffer = vec![0u8; wanted as usize];
        let got = fill(buffer.as_mut_ptr().cast(), buffer.len());
        match got {
            // It grew between the two calls: ask again.
            _ if got < 0 && io::Error::last_os_error().raw_os_error() == Some(ERANGE) => continue,
            _ if got < 0 => return Err(io::Error::last_os_error()),
            _ => {
                buffer.truncate(got as usize);
                return Ok(buffer);
            }
        }
    }
}

const ERANGE: i32 = 34;
const ENOTSUP: i32 = 95;

/// Every extended attribute of `path` (not following a link), sorted by name;
/// none where the file system has no extended attributes.
pub fn xattrs(path: &Path) -> io::Result<Vec<Xattr>> {
    let cpath = c_path(path)?;
    // SAFETY: the path is NUL-terminated; the kernel writes at most `size` bytes.
    let names = sized(|buf, size| unsafe { llistxattr(cpath.as_ptr(), buf.cast(), size) });
    let names = match names {
        Err(e) if e.raw_os_error() == Some(ENOTSUP) => return Ok(Vec::new()),
        other => other?,
    };
    let mut all = Vec::new();
    for name in names.split(|&b| b == 0).filter(|n| !n.is_empty()) {
        let cname = CString::new(name).map_err(|_| io::Error::from(io::ErrorKind::InvalidData))?;
        // SAFETY: both strings are NUL-terminated; the kernel writes at most `size` bytes.
        let value =
            sized(|buf, size| unsafe { lgetxattr(cpath.as_ptr(), cname.as_ptr(), buf, size) })?;
        all.push(Xattr {
            name: name.to_vec(),
            value,
        });
    }
    all.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(all)
}

/// Sets (creating or replacing) one extended attribute of `path`.
pub fn set_xattr(path: &Path, attr: &Xattr) -> io::Result<()> {
    let (cpath, cname) = (
        c_path(path)?,
        c_path(Path::new(OsStr::from_bytes(&attr.name)))?,
    );
    // SAFETY: both strings are NUL-terminated; the kernel reads `len` bytes of the value.
    let done = unsafe {
        lsetxattr(
            cpath.as_ptr(),
            cname.as_ptr(),
            attr.value.as_ptr().cast(),
            attr.value.len(),
            0,
        )
    };
    match done {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

/// Removes one extended attribute of `path`.
pub fn remove_xattr(path: &Path, name: &[u8]) -> io::Result<()> {
    let (cpath, cname) = (c_path(path)?, c_path(Path::new(OsStr::from_bytes(name)))?);
    // SAFETY: both strings are NUL-terminated and valid for the call.
    match unsafe { lremovexattr(cpath.as_ptr(), cname.as_ptr()) } {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flag_changes_are_named_the_way_chattr_names_them() {
        assert_eq!(describe_flags(0x80000, 0x80010), "+immutable");
        assert_eq!(describe_flags(0x60, 0x20), "-no-dump");
        assert_eq!(
            describe_flags(0, 0x10_0000 | APPEND_ONLY),
            "+append-only +0x100000"
        );
    }

    #[test]
    fn extended_attributes_are_read_set_and_removed() {
        let path = std::env::temp_dir().join(format!("judge-xattr-{}", std::process::id()));
        std::fs::write(&path, "x").unwrap();
        let note = Xattr {
            name: b"user.judge-test".to_vec(),
            value: b"1".to_vec(),
        };
        match set_xattr(&path, &note) {
            Err(e) => eprintln!("no user extended attributes here ({e}): skipped"),
            Ok(()) => {
                assert!(xattrs(&path).unwrap().contains(&note));
                remove_xattr(&path, &note.name).unwrap();
                assert!(!xattrs(&path).unwrap().contains(&note));
            }
        }
        std::fs::remove_file(path).unwrap();
    }
}
