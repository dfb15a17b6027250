//! `judge --list`: every problem of the kit (or those named), with its judge,
//! limits, number of fixtures and title, read from the problem files and the
//! fixture folders, so what is listed is what the judge would use.

use crate::error::Error;
use crate::problem::{self, Problem};
use crate::view::list::{table, Entry};
use std::io::Write;

/// What `--list` was asked to do: the problems to list.
pub type Options = super::ProblemSet;

/// Prints the table.
pub fn run(options: &Options) -> Result<bool, Error> {
    let ids = problem::named_or_all(&options.root, &options.problems)?;
    let mut entries = Vec::new();
    for id in &ids {
        let problem = Problem::load(&options.root, id)?;
        let inputs = options.root.join("inputs").join(id);
        // Counted as the judge pairs them: the .txt files of inputs/<id>/.
        let fixtures = std::fs::read_dir(&inputs)
            .map(|dir| {
                dir.flatten()
                    .filter(|e| e.path().extension().is_some_and(|x| x == "txt"))
                    .count()
            })
            .unwrap_or(0);
        entries.push(Entry {
            id: problem.id,
            judge: problem.judge,
            title: problem.title,
            limits: problem.limits,
            practice: problem.practice,
            fixtures,
        });
    }
    let mut out = std::io::stdout().lock();
    // A closed pipe (`--list | head`) is not an error.
    let _ = out.write_all(table(&entries).as_bytes());
    Ok(true)
}
