//! The local judge: runs solutions against the fixtures under the original
//! judges' limits and gives honest verdicts. Arguments in, exit code out; the
//! work happens in the modules, one job each.

mod app;
mod checker;
mod cli;
mod error;
mod fixtures;
mod language;
mod launcher;
mod problem;
mod procfs;
mod report;
mod runner;
mod solution;
mod sys;
mod tempdir;
mod units;
mod verdict;

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1).peekable();
    // The same binary doubles as the per-run launcher (see runner.rs).
    if args.peek().is_some_and(|a| a == runner::LAUNCH_ARG) {
        args.next();
        return ExitCode::from(launcher::main(args) as u8);
    }
    let outcome = cli::parse(args).and_then(|command| match command {
        cli::Command::Help => {
            println!("{}", cli::USAGE);
            Ok(true)
        }
        cli::Command::Judge(options) => app::run(&options),
    });
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(error) => {
            eprintln!("judge: {error}");
            ExitCode::from(2)
        }
    }
}
