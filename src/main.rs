//! The local judge: runs solutions against the fixtures under the original
//! judges' limits and gives honest verdicts. Arguments in, exit code out; the
//! work happens in the modules, one job each. Imports run one way, down:
//! `cli` → `modes` → `judging`, `report`, `fixtures` → `view` → `check` →
//! `lang` → `problem` → `input` → `run` → `error`, `units`, `tempdir`, `suggest`.

// System calls are declared by hand; only the `run/` modules that make them may be unsafe.
#![deny(unsafe_code)]
#![warn(clippy::undocumented_unsafe_blocks)]

#[cfg(not(all(
    target_os = "linux",
    any(target_arch = "x86_64", target_arch = "aarch64")
)))]
compile_error!(
    "the judge declares Linux's 64-bit system call interface by hand (src/run/): \
     it builds on x86-64 and aarch64 Linux only"
);

mod check;
mod cli;
mod error;
mod fixture_file;
mod fixture_guard;
mod fixtures;
mod input;
mod judging;
mod lang;
mod modes;
mod problem;
mod report;
mod run;
mod suggest;
mod tempdir;
mod text;
mod units;
mod view;

use cli::Command;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1).peekable();
    // The same binary doubles as the per-run launcher (see run/runner.rs).
    if args.peek().is_some_and(|a| a == run::LAUNCH_ARG) {
        args.next();
        return ExitCode::from(run::launcher::main(args) as u8);
    }
    // And, inside a run's namespaces, as its init (see run/init.rs).
    if args.peek().is_some_and(|a| a == run::INIT_ARG) {
        args.next();
        return ExitCode::from(run::init::main(args) as u8);
    }
    let outcome = cli::parse(args).and_then(|command| match command {
        Command::Help => {
            println!("{}", cli::USAGE);
            Ok(true)
        }
        Command::Judge(options) => modes::interruptible(|| modes::judge::run(&options)),
        Command::Watch(options) => modes::interruptible(|| modes::watch::run(&options)),
        Command::Custom(options) => modes::interruptible(|| modes::custom::run(&options)),
        Command::Stress(options) => modes::interruptible(|| modes::stress::run(&options)),
        Command::List(options) => modes::list::run(&options),
        Command::Build(options) => modes::build::run(&options),
    });
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(error) => {
            eprintln!("judge: {error}");
            match error {
                // As a shell reports a command a signal stopped: 130 for Ctrl-C.
                error::Error::Interrupted { signal, .. } => ExitCode::from(128 + signal as u8),
                _ => ExitCode::from(2),
            }
        }
    }
}
