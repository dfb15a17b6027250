//! What stress mode prints: a progress line on a terminal (`312 inputs, 0
//! failed, 4.137 s`), one JSON object per input with `--json` (the input's
//! text and hash), and at the end the smallest failing input with both
//! outputs, the verdict (a board when queens attack) and the command that
//! replays it; or, stopped early, how many inputs were judged.

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
use crate::error::Error;
use crate::report::{json_string, Output};
use crate::units::{format_kib, format_time, whole_ms};
use crate::view::excerpt::screenful;
use crate::view::live::ERASE;
use crate::view::paint::Paint;
use crate::view::verdict::{explanation, plain_board, section};
use std::io::{IsTerminal, Write};
use std::time::Duration;

pub struct Progress {
    output: Output,
    terminal: bool,
    paint: Paint,
    problem: String,
    seed: u64,
    /// When the progress line was last redrawn.
    drawn: Duration,
}

impl Progress {
    pub fn new(output: Output, paint: Paint, problem: &str, label: &str, seed: u64) -> Progress {
        let json = output == Output::JsonLines;
        let terminal = !json && std::io::stdout().is_terminal();
        if !json {
            emit!("stress {problem} · {label} · seed {seed}");
        }
        Progress {
            output,
            terminal,
            paint,
            problem: problem.to_string(),
            seed,
            drawn: Duration::ZERO,
        }
    }

    /// A notice of the run (a language the judge would refuse, a toolchain
    /// that differs): under the first line, or on stderr beside JSON lines.
    pub fn notice(&self, text: &str) {
        match self.output {
            Output::Table => emit!("  note: {text}"),
            Output::JsonLines => eprintln!("judge: note: {text}"),
        }
    }

    /// After each input: its JSON line (the input itself and its hash), or
    /// the progress line redrawn on a terminal.
    pub fn input(&mut self, index: u64, trial: &Trial, elapsed: Duration) {
        if self.output == Output::JsonLines {
            emit!(
                "{{\"problem\":{},\"seed\":{},\"index\":{index},\"input\":{},\"input_bytes\":{},\"input_hash\":\"{:016x}\",\"verdict\":\"{}\",\"cpu_ms\":{},\"peak_rss_kib\":{}}}",
                json_string(&self.problem),
                self.seed,
                json_string(&trial.input),
                trial.input.len(),
                crate::problem::build::Fnv::of(trial.input.as_bytes()),
                trial.judgement.verdict.code(),
                whole_ms(trial.outcome.cpu),
                trial.outcome.peak_rss_kib
            );
        } else if self.terminal && elapsed >= self.drawn + Duration::from_millis(100) {
            self.drawn = elapsed;
            emit_raw!("{ERASE}{}", count(index + 1, elapsed));
        }
    }

    /// The budget ran out with every input accepted.
    pub fn finish(&self, inputs: u64, elapsed: Duration) {
        self.closing(inputs, elapsed, "every generated input accepted");
    }

    /// The budget ran out while an input ran; that input is not judged.
    pub fn cut_short(&self, inputs: u64, elapsed: Duration) {
        self.closing(
            inputs,
            elapsed,
            "every judged input accepted; the time budget ran out during the next",
        );
    }

    /// A signal stopped the session: what was judged so far.
    pub fn interrupted(&self, inputs: u64, elapsed: Duration, why: &Error) {
        let Error::Interrupted { name, .. } = why else {
            return;
        };
        self.closing(inputs, elapsed, &format!("stopped by {name}"));
    }

    fn closing(&self, inputs: u64, elapsed: Duration, what: &str) {
        match self.output {
            Output::Table => {
                let erase = if self.terminal { ERASE } else { "" };
                emit!("{erase}{}: {what}", count(inputs, elapsed));
            }
            Output::JsonLines => emit!(
                "{{\"problem\":{},\"seed\":{},\"inputs\":{inputs},\"failed\":0,\"elapsed_ms\":{},\"end\":{}}}",
                json_string(&self.problem),
                self.seed,
                whole_ms(elapsed),
                json_string(what)
            ),
        }
    }

    /// The smallest failing input, its outputs and how to replay it.
    pub fn failure(
        &self,
        index: u64,
        trial: &Trial,
        earlier: &[String],
        shrink_trials: usize,
        replay: &str,
        saved: Option<std::path::PathBuf>,
    ) {
        let judgement = &trial.judgement;
        if self.output == Output::JsonLines {
            let board = plain_board(judgement)
                .map_or(String::new(), |b| format!(",\"board\":{}", json_string(&b)));
            let earlier: Vec<String> = earlier.iter().map(|input| json_string(input)).collect();
            emit!(
                "{{\"problem\":{},\"seed\":{},\"failed_at\":{index},\"verdict\":\"{}\",\"message\":{},\"earlier_inputs\":[{}],\"input\":{},\"expected\":{},\"got\":{},\"shrink_trials\":{shrink_trials},\"replay\":{}{board}}}",
                json_string(&self.problem),
                self.seed,
                judgement.verdict.code(),
                json_string(&judgement.message),
                earlier.join(","),
                json_string(&trial.input),
                json_string(&String::from_utf8_lossy(&trial.expected)),
                json_string(&String::from_utf8_lossy(&trial.got)),
                json_string(replay)
            );
            return;
        }
        let erase = if self.terminal { ERASE } else { "" };
        let below = match earlier.len() {
            0 => "the input below".to_string(),
            n => format!("the input below, run in one process after {n} earlier"),
        };
        emit!(
            "{erase}input {} failed: {}; shrunk in {shrink_trials} {} to {below}",
            index + 1,
            judgement.verdict.code(),
            if shrink_trials == 1 {
                "trial"
            } else {
                "trials"
            }
        );
        for (k, input) in earlier.iter().enumerate() {
            let title = format!("earlier input {} (accepted)", k + 1);
            emit_raw!("{}", section(&title, &screenful(input.as_bytes(), 40)));
        }
        emit_raw!("{}", sections(trial, "got", self.paint));
        emit!("replay: {replay}");
        if let Some(path) = saved {
            emit!("saved as {} with its expected file", path.display());
        }
    }
}

/// `312 inputs, 0 failed, 4.137 s`.
fn count(inputs: u64, elapsed: Duration) -> String {
    let noun = if inputs == 1 { "input" } else { "inputs" };
    format!("{inputs} {noun}, 0 failed, {}", format_time(elapsed))
}

/// A trial shown whole: the input, the kit's answer, the candidate's (under
/// `got_title`), the verdict with its message and board. `--input` shows its
/// one trial the same way.
pub fn sections(trial: &Trial, got_title: &str, paint: Paint) -> String {
    let judgement = &trial.judgement;
    let mut verdict = format!(
        "{} · CPU {} · {}",
        judgement.verdict.code(),
        format_time(trial.outcome.cpu),
        format_kib(trial.outcome.peak_rss_kib)
    );
    for line in explanation(judgement, paint) {
        verdict += &format!("\n{line}");
    }
    [
        section("input", &screenful(trial.input.as_bytes(), 40)),
        section(
            "expected (the kit's own solution)",
            &screenful(&trial.expected, 40),
        ),
        section(got_title, &screenful(&trial.got, 40)),
        section("verdict", &verdict),
    ]
    .concat()
}
