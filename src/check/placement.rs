//! The special judge of "any valid answer" problems: each case's output must
//! place N non-attacking queens, one per row, keeping every queen the input
//! gives, or print the problem's none marker when no such placement exists.
//! The output is read token by token, case after case, so any layout passes.
//!
//! Whether a case has a placement is read from the expected file, case by case
//! in the same way: a `-1` there (none=-1), or no valid answer where the case's
//! answer should be (none=empty, where a case without one prints nothing).

use super::fault::{Attack, Fault, Square};
use super::stream::TokenStream;
use super::visible;
use crate::input::Board;
use crate::problem::{NoneMarker, PlacementOptions};
use std::io::BufRead;

/// Judges the output `got`, read as it comes (one token held at a time, so
/// memory follows the boards, not the output), against the cases in `boards`
/// (from the input) and `expected`.
pub fn check(
    options: &PlacementOptions,
    boards: &[Board],
    expected: &[u8],
    got: impl BufRead,
) -> Result<(), Fault> {
    let (mut expected, mut got) = (Rewindable::new(expected), TokenStream::new(got));
    let several = boards.len() > 1;
    // Names the case when there are several: "case 2, row 7: …", "case 2: …".
    let name = |k: usize, flaw: String| match several {
        false => flaw,
        true if flaw.starts_with("row ") => format!("case {}, {flaw}", k + 1),
        true => format!("case {}: {flaw}", k + 1),
    };
    // The last case that had no placement and printed nothing, for the next message.
    let mut silent: Option<usize> = None;
    for (k, board) in boards.iter().enumerate() {
        let exists = expected_has_placement(options, board, &mut expected)
            .map_err(|m| format!("the expected file is broken: {}", name(k, m.message)))?;
        if !exists {
            match options.none {
                NoneMarker::Empty => silent = Some(k),
                NoneMarker::MinusOne => match got.next() {
                    Some(b"-1") => {}
                    Some(token) => {
                        let flaw = format!(
                            "{}, but the output gives \"{}\" where -1 should be",
                            no_placement(board),
                            visible(token, 20)
                        );
                        return Err(name(k, flaw).into());
                    }
                    None => return Err(name(k, "the output ends where -1 should be".into()).into()),
                },
            }
            continue;
        }
        let after_silent = silent.filter(|&j| j + 1 == k).map_or(String::new(), |j| {
            format!(" (case {} has no placement, so it prints nothing)", j + 1)
        });
        match read_answer(options, board, &mut got) {
            Ok(Answer::Placement) => {}
            Ok(Answer::NoneMarker) => {
                let what = if board.given.iter().any(Option::is_some) {
                    "a completion"
                } else {
                    "a placement"
                };
                return Err(name(k, format!("{what} exists, but the output says -1")).into());
            }
            Err(flaw) => return Err(flaw.reworded(|m| name(k, format!("{m}{after_silent}")))),
        }
        silent = None;
    }
    if let Some(extra) = expected.next() {
        return Err(Fault::plain(format!(
            "the expected file is broken: \"{}\" after the last case",
            visible(extra, 20)
        )));
    }
    let extra = match (got.next(), silent, boards) {
        (None, _, _) => return Ok(()),
        (Some(extra), Some(_), [board]) => format!(
            "{}, but the output starts with \"{}\"",
            no_placement(board),
            visible(extra, 20)
        ),
        (Some(extra), _, _) => format!(
            "extra output after the last {}: \"{}\"",
            if several { "case" } else { "row" },
            visible(extra, 20)
        ),
    };
    Err(Fault::plain(extra))
}

/// "no placement exists for N = 3", or the same for a completion.
fn no_placement(board: &Board) -> String {
    match board.given.iter().any(Option::is_some) {
        true => "no completion of the given queens exists".into(),
        false => format!("no placement exists for N = {}", board.n),
    }
}

/// Reads the expected file's answer to one case: whether it has a placement.
fn expected_has_placement(
    options: &PlacementOptions,
    board: &Board,
    expected: &mut Rewindable,
) -> Result<bool, Fault> {
    let start = expected.pos;
    match (read_answer(options, board, expected), options.none) {
        (Ok(answer), _) => Ok(answer == Answer::Placement),
        // No valid answer where the case's answer should be: an empty answer,
        // and the case's tokens belong to the next case. No tokens at all can
        // be a valid answer to a case without a placement, so this is unambiguous.
        (Err(_), NoneMarker::Empty) => {
            expected.pos = start;
            Ok(false)
        }
        (Err(flaw), NoneMarker::MinusOne) => Err(flaw),
    }
}

#[derive(Debug, PartialEq, Eq)]
enum Answer {
    Placement,
    NoneMarker,
}

/// Reads one case's answer: the none marker (for none=-1), or optionally N
/// and then N columns forming a valid completion of `board`.
fn read_answer(
    options: &PlacementOptions,
    board: &Board,
    tokens: &mut impl Tokens,
) -> Result<Answer, Fault> {
    let n = board.n;
    if options.none == NoneMarker::MinusOne && tokens.peek() == Some(b"-1") {
        tokens.next();
        return Ok(Answer::NoneMarker);
    }
    if options.echo_n {
        match tokens.next() {
            Some(token) if number::<usize>(token) == Some(n) => {}
            Some(token) => {
                return Err(format!(
                    "the answer should start with N = {n}, found \"{}\"",
                    visible(token, 20)
                )
                .into())
            }
            None => {
                return Err(format!("the output ends where N = {n} should start the answer").into())
            }
        }
    }
    let base = options.base;
    let (first, last) = (base as i64, (n + base) as i64 - 1);
    // For each column and diagonal, the row (0-based) whose queen holds it.
    let mut column = vec![None; n];
    let mut sum = vec![None; 2 * n];
    let mut diff = vec![None; 2 * n];
    // The column of each row's queen so far, for the drawing of an attack.
    let mut placed = Vec::with_capacity(n);
    for r in 0..n {
        let row = r + 1;
        let Some(token) = tokens.next() else {
            return Err(format!("the output stops after {r} of N = {n} columns").into());
        };
        let shown = visible(token, 20);
        let digits = token.strip_prefix(b"-").or(token.strip_prefix(b"+"));
        let digits = digits.unwrap_or(token);
        if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
            return Err(format!("row {row}: \"{shown}\" is not a column number").into());
        }
        let c = match number::<i64>(token) {
            Some(c) if (first..=last).contains(&c) => c as usize - base,
            parsed => {
                let hint = match (parsed, base) {
                    (Some(c), 0) if c == n as i64 => "; they are 0-based here",
                    (Some(0), 1) => "; they are 1-based here",
                    _ => "",
                };
                return Err(format!(
                    "row {row}: column {shown} is off the board (columns are {first}..={last}{hint})"
                ).into());
            }
        };
        if let Some(Some(kept)) = board.given.get(r).filter(|g| **g != Some(c)) {
            return Err(format!(
                "row {row} must keep the given queen in column {} (the output has column {})",
                kept + base,
                c + base
            )
            .into());
        }
        placed.push(c);
        let slots = [
            (&mut column[c], "in the same column"),
            (&mut sum[r + c], "on a diagonal"),
            (&mut diff[r + n - 1 - c], "on a diagonal"),
        ];
        for (holder, how) in slots {
            if let Some(other) = *holder {
                let message = format!(
                    "row {row}: queen in column {} attacks row {}'s queen {how}",
                    c + base,
                    other + 1
                );
                // The board as the output gives it: the rows read, then the
                // columns the next tokens give (the check ends here).
                let ahead = std::iter::from_fn(|| {
                    let c =
                        number::<usize>(tokens.next()?).filter(|c| (base..n + base).contains(c));
                    Some(c.map(|c| c - base))
                });
                let rows = placed.iter().map(|&c| Some(c)).chain(ahead).take(n);
                let pair = [other, r].map(|row| Square {
                    row,
                    column: placed[row],
                });
                let attack = Attack::of_rows(n, rows, pair).map(|a| Box::new(a.numbered(1, base)));
                return Err(Fault { message, attack });
            }
            *holder = Some(r);
        }
    }
    Ok(Answer::Placement)
}

/// A token as a number, if it is one.
fn number<T: std::str::FromStr>(token: &[u8]) -> Option<T> {
    std::str::from_utf8(token).ok()?.parse().ok()
}

/// Where answers are read from: the output, as it comes, or the expected file.
trait Tokens {
    fn peek(&mut self) -> Option<&[u8]>;
    fn next(&mut self) -> Option<&[u8]>;
}

impl<R: BufRead> Tokens for TokenStream<R> {
    fn peek(&mut self) -> Option<&[u8]> {
        TokenStream::peek(self)
    }

    fn next(&mut self) -> Option<&[u8]> {
        TokenStream::next(self)
    }
}

/// The expected file's whitespace-separated tokens (the kit's, held whole),
/// with a position that can be rewound.
struct Rewindable<'a> {
    tokens: Vec<&'a [u8]>,
    pos: usize,
}

impl<'a> Rewindable<'a> {
    fn new(text: &'a [u8]) -> Rewindable<'a> {
        Rewindable {
            tokens: text
                .split(u8::is_ascii_whitespace)
                .filter(|t| !t.is_empty())
                .collect(),
            pos: 0,
        }
    }
}

impl Tokens for Rewindable<'_> {
    fn peek(&mut self) -> Option<&[u8]> {
        self.tokens.get(self.pos).copied()
    }

    fn next(&mut self) -> Option<&[u8]> {
        let token = self.tokens.get(self.pos).copied()?;
        self.pos += 1;
        Some(token)
    }
}

#[cfg(test)]
#[path = "placement_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "placement_attack_tests.rs"]
mod attack_tests;
