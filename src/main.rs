//! The local judge: runs solutions against the fixtures under the original
//! judges' limits and gives honest verdicts. Arguments in, exit code out; the
//! work happens in the modules, one job each.

mod app;
mod check;
mod cli;
mod error;
mod fixture_guard;
mod fixtures;
mod input;
mod lang;
mod problem;
mod report;
mod run;
mod stress;
mod suggest;
mod tempdir;
mod units;
mod view;

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1).peekable();
    // The same binary doubles as the per-run launcher (see runner.rs).
    if args.peek().is_some_and(|a| a == run::LAUNCH_ARG) {
        args.next();
        return ExitCode::from(run::launcher::main(args) as u8);
    }
    let outcome = cli::parse(args).and_then(|command| match command {
        cli::Command::Help => {
            println!("{}", cli::USAGE);
            Ok(true)
        }
        cli::Command::Judge(options) => app::interruptible(|| match &options.stress {
            Some(stress) => stress::run(
                &options.root,
                &options.problems[0],
                &options.subject,
                stress,
                options.time_scale,
                options.json,
            ),
            None => app::run(&options),
        }),
        cli::Command::Build { root, problems } => app::build(&root, problems),
    });
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(error) => {
            eprintln!("judge: {error}");
            match error {
                // As a shell reports a command a signal stopped: 130 for Ctrl-C.
                error::Error::Interrupted { signal } => ExitCode::from(128 + signal as u8),
                _ => ExitCode::from(2),
            }
        }
    }
}
