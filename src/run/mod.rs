//! Running one program under limits and measuring it: the judge's side
//! (`runner`), the per-run launcher process (`launcher`), what they exchange
//! (`spec`, `outcome`), the whole process tree it measures and kills (`tree`),
//! hard and soft time limits (`time_limits`), signals that end a session
//! (`signals`), and the Linux plumbing beneath (`sys`, `procfs`, `orphans`).
//! The solution's sandbox is in layers (`layers` decides which): namespaces
//! entered by a cloned child (`namespaces`) with what it sees (`mounts`,
//! `mount_calls`) and
//! the run's init there (`init`), and what the solution's process applies to
//! itself before exec (`confine`): its own session, Landlock (`landlock`),
//! seccomp (`seccomp`).

mod confine;
pub mod init;
mod landlock;
pub mod launcher;
mod layers;
mod mount_calls;
mod mounts;
mod namespaces;
mod orphans;
mod outcome;
mod procfs;
mod runner;
mod seccomp;
pub mod signals;
mod spec;
pub mod sys;
pub mod time_limits;
mod tree;

pub use init::INIT_ARG;
pub use outcome::{stderr_head, Kill, RunOutcome};
pub use runner::{run, run_confined};
pub use spec::{Confinement, RunSpec, LAUNCH_ARG};
