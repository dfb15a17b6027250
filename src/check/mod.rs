//! Checkers: whether a run's output answers a case. Each returns `Ok(())` or a
//! [`Fault`]: a one-paragraph explanation of the first thing that is wrong and,
//! when two queens attack each other, where they stand.

mod boards;
pub mod fault;
mod placement;
mod tokens;
pub mod verdict;

use crate::problem::{CheckerKind, Problem};
use fault::Fault;

/// Judges `got`, the output of one run, against a case's `input` and `expected`
/// files (read by the caller before the run, so a solution cannot change what
/// it is judged against). `Err` explains the first thing that is wrong.
pub fn check(problem: &Problem, input: &[u8], expected: &[u8], got: &[u8]) -> Result<(), Fault> {
    let boards = || {
        let text = String::from_utf8_lossy(input);
        problem.input.boards(&text).unwrap_or_default()
    };
    match problem.checker {
        CheckerKind::Tokens => tokens::check(expected, got).map_err(Fault::plain),
        CheckerKind::Boards => match boards().first() {
            Some(board) => boards::check(board.n, expected, got),
            None => Err(Fault::plain("the input declares no board for this checker")),
        },
        CheckerKind::Placement(options) => {
            match problem.input.boards(&String::from_utf8_lossy(input)) {
                Some(boards) => placement::check(&options, &boards, expected, got),
                None => Err(Fault::plain("the input declares no board for this checker")),
            }
        }
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
