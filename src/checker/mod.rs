//! Checkers: whether a run's output answers a case. Each returns `Ok(())` or a
//! one-paragraph explanation of the first thing that is wrong.

mod boards;
mod placement;
mod tokens;

use crate::error::Error;
use crate::fixtures::Case;
use crate::problem::CheckerKind;
use std::path::Path;

/// Checks the output file of one run of `case`; `Err` is a setup problem, the
/// inner `Err` a wrong answer.
pub fn check(kind: CheckerKind, case: &Case, output: &Path) -> Result<Result<(), String>, Error> {
    let read = |path: &Path| {
        std::fs::read(path).map_err(|e| Error::Io {
            path: path.to_path_buf(),
            source: e,
        })
    };
    let got = read(output)?;
    Ok(match kind {
        CheckerKind::Tokens => tokens::check(&read(&case.expected)?, &got),
        CheckerKind::Boards => match board_size(&read(&case.input)?) {
            Some(n) => boards::check(n, &read(&case.expected)?, &got),
            None => return Err(bad_input(case)),
        },
        CheckerKind::Placement => match board_size(&read(&case.input)?) {
            Some(n) => placement::check(n, &got),
            None => return Err(bad_input(case)),
        },
    })
}

/// The n of a case's input file: its one integer.
fn board_size(input: &[u8]) -> Option<usize> {
    std::str::from_utf8(input).ok()?.trim().parse().ok()
}

fn bad_input(case: &Case) -> Error {
    Error::Io {
        path: case.input.clone(),
        source: std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            "expected one integer n for this checker",
        ),
    }
}

/// Shows `text` on one line with its whitespace made visible, cut to about `width` characters.
pub fn visible(text: &[u8], width: usize) -> String {
    let mut shown = String::new();
    for (i, c) in String::from_utf8_lossy(text).chars().enumerate() {
        if i == width {
            shown.push('…');
            break;
        }
        match c {
            ' ' => shown.push('·'),
            '\t' => shown.push('→'),
            '\r' => shown.push('␍'),
            '\n' => shown.push('⏎'),
            c if c.is_control() => shown.push_str(&format!("\\x{:02x}", c as u32)),
            c => shown.push(c),
        }
    }
    shown
}
