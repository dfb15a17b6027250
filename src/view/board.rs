//! Draws the board of an attack: every queen, the two that attack each other
//! and the squares of their line between them, with row and column numbers as
//! the checker's message gives them. Boards up to [`WHOLE`] squares a side are
//! drawn whole; a bigger one is drawn as a window around the pair (two windows,
//! one around each queen, when they stand too far apart for one).
//!
//! ```text
//!     1 2 3 4 5 6 7 8
//!   1 X · · · · · · ·
//!   2 · X · · · · · ·
//! ```

use super::paint::{tint, Paint};
use crate::check::fault::{Attack, Line, Square};
use std::collections::HashSet;
use std::ops::Range;

/// The largest board drawn whole, and the side of a window on a bigger one.
pub const WHOLE: usize = 32;

/// What one square shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    Empty,
    Queen,
    /// One of the two attacking queens.
    Attacker,
    /// A square of their line, between them.
    Path,
}

/// The board's lines, ending with a legend; no trailing newline.
pub fn draw(attack: &Attack, paint: Paint) -> String {
    let queens: HashSet<Square> = attack.queens.iter().copied().collect();
    let path: HashSet<Square> = between(attack.pair[0], attack.pair[1], attack.line);
    let mark = |s: Square| match s {
        _ if attack.pair.contains(&s) => Mark::Attacker,
        _ if queens.contains(&s) => Mark::Queen,
        _ if path.contains(&s) => Mark::Path,
        _ => Mark::Empty,
    };
    let mut lines = Vec::new();
    let windows = windows(attack);
    let naming = attack.naming;
    for (i, (rows, columns)) in windows.iter().enumerate() {
        if i > 0 {
            let gap = windows[i - 1].0.end..rows.start;
            if !gap.is_empty() {
                lines.push(format!("  ⋮ {} rows not shown", gap.len()));
            }
        }
        lines.extend(window(attack, rows, columns, &mark, paint));
    }
    if windows.len() > 1 || windows[0].0.len() < attack.n || windows[0].1.len() < attack.n {
        let (row_axis, column_axis) = naming.axes();
        let shown: Vec<String> = windows
            .iter()
            .map(|(r, c)| {
                let label = |r| naming.row_label(r, attack.n);
                format!(
                    "{row_axis} {}–{}, {column_axis} {}–{}",
                    label(r.start),
                    label(r.end - 1),
                    naming.column_label(c.start),
                    naming.column_label(c.end - 1)
                )
            })
            .collect();
        lines.push(format!(
            "(part of the {n} × {n} board: {})",
            shown.join("; "),
            n = attack.n
        ));
    }
    lines.push(legend(attack, paint));
    lines.join("\n")
}

/// What the marks mean.
fn legend(attack: &Attack, paint: Paint) -> String {
    let line = match attack.line {
        Line::Row => "row",
        Line::Column => "column",
        Line::Diagonal | Line::AntiDiagonal => "diagonal",
        Line::Square => "square",
    };
    let path = match attack.line {
        Line::Square => String::new(),
        _ => format!(
            ", {} their {line}",
            paint.paint(tint::WARN, symbol(attack.line))
        ),
    };
    format!(
        "{} {}{path}",
        paint.paint(tint::FAULT, "X"),
        attack.pair_words()
    )
}

/// The character of a path square: the direction of the line.
fn symbol(line: Line) -> &'static str {
    match line {
        Line::Row => "-",
        Line::Column => "|",
        Line::Diagonal => "\\",
        Line::AntiDiagonal => "/",
        Line::Square => "X",
    }
}

/// The squares strictly between `a` and `b` along `line`.
fn between(a: Square, b: Square, line: Line) -> HashSet<Square> {
    let steps = a.row.abs_diff(b.row).max(a.column.abs_diff(b.column));
    if line == Line::Square || steps < 2 {
        return HashSet::new();
    }
    let step = |from: usize, to: usize, k: usize| match from <= to {
        true => from + k,
        false => from - k,
    };
    (1..steps)
        .map(|k| Square {
            row: if a.row == b.row {
                a.row
            } else {
                step(a.row, b.row, k)
            },
            column: if a.column == b.column {
                a.column
            } else {
                step(a.column, b.column, k)
            },
        })
        .collect()
}

/// The rows and columns to draw: the whole board, one window holding both
/// queens, or one window around each.
fn windows(attack: &Attack) -> Vec<(Range<usize>, Range<usize>)> {
    let n = attack.n;
    if n <= WHOLE {
        return vec![(0..n, 0..n)];
    }
    let [a, b] = attack.pair;
    let fits = |x: usize, y: usize| x.abs_diff(y) < WHOLE;
    if fits(a.row, b.row) && fits(a.column, b.column) {
        let rows = around(a.row.min(b.row), a.row.max(b.row), WHOLE, n);
        let columns = around(a.column.min(b.column), a.column.max(b.column), WHOLE, n);
        return vec![(rows, columns)];
    }
    let half = WHOLE / 2;
    [a, b]
        .iter()
        .map(|q| {
            (
                around(q.row, q.row, half, n),
                around(q.column, q.column, half, n),
            )
        })
        .collect()
}

/// A range of `side` indices below `n` holding `lo..=hi`, centred on it.
fn around(lo: usize, hi: usize, side: usize, n: usize) -> Range<usize> {
    let side = side.min(n);
    let centre = (lo + hi) / 2;
    let start = centre.saturating_sub(side / 2).min(n - side);
    start..start + side
}

/// One window's lines: the column numbers (stacked digits when they are wide),
/// then a line per row.
fn window(
    attack: &Attack,
    rows: &Range<usize>,
    columns: &Range<usize>,
    mark: &dyn Fn(Square) -> Mark,
    paint: Paint,
) -> Vec<String> {
    let row_label = |r: usize| attack.naming.row_label(r, attack.n).to_string();
    let label_width = rows.clone().map(|r| row_label(r).len()).max().unwrap_or(1);
    let column_labels: Vec<String> = columns
        .clone()
        .map(|c| attack.naming.column_label(c).to_string())
        .collect();
    let digits = column_labels.iter().map(String::len).max().unwrap_or(1);
    let mut lines = Vec::new();
    for d in 0..digits {
        let mut line = " ".repeat(label_width + 1);
        for label in &column_labels {
            // Right-aligned: the last digit of every number on the last header line.
            let padded = format!("{label:>digits$}");
            line.push(' ');
            line.push(padded.as_bytes()[d] as char);
        }
        lines.push(line.trim_end().to_string());
    }
    for r in rows.clone() {
        let mut line = format!(" {:>label_width$}", row_label(r));
        for c in columns.clone() {
            let cell = match mark(Square { row: r, column: c }) {
                Mark::Empty => paint.paint(tint::DIM, "·"),
                Mark::Queen => "Q".to_string(),
                Mark::Attacker => paint.paint(tint::FAULT, "X"),
                Mark::Path => paint.paint(tint::WARN, symbol(attack.line)),
            };
            line.push(' ');
            line.push_str(&cell);
        }
        lines.push(line);
    }
    lines
}

#[cfg(test)]
#[path = "board_tests.rs"]
mod tests;
