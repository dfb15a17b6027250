//! Checkers: whether a run's output answers a case. Each returns `Ok(())` or a
//! [`Fault`]: a one-paragraph explanation of the first thing that is wrong and,
//! when two queens attack each other, where they stand. The token
//! checker stands for a judge's plain compare: once the tokens agree, the
//! judge's own whitespace rule (`whitespace.rs`) decides, and may answer PE.
//! Problems with a checker of their own (boards, placements) keep it.

mod boards;
pub mod fault;
mod placement;
mod stream;
mod tokens;
pub mod verdict;
mod whitespace;

use crate::input::PlacedQueens;
use crate::lang::judges;
use crate::problem::{CheckerKind, Problem};
use fault::{Attack, Fault, Naming, Square};
use std::io::{BufRead, Seek};

/// A run's output as the checkers read it: as it comes, and rewindable (a
/// mismatch looks back at the output to show its line).
pub trait Stdout: BufRead + Seek {}

impl<T: BufRead + Seek> Stdout for T {}

/// Why an output is not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// A wrong answer (WA), with the attack behind it if queens attack.
    Wrong(Fault),
    /// The answer is right, its whitespace is not, and the judge says so (PE).
    Presentation(String),
}

impl From<String> for Mismatch {
    fn from(message: String) -> Mismatch {
        Mismatch::Wrong(Fault::plain(message))
    }
}

/// Judges `got`, the output of one run, against a case's `input` and `expected`
/// files (read by the caller before the run, so a solution cannot change what
/// it is judged against). `Err` explains the first thing that is wrong. The
/// output is read as it comes where the checker can (tokens, placements), so
/// the judge never holds an output of millions of tokens; `Err` of reading
/// it is a checker's message too.
pub fn check<R: BufRead + Seek>(
    problem: &Problem,
    input: &[u8],
    expected: &[u8],
    mut got: R,
) -> Result<(), Mismatch> {
    let boards = || {
        let text = String::from_utf8_lossy(input);
        problem.input.boards(&text).unwrap_or_default()
    };
    let answer = match problem.checker {
        CheckerKind::Tokens => {
            if let Err(message) = tokens::check(expected, &mut got) {
                let placed = problem.input.placed_queens(&String::from_utf8_lossy(input));
                return Err(Mismatch::Wrong(with_input_attack(message, placed)));
            }
            return whitespace::check(judges::rules(problem.judge), expected, got);
        }
        // LeetCode 51's boards: at most 352 of them for n ≤ 9, read whole.
        CheckerKind::Boards => match boards().first() {
            Some(board) => {
                let mut bytes = Vec::new();
                got.read_to_end(&mut bytes)
                    .map_err(|e| format!("cannot read the output: {e}"))?;
                boards::check(board.n, expected, &bytes)
            }
            None => Err(Fault::plain("the input declares no board for this checker")),
        },
        CheckerKind::Placement(options) => {
            match problem.input.boards(&String::from_utf8_lossy(input)) {
                Some(boards) => placement::check(&options, &boards, expected, got),
                None => Err(Fault::plain("the input declares no board for this checker")),
            }
        }
    };
    answer.map_err(Mismatch::Wrong)
}

/// A wrong answer about a board of queens the input gives (Kattis 8queens,
/// queens) is most often a missed attack: when the input's queens do attack,
/// the fault says which two, so the board can be drawn.
fn with_input_attack(message: String, placed: Option<PlacedQueens>) -> Fault {
    let Some(placed) = placed else {
        return Fault::plain(message);
    };
    let queens: Vec<Square> = placed
        .squares
        .iter()
        .map(|&(row, column)| Square { row, column })
        .collect();
    let naming = match placed.coordinates {
        true => Naming::XAndY,
        false => Naming::RowsAndColumns {
            row_base: 1,
            column_base: 1,
        },
    };
    let attack = fault::first_attack(&queens)
        .and_then(|(a, b)| Attack::new(placed.n, queens, a, b))
        .map(|attack| attack.named(naming));
    match attack {
        Some(attack) => Fault {
            message: format!(
                "{message}\nthe input's {} attack each other {}",
                attack.pair_words().trim_start_matches("the "),
                attack.line.words()
            ),
            attack: Some(Box::new(attack)),
        },
        None => Fault::plain(message),
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
