//! Starting one run, for the launcher: the solution (or compiler) forked
//! here, or, with namespaces, a child cloned into them that becomes the run's
//! init and starts the solution. Either way the solution ends up in the run's
//! cgroup, if there is one, as cheaply as the cgroup allows.

use super::confine::{self, ChildLimits, Confine, Sandbox, Streams};
use super::init::{Handed, INIT_ARG, STARTED};
use super::mount_calls::Steps;
use super::mounts;
use super::namespaces::{self, Entry, Exec};
use super::run_cgroup::{Joiner, RunCgroup};
use super::spec::{describe, Confinement, Launch};
use super::sys;
use std::ffi::OsString;
use std::fs::File;
use std::io::Read;
use std::os::fd::AsRawFd;
use std::path::Path;

/// A started run: its main process (the solution, or the init of its
/// namespaces), the read end of its stderr, and, from an init, the pipe of its
/// [`Report`].
pub struct Started {
    pub pid: u32,
    pub stderr: File,
    pub status: Option<File>,
    /// Whether the init was cloned into the run's cgroup (its CPU time is there too).
    pub init_in_cgroup: bool,
}

/// Starts the run here: the launcher forks the solution (or compiler) itself,
/// into `cgroup` if any, which it joins between fork and exec.
pub fn start_here(
    launch: &Launch,
    stdin: File,
    stdout: File,
    cgroup: Option<&RunCgroup>,
) -> Result<Started, String> {
    let spec = &launch.spec;
    let joiner = cgroup.map(RunCgroup::joiner).transpose()?;
    let sandbox = match &launch.confinement {
        Some(c) => Some(Sandbox::new(&launch.layers, &c.private_dir, &stdout)?),
        None => None,
    };
    let (stderr, write_end) = sys::pipe().map_err(|e| format!("pipe: {e}"))?;
    let streams = Streams {
        stdin,
        stdout,
        stderr: write_end,
    };
    let confine = Confine {
        joiner,
        limits: ChildLimits::of(spec),
        sandbox,
    };
    let private_dir = launch.confinement.as_ref().map(|c| c.private_dir.as_path());
    let mut command = confine::command(spec, private_dir, streams, confine);
    let child = command
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", describe(&spec.argv)))?;
    Ok(Started {
        pid: child.id(),
        stderr,
        status: None,
        init_in_cgroup: false,
    })
}

/// Starts the run in new namespaces: a child cloned into them arranges the
/// mounts and becomes the run's init, which starts the solution. In a cgroup
/// that counts only CPU, the init is cloned straight into it (its own CPU time
/// is taken off later): the solution joining after its fork would cost 10–15
/// ms a run, the RCU grace period of a cgroup migration. Otherwise (or where
/// `clone3` is refused) the init hands the solution the cgroup to join.
pub fn start_in_namespaces(
    launch: &Launch,
    confinement: &Confinement,
    stdin: File,
    stdout: File,
    cgroup: Option<&RunCgroup>,
) -> Result<Started, String> {
    let only_cpu = cgroup.filter(|c| c.counts_only_cpu());
    if let Some(dir) = only_cpu.and_then(|c| c.directory().ok()) {
        match clone_init(launch, confinement, &stdin, &stdout, Place::Into(&dir)) {
            Err(InitFailure::CloneRefused(_)) => {}
            other => return other.map_err(InitFailure::into_message),
        }
    }
    let joiner = cgroup.map(RunCgroup::joiner).transpose()?;
    clone_init(launch, confinement, &stdin, &stdout, Place::Joined(joiner))
        .map_err(InitFailure::into_message)
}

/// Where the init and the solution go: cloned into a cgroup, or joining one
/// (or none) after the solution's fork.
enum Place<'a> {
    Into(&'a File),
    Joined(Option<Joiner>),
}

/// Why an init could not be started: the clone itself was refused, or later.
enum InitFailure {
    CloneRefused(String),
    Later(String),
}

impl InitFailure {
    fn into_message(self) -> String {
        match self {
            InitFailure::CloneRefused(m) | InitFailure::Later(m) => m,
        }
    }
}

/// Clones the init into new namespaces (see [`start_in_namespaces`]) and waits
/// until it has started the solution.
fn clone_init(
    launch: &Launch,
    confinement: &Confinement,
    stdin: &File,
    stdout: &File,
    place: Place,
) -> Result<Started, InitFailure> {
    let spec = &launch.spec;
    let view = mounts::View {
        covered: namespaces::covered_dirs(),
        cwd: spec.cwd.clone(),
        kept: mounts::named_by(&spec.argv),
        private_dir: confinement.private_dir.clone(),
        hidden: confinement.hidden.clone(),
        devices: namespaces::devices(),
        // Files there are memory, counted as the solution's: the watchdog
        // stops it once they pass the memory limit, so each tmpfs may hold a
        // little more (else a full tmpfs would be an RE before the MLE).
        tmpfs_kib: spec.memory_limit_kib + spec.memory_limit_kib / 2 + 64 * 1024,
    };
    let steps = Steps::new(mounts::plan(&view), view.tmpfs_kib);
    let pipe = || sys::pipe().map_err(|e| InitFailure::Later(format!("pipe: {e}")));
    let ((stderr, stderr_in), (mut setup, setup_in), (status, status_in)) =
        (pipe()?, pipe()?, pipe()?);
    let mut handed: Vec<i32> = [stdin, stdout, &stderr_in, &setup_in, &status_in]
        .map(|f| f.as_raw_fd())
        .to_vec();
    let (into, joiner) = match place {
        Place::Into(dir) => (Some(dir), None),
        Place::Joined(joiner) => (None, joiner),
    };
    handed.extend(joiner.as_ref().map(Joiner::as_raw_fd));
    let mut argv: Vec<OsString> = vec!["judge".into(), INIT_ARG.into()];
    argv.push(Handed::argument(&handed).into());
    argv.extend(launch.to_args().into_iter().skip(1));
    let exec = Exec::new(Path::new("/proc/self/exe"), &argv, handed);
    let mut entry = Entry::new(steps, Some(exec));
    let pid = namespaces::start(&mut entry, &setup_in, into)
        .map_err(|e| InitFailure::CloneRefused(format!("cannot enter new namespaces: {e}")))?;
    drop((stderr_in, setup_in, status_in, joiner));
    // STARTED once the init has started the solution; else why it could not.
    let mut failure = Vec::new();
    let _ = setup.read_to_end(&mut failure);
    if failure != STARTED {
        sys::kill_process(pid);
        let _ = sys::reap(pid, true);
        if failure.is_empty() {
            let why = "the run's init ended before it started the solution";
            return Err(InitFailure::Later(why.into()));
        }
        return Err(InitFailure::Later(
            entry.describe_failure(&failure).unwrap_or_else(|refused| {
                format!(
                    "cannot set up the sandbox: {refused}; \
                     NQUEENS_JUDGE_NAMESPACES=off runs without namespaces"
                )
            }),
        ));
    }
    Ok(Started {
        pid,
        stderr,
        status: Some(status),
        init_in_cgroup: into.is_some(),
    })
}
