//! Reading one fixture file: only a regular file (a link is followed to one),
//! and at most [`MAX_FIXTURE_BYTES`], so that a FIFO, a device such as
//! `/dev/zero` or a runaway file gets one clear message instead of a judge
//! that blocks on the open or reads forever.

use std::fs::{File, FileType};
use std::io::Read;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::Path;

/// Far above the largest fixture (boj3344's N = 99 999 placement, 0.6 MB).
pub const MAX_FIXTURE_BYTES: u64 = 64 << 20;

/// `O_NONBLOCK`: should a FIFO take the file's place after the check, the open
/// still returns at once.
const O_NONBLOCK: i32 = 0o4_000;

/// The whole content of the regular file at `path`; `Err` is what is wrong
/// with it, to follow the path in a message ("is a FIFO, not a regular file").
pub fn read(path: &Path) -> Result<Vec<u8>, String> {
    let link = std::fs::read_link(path).ok();
    let through = |what: String| match &link {
        Some(target) => format!("is a link to {}, {what}", target.display()),
        None => format!("is {what}"),
    };
    let metadata = std::fs::metadata(path).map_err(|e| match &link {
        Some(_) => through(format!("which cannot be read ({e})")),
        None => format!("cannot be read ({e})"),
    })?;
    if !metadata.is_file() {
        return Err(through(format!(
            "{}, not a regular file; the judge reads fixtures whole",
            kind(metadata.file_type())
        )));
    }
    let file = File::options()
        .read(true)
        .custom_flags(O_NONBLOCK)
        .open(path)
        .map_err(|e| format!("cannot be read ({e})"))?;
    let mut bytes = Vec::new();
    file.take(MAX_FIXTURE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot be read ({e})"))?;
    if bytes.len() as u64 > MAX_FIXTURE_BYTES {
        return Err(format!(
            "is larger than {} MiB, which no fixture needs",
            MAX_FIXTURE_BYTES >> 20
        ));
    }
    Ok(bytes)
}

/// What a file that is not a regular file is, in a few words.
fn kind(file_type: FileType) -> &'static str {
    if file_type.is_dir() {
        "a directory"
    } else if file_type.is_fifo() {
        "a FIFO (named pipe)"
    } else if file_type.is_char_device() {
        "a character device"
    } else if file_type.is_block_device() {
        "a block device"
    } else if file_type.is_socket() {
        "a socket"
    } else {
        "a special file"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_regular_file_is_read_and_a_link_is_followed_to_one() {
        let dir = std::env::temp_dir().join(format!("judge-fixture-file-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("8.txt");
        std::fs::write(&file, "8\n").unwrap();
        let link = dir.join("link.txt");
        std::os::unix::fs::symlink(&file, &link).unwrap();
        assert_eq!(read(&link).unwrap(), b"8\n");
        let zero = dir.join("zero.txt");
        std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
        assert_eq!(
            read(&zero).unwrap_err(),
            "is a link to /dev/zero, a character device, not a regular file; \
             the judge reads fixtures whole"
        );
        let socket = dir.join("socket.txt");
        let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
        assert!(read(&socket).unwrap_err().starts_with("is a socket, not"));
        assert!(read(&dir).unwrap_err().starts_with("is a directory, not"));
        let dangling = dir.join("dangling.txt");
        std::os::unix::fs::symlink(dir.join("gone"), &dangling).unwrap();
        let error = read(&dangling).unwrap_err();
        assert!(
            error.contains("which cannot be read (No such file"),
            "{error}"
        );
        std::fs::remove_dir_all(dir).unwrap();
    }
}
