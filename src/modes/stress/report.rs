//! What stress mode prints: a progress line on a terminal (`312 inputs, 0
//! failed, 4.1 s`), one JSON object per input with `--json`, and at the end the
//! smallest failing input with both outputs and the command that replays it.

use super::trial::Trial;

/// Prints a line; a closed pipe (`| head`) ends the output quietly instead of panicking.
macro_rules! emit {
    ($($arg:tt)*) => {{
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, $($arg)*);
    }};
}

/// Prints without a newline (the progress line).
macro_rules! emit_raw {
    ($($arg:tt)*) => {{
        let mut out = std::io::stdout().lock();
        let _ = write!(out, $($arg)*).and_then(|_| out.flush());
    }};
}
use crate::report::{json_string, Output};
use crate::units::format_time;
use std::io::{IsTerminal, Write};
use std::time::Duration;

pub struct Progress {
    output: Output,
    terminal: bool,
    problem: String,
    seed: u64,
    /// When the progress line was last redrawn.
    drawn: Duration,
}

impl Progress {
    pub fn new(output: Output, problem: &str, label: &str, seed: u64) -> Progress {
        let json = output == Output::JsonLines;
        let terminal = !json && std::io::stdout().is_terminal();
        if !json {
            emit!("stress {problem} · {label} · seed {seed}");
        }
        Progress {
            output,
            terminal,
            problem: problem.to_string(),
            seed,
            drawn: Duration::ZERO,
        }
    }

    /// After each input.
    pub fn input(&mut self, index: u64, trial: &Trial, elapsed: Duration) {
        if self.output == Output::JsonLines {
            emit!(
                "{{\"problem\":{},\"seed\":{},\"input\":{index},\"input_bytes\":{},\"input_hash\":\"{:016x}\",\"verdict\":\"{}\",\"cpu_ms\":{},\"peak_rss_kib\":{}}}",
                json_string(&self.problem),
                self.seed,
                trial.input.len(),
                crate::problem::build::Fnv::of(trial.input.as_bytes()),
                trial.judgement.verdict.code(),
                crate::units::whole_ms(trial.outcome.cpu),
                trial.outcome.peak_rss_kib
            );
        } else if self.terminal && elapsed >= self.drawn + Duration::from_millis(100) {
            self.drawn = elapsed;
            emit_raw!("\r{} inputs, 0 failed, {}", index + 1, format_time(elapsed));
        }
    }

    /// The budget ran out with every input accepted.
    pub fn finish(&self, inputs: u64, elapsed: Duration) {
        if self.output == Output::Table {
            let clear = if self.terminal { "\r\x1b[K" } else { "" };
            emit!(
                "{clear}{inputs} inputs, 0 failed, {}: every generated input accepted",
                format_time(elapsed)
            );
        }
    }

    /// The smallest failing input, its outputs and how to replay it.
    pub fn failure(
        &self,
        index: u64,
        trial: &Trial,
        shrink_trials: usize,
        replay: &str,
        saved: Option<std::path::PathBuf>,
    ) {
        let judgement = &trial.judgement;
        if self.output == Output::JsonLines {
            emit!(
                "{{\"problem\":{},\"seed\":{},\"failed_at\":{index},\"verdict\":\"{}\",\"message\":{},\"input\":{},\"expected\":{},\"got\":{},\"shrink_trials\":{shrink_trials},\"replay\":{}}}",
                json_string(&self.problem),
                self.seed,
                judgement.verdict.code(),
                json_string(&judgement.message),
                json_string(&trial.input),
                json_string(&String::from_utf8_lossy(&trial.expected)),
                json_string(&String::from_utf8_lossy(&trial.got)),
                json_string(replay)
            );
            return;
        }
        let clear = if self.terminal { "\r\x1b[K" } else { "" };
        emit!(
            "{clear}input {} failed: {}; shrunk in {shrink_trials} {} to the input below",
            index + 1,
            judgement.verdict.code(),
            if shrink_trials == 1 {
                "trial"
            } else {
                "trials"
            }
        );
        emit!("--- input ---\n{}", excerpt(trial.input.as_bytes()));
        emit!(
            "--- expected (the kit's own solution) ---\n{}",
            excerpt(&trial.expected)
        );
        emit!("--- got ---\n{}", excerpt(&trial.got));
        emit!(
            "--- verdict ---\n{} {}",
            judgement.verdict.code(),
            judgement.message
        );
        emit!("replay: {replay}");
        if let Some(path) = saved {
            emit!("saved as {} with its expected file", path.display());
        }
    }
}

/// The text, cut to 40 lines of 200 characters.
fn excerpt(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut lines: Vec<String> = text
        .lines()
        .take(40)
        .map(|l| match l.chars().count() > 200 {
            true => l.chars().take(200).collect::<String>() + "…",
            false => l.to_string(),
        })
        .collect();
    if text.lines().count() > 40 {
        lines.push(format!("… ({} lines in all)", text.lines().count()));
    }
    if lines.is_empty() {
        lines.push("(nothing)".into());
    }
    lines.join("\n")
}
