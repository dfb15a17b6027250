//! Tests of `cpu_ledger`, on made-up samples of a tree below launcher 1.

use super::*;

const LAUNCHER: u32 = 1;

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// A process `pid`, child of `ppid`, started at tick `start`, with its own
/// and its waited-for children's CPU time in ms.
fn proc(pid: u32, ppid: u32, start: u64, own: u64, reaped: u64) -> ProcStat {
    ProcStat {
        pid,
        ppid,
        start_ticks: start,
        own_cpu: ms(own),
        reaped_cpu: ms(reaped),
        threads: 1,
        rss_kib: 0,
    }
}

/// One sample where re-reading a parent shows what the sample shows.
fn sample(ledger: &mut CpuLedger, live: &[ProcStat], reaped: &[u32]) -> Duration {
    let live_now = live.to_vec();
    ledger.update(LAUNCHER, live, reaped, |pid| {
        live_now.iter().find(|p| p.pid == pid).copied()
    })
}

#[test]
fn a_child_its_parent_waited_for_is_counted_once() {
    let mut ledger = CpuLedger::default();
    sample(
        &mut ledger,
        &[proc(2, 1, 10, 5, 0), proc(3, 2, 11, 500, 0)],
        &[],
    );
    // The worker ran 600 ms in all; the shell's usage took all of it.
    let total = sample(&mut ledger, &[proc(2, 1, 10, 6, 600)], &[]);
    assert_eq!(ledger.lost(), Duration::ZERO);
    assert_eq!(total, ms(606));
}

#[test]
fn a_child_the_kernel_reaped_keeps_the_cpu_last_seen() {
    let mut ledger = CpuLedger::default();
    for round in 0..10u32 {
        // SIGCHLD ignored: each worker is seen at 300 ms, then vanishes and
        // its parent's usage does not grow.
        let worker = proc(100 + round, 2, 20 + u64::from(round), 300, 0);
        sample(&mut ledger, &[proc(2, 1, 10, 1, 0), worker], &[]);
    }
    let total = sample(&mut ledger, &[proc(2, 1, 10, 1, 0)], &[]);
    assert_eq!(ledger.lost(), ms(3000));
    assert_eq!(total, ms(3001));
}

#[test]
fn a_child_the_launcher_reaped_is_counted_there() {
    let mut ledger = CpuLedger::default();
    sample(
        &mut ledger,
        &[proc(2, 1, 10, 400, 0), proc(5, 1, 12, 700, 0)],
        &[],
    );
    let total = sample(&mut ledger, &[proc(5, 1, 12, 800, 0)], &[2]);
    assert_eq!(ledger.lost(), Duration::ZERO);
    assert_eq!(total, ms(800));
}

#[test]
fn what_a_vanished_child_left_a_vanished_parent_reaches_the_live_ancestor() {
    let mut ledger = CpuLedger::default();
    let shell = |reaped| proc(2, 1, 10, 3, reaped);
    sample(
        &mut ledger,
        &[shell(0), proc(3, 2, 11, 100, 0), proc(4, 3, 12, 900, 0)],
        &[],
    );
    // 3 ignored SIGCHLD, so 4 went nowhere; the shell waited for 3.
    sample(&mut ledger, &[shell(100)], &[]);
    assert_eq!(ledger.lost(), ms(900));
    // Had 3 waited for 4 too, the shell's usage would hold both.
    let mut waited = CpuLedger::default();
    sample(
        &mut waited,
        &[shell(0), proc(3, 2, 11, 100, 0), proc(4, 3, 12, 900, 0)],
        &[],
    );
    sample(&mut waited, &[shell(1000)], &[]);
    assert_eq!(waited.lost(), Duration::ZERO);
}

#[test]
fn a_reused_pid_is_another_process() {
    let mut ledger = CpuLedger::default();
    sample(
        &mut ledger,
        &[proc(2, 1, 10, 1, 0), proc(3, 2, 11, 250, 0)],
        &[],
    );
    // Pid 3 again, started later: the first one vanished unwaited for.
    sample(
        &mut ledger,
        &[proc(2, 1, 10, 1, 0), proc(3, 2, 40, 10, 0)],
        &[],
    );
    assert_eq!(ledger.lost(), ms(250));
}

#[test]
fn a_parent_read_before_it_reaped_is_read_again() {
    let mut ledger = CpuLedger::default();
    sample(
        &mut ledger,
        &[proc(2, 1, 10, 1, 0), proc(3, 2, 11, 250, 0)],
        &[],
    );
    // The walk read the parent just before it waited for its child.
    let stale = [proc(2, 1, 10, 1, 0)];
    ledger.update(LAUNCHER, &stale, &[], |_| Some(proc(2, 1, 10, 1, 260)));
    assert_eq!(ledger.lost(), Duration::ZERO);
}
