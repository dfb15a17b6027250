//! Running one program under limits and measuring it: the judge's side
//! (`runner`), the per-run launcher process (`launcher`; `start` starts the
//! run for it), what they exchange (`spec`, `outcome`), the whole process tree it measures and kills (`tree`),
//! hard and soft time limits (`time_limits`), the environment a program
//! starts with (`environment`), signals that end a session (`interrupt`),
//! signal numbers (`signal`), how runs are measured (`measure`: a cgroup v2
//! per run, `cgroup` and `run_cgroup`, or the `/proc` walk, `cpu_ledger`,
//! `tree_memory` and `shmem`), and the Linux plumbing beneath (`sys`,
//! `procfs`, `orphans`, and `fsattr` for the inode flags and extended
//! attributes the fixture guard restores). The solution's sandbox is in layers
//! (`layers` decides which): namespaces entered by a cloned child
//! (`namespaces`) with what it sees there (`mounts`, carried out by
//! `mount_calls`) and the run's init (`init`), and what the solution's process
//! applies to itself before exec (`confine`): its own session, Landlock
//! (`landlock`), seccomp (`seccomp`).

// The only modules that may be unsafe: each makes system calls std does not
// wrap, declared by hand, every unsafe block with the reason it is sound.
#[allow(unsafe_code)]
pub mod confine;
#[allow(unsafe_code)]
pub mod fsattr;
#[allow(unsafe_code)]
pub mod interrupt;
#[allow(unsafe_code)]
pub mod landlock;
#[allow(unsafe_code)]
pub mod mount_calls;
#[allow(unsafe_code)]
pub mod namespaces;
#[allow(unsafe_code)]
pub mod reap;
#[allow(unsafe_code)]
pub mod seccomp;
#[allow(unsafe_code)]
pub mod sys;

mod cgroup;
mod clone_entry;
mod cpu_ledger;
mod environment;
pub mod init;
pub mod launcher;
mod layers;
mod measure;
mod mounts;
mod orphans;
mod outcome;
mod procfs;
mod run_cgroup;
mod runner;
mod shmem;
pub mod signal;
mod spec;
mod start;
pub mod time_limits;
mod tree;
mod tree_memory;

pub use init::INIT_ARG;
pub use measure::{end_session, Method, MAX_TASKS};
pub use outcome::{stderr_head, Kill, RunOutcome};
pub use runner::{run, run_confined};
pub use spec::{Confinement, RunSpec, LAUNCH_ARG};

/// The CPU time of everything this process has started and not yet reaped
/// (the running case's launcher and the solution's whole tree), as `/proc`
/// shows it now: what a live line shows while a case runs.
pub fn running_cpu() -> std::time::Duration {
    let walk = procfs::walk_below(std::process::id(), 4096, false);
    walk.procs.iter().map(|p| p.own_cpu + p.reaped_cpu).sum()
}
