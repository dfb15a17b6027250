//! A problem's own binary, compiled from `problems/<id>.rs` exactly as the
//! judges compile a submission (`rustc --edition 2021 -O`), so the kit runs
//! what a user pastes. Binaries are cached by content (source, flags, compiler
//! version) next to Cargo's build, so a new or changed problem file is built on
//! first use and never edited into a list. A judging session runs its own
//! links to them ([`for_session`]; see `cache.rs`), so that editing a problem
//! while another judge runs it never removes the binary that judge is running.

use super::cache;
pub use super::cache::Lease;
use crate::error::{At, Error};
use crate::tempdir::TempDir;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The judges' Rust command line, after the source path.
const FLAGS: [&str; 3] = ["--edition", "2021", "-O"];

/// The compiler: `$RUSTC` as Cargo sets it, or `rustc` on the PATH.
fn rustc() -> String {
    std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into())
}

/// Where built problems are kept: `kit/` in the target directory the judge
/// itself was built in (`target/<profile>/judge` → `target/kit`).
fn cache_dir(root: &Path) -> PathBuf {
    let exe = std::env::current_exe().ok();
    let target = exe.as_deref().and_then(Path::parent).and_then(Path::parent);
    target
        .map_or_else(|| root.join("target"), Path::to_path_buf)
        .join("kit")
}

/// The binaries of `sources` for a judging session: its own links to them, in
/// the order given, which live as long as the returned [`Lease`].
pub fn for_session(root: &Path, sources: &[(String, PathBuf)]) -> Result<Lease, Error> {
    let shared = binaries(root, sources)?;
    let dir = cache_dir(root);
    Lease::new(&dir, &shared).at(&dir)
}

/// The binaries of `sources` (problem id, file), built in parallel where they
/// are not cached yet; each announced on stderr before it is built. These
/// shared names stay at least [`cache::KEPT_UNUSED`] after this call.
pub fn binaries(root: &Path, sources: &[(String, PathBuf)]) -> Result<Vec<PathBuf>, Error> {
    let dir = cache_dir(root);
    std::fs::create_dir_all(&dir).at(&dir)?;
    cache::sweep(&dir);
    let version = compiler_version()?;
    let jobs = std::thread::available_parallelism().map_or(1, |p| p.get());
    let mut results: Vec<Option<Result<PathBuf, Error>>> =
        (0..sources.len()).map(|_| None).collect();
    for (chunk, slots) in sources.chunks(jobs).zip(results.chunks_mut(jobs)) {
        std::thread::scope(|s| {
            for ((id, source), slot) in chunk.iter().zip(slots.iter_mut()) {
                let (dir, version) = (&dir, &version);
                s.spawn(move || *slot = Some(binary(dir, version, id, source)));
            }
        });
    }
    results
        .into_iter()
        .map(|r| r.expect("every slot filled"))
        .collect()
}

/// One problem's binary: cached, or built now.
fn binary(dir: &Path, version: &str, id: &str, source: &Path) -> Result<PathBuf, Error> {
    let text = std::fs::read(source).at(source)?;
    let mut key = Fnv::default();
    key.add(&text);
    key.add(FLAGS.join(" ").as_bytes());
    key.add(version.as_bytes());
    let path = dir.join(format!("{id}-{:016x}", key.0));
    if path.is_file() {
        cache::mark_used(&path);
        return Ok(path);
    }
    eprintln!(
        "judge: building problems/{id}.rs (rustc {}) …",
        FLAGS.join(" ")
    );
    // Built beside its final name, then renamed: a concurrent build of the same
    // file (two test threads) never sees half a binary.
    let partial = dir.join(format!(
        ".{id}-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    // rustc's own temporary files (the linker's) go with the judge's, even if
    // it is stopped mid-way.
    let tmp = TempDir::new("rustc")?;
    let out = Command::new(rustc())
        .arg(source)
        .args(FLAGS)
        .arg("-o")
        .arg(&partial)
        .env("TMPDIR", tmp.path())
        .output()
        .map_err(|e| Error::Launch {
            program: rustc(),
            message: format!("{e} (is Rust installed? see README, 'Two commands')"),
        })?;
    if !out.status.success() {
        let _ = std::fs::remove_file(&partial);
        return Err(Error::ProblemBuild {
            path: source.to_path_buf(),
            message: String::from_utf8_lossy(&out.stderr).trim().to_string(),
        });
    }
    std::fs::rename(&partial, &path).at(&path)?;
    cache::prune(dir, id, &path);
    Ok(path)
}

/// `rustc -vV`: part of the cache key, so a new compiler rebuilds everything.
fn compiler_version() -> Result<String, Error> {
    let out = Command::new(rustc())
        .arg("-vV")
        .output()
        .map_err(|e| Error::Launch {
            program: rustc(),
            message: format!("{e} (is Rust installed? see README, 'Two commands')"),
        })?;
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// FNV-1a, 64 bits: a stable content hash (std's hashers may change between releases).
pub struct Fnv(pub u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    /// The hash of one byte string.
    pub fn of(bytes: &[u8]) -> u64 {
        let mut hash = Fnv::default();
        hash.add(bytes);
        hash.0
    }

    pub fn add(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x0100_0000_01b3);
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        self.0 = (self.0 ^ 0xff).wrapping_mul(0x0100_0000_01b3);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_content_hash_is_stable_and_separates_parts() {
        let hash = |parts: &[&[u8]]| {
            let mut h = Fnv::default();
            parts.iter().for_each(|p| h.add(p));
            h.0
        };
        assert_eq!(hash(&[b"ab", b"c"]), hash(&[b"ab", b"c"]));
        assert_ne!(hash(&[b"ab", b"c"]), hash(&[b"a", b"bc"]));
    }
}
