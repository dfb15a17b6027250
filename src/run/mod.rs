//! Running one program under limits and measuring it: the judge's side
//! (`runner`), the per-run launcher process (`launcher`), what they exchange
//! (`spec`, `outcome`), the whole process tree it measures and kills (`tree`),
//! the solution's sandbox (`sandbox`), hard and soft time limits
//! (`time_limits`), signals that end a session (`signals`), and the Linux
//! plumbing beneath (`sys`, `procfs`, `orphans`, and `fsattr` for the inode
//! flags and extended attributes the fixture guard restores).

pub mod fsattr;
pub mod launcher;
mod orphans;
mod outcome;
mod procfs;
mod runner;
pub mod sandbox;
pub mod signals;
mod spec;
pub mod sys;
pub mod time_limits;
mod tree;

pub use outcome::{stderr_head, Kill, RunOutcome};
pub use runner::{run, run_confined};
pub use spec::{Confinement, RunSpec, LAUNCH_ARG};
