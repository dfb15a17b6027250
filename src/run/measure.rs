//! How runs are measured in this session, decided once: in a cgroup v2 of
//! their own where the judge can make one (see `cgroup`), else by the `/proc`
//! walk alone. The judge says which in one line, at the first run, and puts
//! back what it changed when the session ends.

use super::cgroup::{self, Choice, Controllers, MovedAside, OwnFiles};
use std::path::PathBuf;
use std::sync::Mutex;

/// At most this many processes and threads at once: DOMjudge's default
/// `process_limit` (64, "including shell and possibly interpreters"), counted
/// as its RLIMIT_NPROC and the pids controller count, threads included. A JVM
/// starts about 15 threads, Node about 7; judges allow few processes.
pub const MAX_TASKS: u64 = 64;

/// How one run was measured.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Method {
    /// In a cgroup of its own (CPU time from `cpu.stat`), with these controllers.
    pub cgroup: Option<Controllers>,
}

impl Method {
    /// The word the launcher reports it as.
    pub fn word(self) -> &'static str {
        match self.cgroup {
            None => "proc",
            Some(Controllers {
                memory: true,
                pids: true,
            }) => "cgroup+memory+pids",
            Some(Controllers { memory: true, .. }) => "cgroup+memory",
            Some(Controllers { pids: true, .. }) => "cgroup+pids",
            Some(_) => "cgroup",
        }
    }

    pub fn from_word(word: &str) -> Method {
        let mut parts = word.split('+');
        let cgroup = (parts.next() == Some("cgroup")).then(|| {
            let rest: Vec<&str> = parts.collect();
            Controllers {
                memory: rest.contains(&"memory"),
                pids: rest.contains(&"pids"),
            }
        });
        Method { cgroup }
    }

    /// One line for the session: what measures CPU, memory and processes.
    pub fn describe(self, why_not: Option<&str>) -> String {
        let cap = format!("cap of {MAX_TASKS} processes and threads");
        match self.cgroup {
            Some(c) if c.memory && c.pids => {
                format!("measure: a cgroup v2 per run (cpu.stat, memory.peak, pids.max {MAX_TASKS})")
            }
            Some(c) => {
                let missing = match (c.memory, c.pids) {
                    (false, false) => "memory or pids",
                    (false, true) => "memory",
                    _ => "pids",
                };
                format!(
                    "measure: CPU from a cgroup v2 per run; memory and the {cap} from /proc \
                     (PSS, memfd, tmpfs): no {missing} controller delegated"
                )
            }
            None => format!(
                "measure: /proc walk (CPU of vanished processes kept; PSS, memfd, tmpfs; {cap}): {}",
                why_not.unwrap_or("no cgroup v2 for runs")
            ),
        }
    }
}

/// What this session decided.
#[derive(Debug)]
struct Session {
    /// Where runs create their cgroups, or why they cannot.
    parent: Result<PathBuf, String>,
    moved: Option<MovedAside>,
    told: bool,
}

static SESSION: Mutex<Option<Session>> = Mutex::new(None);

/// Where this session's runs create their cgroups (decided on the first call).
pub fn cgroup_parent() -> Option<PathBuf> {
    let mut session = SESSION.lock().unwrap_or_else(|e| e.into_inner());
    session.get_or_insert_with(decide).parent.clone().ok()
}

fn decide() -> Session {
    let off = std::env::var_os("NQUEENS_JUDGE_CGROUP").is_some_and(|v| v == "off");
    if off {
        return Session {
            parent: Err("NQUEENS_JUDGE_CGROUP=off".into()),
            moved: None,
            told: false,
        };
    }
    let read = |path| std::fs::read_to_string(path).unwrap_or_default();
    let parent = cgroup::own_dir(&read("/proc/self/cgroup"), &read("/proc/self/mountinfo"));
    let mut moved = None;
    let parent = parent.and_then(|dir| {
        cgroup::remove_stale(&dir);
        let files = OwnFiles::read(&dir)?;
        if let Choice::MoveAside(wanted) = cgroup::choose(&files, std::process::id()) {
            // Without it, runs still get exact CPU time from the core files.
            moved = cgroup::move_aside(&dir, wanted).ok();
        }
        probe(&dir).map(|_| dir)
    });
    Session {
        parent,
        moved,
        told: false,
    }
}

/// Whether a cgroup can be made (and removed) in `dir`.
fn probe(dir: &std::path::Path) -> Result<(), String> {
    let probe = dir.join(format!(
        "{}{}-probe",
        cgroup::JUDGE_PREFIX,
        std::process::id()
    ));
    std::fs::create_dir(&probe)
        .map_err(|e| format!("cannot create a cgroup in {}: {e}", dir.display()))?;
    let _ = std::fs::remove_dir(&probe);
    Ok(())
}

/// Prints the session's measurement line once, for the first run's `method`.
pub fn tell_once(method: Method) {
    let mut session = SESSION.lock().unwrap_or_else(|e| e.into_inner());
    let Some(session) = session.as_mut().filter(|s| !s.told) else {
        return;
    };
    session.told = true;
    let why = match &session.parent {
        Err(why) => why.clone(),
        Ok(dir) => format!("the run could not use a cgroup in {}", dir.display()),
    };
    eprintln!("judge: {}", method.describe(Some(&why)));
}

/// Puts back what the session changed (a judge moved out of its cgroup).
pub fn end_session() {
    let mut session = SESSION.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(moved) = session.as_mut().and_then(|s| s.moved.take()) {
        moved.undo();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_method_survives_its_word_and_names_what_measures() {
        for memory in [false, true] {
            for pids in [false, true] {
                let method = Method {
                    cgroup: Some(Controllers { memory, pids }),
                };
                assert_eq!(Method::from_word(method.word()), method);
            }
        }
        assert_eq!(Method::from_word("proc"), Method::default());
        let full = Method::from_word("cgroup+memory+pids").describe(None);
        assert!(
            full.contains("memory.peak") && full.contains("pids.max 64"),
            "{full}"
        );
        let cpu = Method::from_word("cgroup").describe(None);
        assert!(cpu.contains("no memory or pids controller"), "{cpu}");
        let walk = Method::default().describe(Some("NQUEENS_JUDGE_CGROUP=off"));
        assert!(walk.ends_with(": NQUEENS_JUDGE_CGROUP=off"), "{walk}");
    }
}
