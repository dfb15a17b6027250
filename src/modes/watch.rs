//! `--watch`: judge the solution file, then again whenever it changes, until
//! Ctrl-C. Std only: the file's modification time, size and inode are polled
//! a few times a second (an editor that saves by renaming a new file over the
//! old one changes the inode). On a terminal the screen is cleared before each
//! round, so the latest verdicts are all that shows.

use super::judge;
use crate::error::Error;
use crate::lang::prepare::Submission;
use crate::report::Output;
use crate::run::interrupt;
use std::io::{IsTerminal, Write};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How often the file is looked at.
const POLL: Duration = Duration::from_millis(200);

/// Clears the screen and puts the cursor at its top left.
const CLEAR: &str = "\x1b[2J\x1b[H";

/// What `--watch` was asked to do: judge mode, on a file.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    pub judge: judge::Options,
    pub file: PathBuf,
}

impl Options {
    /// Watch mode needs a file to watch: a solution file, not `--cmd`.
    pub fn new(judge: judge::Options) -> Result<Options, Error> {
        match &judge.submission {
            Some(Submission::File { path, .. }) => Ok(Options {
                file: path.clone(),
                judge,
            }),
            _ => Err(Error::Usage(
                "--watch follows a solution file: scripts/judge.sh ID FILE --watch".into(),
            )),
        }
    }
}

/// What identifies one version of the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stamp {
    modified: Option<SystemTime>,
    bytes: u64,
    inode: u64,
}

fn stamp(path: &Path) -> Option<Stamp> {
    let meta = std::fs::metadata(path).ok()?;
    Some(Stamp {
        modified: meta.modified().ok(),
        bytes: meta.len(),
        inode: meta.ino(),
    })
}

/// Judges, waits for a change, judges again; returns only on a signal (or
/// when the file cannot be judged at all, before the first round).
pub fn run(options: &Options) -> Result<bool, Error> {
    let terminal = options.judge.output == Output::Table && std::io::stdout().is_terminal();
    let shown = options.file.display();
    let mut last = stamp(&options.file);
    for round in 0.. {
        if round > 0 {
            let clear = if terminal { CLEAR } else { "" };
            say(&format!("{clear}{shown} changed: judging again\n"));
        }
        match judge::run(&options.judge) {
            Err(error @ Error::Interrupted { .. }) => return Err(error),
            // A missing file, tool or fixture stops the first round for good;
            // later, the file may just be mid-save: wait for the next change.
            Err(error) if round == 0 => return Err(error),
            Err(error) => eprintln!("judge: {error}"),
            Ok(_) => {}
        }
        if options.judge.output == Output::Table {
            say(&format!(
                "watching {shown}: judged again when it changes; Ctrl-C stops\n"
            ));
        }
        last = wait_for_change(&options.file, last)?;
    }
    unreachable!("the rounds go on until a signal")
}

/// Polls until the file's stamp differs from `last` and has settled (an
/// editor may write it in several steps); a signal ends the wait.
fn wait_for_change(path: &Path, last: Option<Stamp>) -> Result<Option<Stamp>, Error> {
    let mut seen = last;
    loop {
        std::thread::sleep(POLL);
        if let Some(signal) = interrupt::received() {
            return Err(interrupt::interruption(signal));
        }
        let now = stamp(path);
        // Changed, present, and the same as one poll ago: the save is done.
        if now != last && now.is_some() && now == seen {
            return Ok(now);
        }
        seen = now;
    }
}

fn say(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|_| out.flush());
}
