//! What the child cloned into a run's namespaces does, prepared before the
//! clone (see [`namespaces`](super::namespaces)): the user maps it writes, the
//! mount steps, the program it execs at the end; and how to read the setup
//! pipe's report of a step that failed. Nothing here runs in the child: it
//! only makes the C strings and arrays the child's system calls use.

use super::mount_calls::Steps;
use super::sys;
use std::ffi::{c_char, c_int, CString};
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

/// Steps of the child before the mounts, numbered from the top so they never
/// clash with a mount step's index.
pub(super) const SETGROUPS_STEP: u32 = u32::MAX;
pub(super) const UID_MAP_STEP: u32 = u32::MAX - 1;
pub(super) const GID_MAP_STEP: u32 = u32::MAX - 2;
pub(super) const EXEC_STEP: u32 = u32::MAX - 3;
pub(super) const STREAMS_STEP: u32 = u32::MAX - 4;
/// The first byte of the child's report (step and errno); never the first byte
/// of the init's messages, which are UTF-8.
pub(super) const RAW_REPORT: u8 = 0xff;

/// A program to exec at the end, with its arguments and environment as C
/// arrays, and the descriptors it inherits.
#[derive(Debug)]
pub struct Exec {
    pub(super) path: CString,
    _strings: Vec<CString>,
    pub(super) argv: Vec<*const c_char>,
    pub(super) envp: Vec<*const c_char>,
    pub(super) inherit: Vec<c_int>,
}

impl Exec {
    /// `argv` (its first word the program's name) run from `path`, with this
    /// process's environment, keeping the descriptors `inherit` open across exec.
    pub fn new(path: &Path, argv: &[std::ffi::OsString], inherit: Vec<c_int>) -> Exec {
        let c = |bytes: &[u8]| CString::new(bytes).unwrap_or_default();
        let mut strings: Vec<CString> = argv.iter().map(|a| c(a.as_bytes())).collect();
        let args = strings.len();
        strings.extend(std::env::vars_os().map(|(key, value)| {
            let mut pair = key.as_bytes().to_vec();
            pair.push(b'=');
            pair.extend_from_slice(value.as_bytes());
            c(&pair)
        }));
        let pointers = |range: &[CString]| -> Vec<*const c_char> {
            range
                .iter()
                .map(|s| s.as_ptr())
                .chain([std::ptr::null()])
                .collect()
        };
        Exec {
            path: c(path.as_os_str().as_bytes()),
            argv: pointers(&strings[..args]),
            envp: pointers(&strings[args..]),
            _strings: strings,
            inherit,
        }
    }
}

/// Everything the child of the clone does, prepared beforehand.
#[derive(Debug)]
pub struct Entry {
    /// The three files that map the child's user, and what goes in each.
    pub(super) maps: [(CString, CString, u32); 3],
    pub(super) steps: Steps,
    /// `None` for a probe: the child exits once its namespaces are ready.
    pub(super) exec: Option<Exec>,
}

impl Entry {
    pub fn new(steps: Steps, exec: Option<Exec>) -> Entry {
        let (uid, gid) = sys::effective_ids();
        let map = |id: u32| CString::new(format!("{id} {id} 1\n")).unwrap_or_default();
        Entry {
            maps: [
                (
                    c"/proc/self/setgroups".into(),
                    c"deny".into(),
                    SETGROUPS_STEP,
                ),
                (c"/proc/self/uid_map".into(), map(uid), UID_MAP_STEP),
                (c"/proc/self/gid_map".into(), map(gid), GID_MAP_STEP),
            ],
            steps,
            exec,
        }
    }

    /// Why the child or the init gave up, from what it wrote on the setup
    /// pipe: `Err` for a part of the sandbox the system refused, `Ok` for the
    /// init's own message (the solution could not be started).
    pub fn describe_failure(&self, report: &[u8]) -> Result<String, String> {
        let Some(report) = report.strip_prefix(&[RAW_REPORT]) else {
            return Ok(String::from_utf8_lossy(report).into_owned());
        };
        let word = |at: usize| {
            report
                .get(at..at + 4)
                .and_then(|b| b.try_into().ok())
                .map(u32::from_ne_bytes)
                .unwrap_or(0)
        };
        let (step, errno) = (word(0), word(4) as i32);
        let what = match step {
            SETGROUPS_STEP => "denying setgroups in the new user namespace".to_string(),
            UID_MAP_STEP | GID_MAP_STEP => "mapping the user into the new namespace".into(),
            EXEC_STEP => "starting the run's init".into(),
            STREAMS_STEP => "passing the run's files on".into(),
            index => self.steps.describe(index as usize),
        };
        Err(format!(
            "{what}: {}",
            plain(&io::Error::from_raw_os_error(errno))
        ))
    }
}

/// An error's text without its "(os error N)".
pub(super) fn plain(error: &io::Error) -> String {
    let text = error.to_string();
    match text.find(" (os error") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}
