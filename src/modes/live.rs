//! The live line while a case runs, on a terminal only: a thread wakes a few
//! times a second, and once the case has run for a moment redraws which case
//! it is and its CPU time so far against the limit (`view::live`), then erases
//! the line when the case ends, before its row is printed.

use crate::run;
use crate::view::live;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// What the line names.
pub struct Running {
    pub problem: String,
    pub case: String,
    pub columns: (usize, usize),
    pub limit: Duration,
}

/// A live line being drawn; [`stop`](Ticker::stop) erases it.
pub struct Ticker {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<()>,
}

impl Ticker {
    /// Starts drawing the line for `running`.
    pub fn start(running: Running) -> Ticker {
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let thread = std::thread::spawn(move || draw_until(&running, &stopped));
        Ticker { stop, thread }
    }

    /// Stops and erases the line, so the case's row starts a clean line.
    pub fn stop(self) {
        self.stop.store(true, Ordering::SeqCst);
        let _ = self.thread.join();
    }
}

fn draw_until(running: &Running, stop: &AtomicBool) {
    let started = Instant::now();
    let mut drawn: Option<Instant> = None;
    // The most seen: a run that just ended reads as 0 ms until the next starts.
    let mut most = Duration::ZERO;
    while !stop.load(Ordering::SeqCst) {
        std::thread::sleep(Duration::from_millis(50));
        let due = drawn.map_or(started.elapsed() >= live::SHOW_AFTER, |at| {
            at.elapsed() >= live::REDRAW_EVERY
        });
        if due {
            most = most.max(run::running_cpu());
            let line = live::line(
                &running.problem,
                &running.case,
                running.columns,
                most,
                running.limit,
            );
            write(&line);
            drawn = Some(Instant::now());
        }
    }
    if drawn.is_some() {
        write(live::ERASE);
    }
}

fn write(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|_| out.flush());
}
