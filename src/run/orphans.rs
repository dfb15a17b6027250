//! Descendants that escaped a solution's process group (`setsid`, double fork)
//! re-parent to the nearest subreaper: the launcher, or the judge if the
//! launcher was killed. This finds and ends them.

use super::{procfs, sys};

/// Kills and reaps every remaining child of this process: descendants of a
/// solution that escaped its process group were re-parented here (subreaper).
pub fn sweep_orphans() {
    for _ in 0..100 {
        let orphans = procfs::children_of(std::process::id());
        if orphans.is_empty() {
            return;
        }
        for &pid in &orphans {
            sys::kill_process(pid);
        }
        for pid in orphans {
            let _ = sys::reap(pid, true);
        }
    }
}
