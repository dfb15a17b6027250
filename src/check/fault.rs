//! Why a checker refused an output, in a form the report can show: the
//! one-paragraph message every checker gives, and, when the fault is two queens
//! attacking each other, where they stand, so the board can be drawn with the
//! pair and their line marked (`report` draws it; checkers only describe it).

use std::collections::HashMap;

/// A checker's refusal: its message and, for an attack, the board it happened on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    pub message: String,
    pub attack: Option<Box<Attack>>,
}

impl Fault {
    /// A fault that is only words (a wrong token, a malformed line).
    pub fn plain(message: impl Into<String>) -> Fault {
        Fault {
            message: message.into(),
            attack: None,
        }
    }

    /// The same fault with its message rewritten (to name the case, say).
    pub fn reworded(self, reword: impl FnOnce(String) -> String) -> Fault {
        Fault {
            message: reword(self.message),
            attack: self.attack,
        }
    }
}

impl From<String> for Fault {
    fn from(message: String) -> Fault {
        Fault::plain(message)
    }
}

/// One square of a board, 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    pub row: usize,
    pub column: usize,
}

/// The line along which two queens attack each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    Row,
    Column,
    /// Top left to bottom right: row − column is the same.
    Diagonal,
    /// Top right to bottom left: row + column is the same.
    AntiDiagonal,
    /// Both queens on one square.
    Square,
}

impl Line {
    /// The line two squares share, if any.
    pub fn between(a: Square, b: Square) -> Option<Line> {
        Some(match (a, b) {
            _ if a == b => Line::Square,
            _ if a.row == b.row => Line::Row,
            _ if a.column == b.column => Line::Column,
            _ if a.row.abs_diff(b.row) == a.column.abs_diff(b.column) => {
                match (a.row < b.row) == (a.column < b.column) {
                    true => Line::Diagonal,
                    false => Line::AntiDiagonal,
                }
            }
            _ => return None,
        })
    }

    /// How messages name it: "in the same column", "on a diagonal".
    pub fn words(self) -> &'static str {
        match self {
            Line::Row => "in the same row",
            Line::Column => "in the same column",
            Line::Diagonal | Line::AntiDiagonal => "on a diagonal",
            Line::Square => "on the same square",
        }
    }
}

/// How a problem numbers its squares, so a drawing's labels and its legend
/// read as the message and the statement do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Naming {
    /// Rows from the top and columns from the left, each from 0 or 1.
    RowsAndColumns { row_base: usize, column_base: usize },
    /// Coordinates `x y` from 0, (0, 0) at the bottom left (Kattis queens):
    /// drawn with y = N − 1 on the top line.
    XAndY,
}

impl Naming {
    /// The number a drawn row (0 at the top) has.
    pub fn row_label(self, row: usize, n: usize) -> usize {
        match self {
            Naming::RowsAndColumns { row_base, .. } => row + row_base,
            Naming::XAndY => n - 1 - row,
        }
    }

    pub fn column_label(self, column: usize) -> usize {
        match self {
            Naming::RowsAndColumns { column_base, .. } => column + column_base,
            Naming::XAndY => column,
        }
    }

    /// "row 2, column 5", or "(4, 0)" for coordinates.
    pub fn square(self, s: Square, n: usize) -> String {
        match self {
            Naming::RowsAndColumns { .. } => format!(
                "row {}, column {}",
                self.row_label(s.row, n),
                self.column_label(s.column)
            ),
            Naming::XAndY => format!("({}, {})", s.column, self.row_label(s.row, n)),
        }
    }

    /// What the two axes are called: ("rows", "columns") or ("y", "x").
    pub fn axes(self) -> (&'static str, &'static str) {
        match self {
            Naming::RowsAndColumns { .. } => ("rows", "columns"),
            Naming::XAndY => ("y", "x"),
        }
    }
}

/// Two attacking queens on an `n` × `n` board, with every queen placed on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attack {
    pub n: usize,
    /// Every queen known on the board, the pair included.
    pub queens: Vec<Square>,
    /// The two that attack each other, in reading order.
    pub pair: [Square; 2],
    pub line: Line,
    pub naming: Naming,
}

impl Attack {
    /// The attack between `a` and `b` among `queens`; `None` if they share no line.
    pub fn new(n: usize, queens: Vec<Square>, a: Square, b: Square) -> Option<Attack> {
        let line = Line::between(a, b)?;
        Some(Attack {
            n,
            queens,
            pair: [a.min(b), a.max(b)],
            line,
            naming: Naming::RowsAndColumns {
                row_base: 1,
                column_base: 1,
            },
        })
    }

    /// The attack between `pair` on a board given row by row: each row's
    /// column, `None` for a row without a queen to draw.
    pub fn of_rows(
        n: usize,
        rows: impl Iterator<Item = Option<usize>>,
        pair: [Square; 2],
    ) -> Option<Attack> {
        let queens = rows
            .enumerate()
            .filter_map(|(row, column)| {
                Some(Square {
                    row,
                    column: column?,
                })
            })
            .collect();
        Attack::new(n, queens, pair[0], pair[1])
    }

    /// The same attack, its squares named this way.
    pub fn named(mut self, naming: Naming) -> Attack {
        self.naming = naming;
        self
    }

    /// The same attack, its rows and columns numbered from these bases.
    pub fn numbered(self, row_base: usize, column_base: usize) -> Attack {
        self.named(Naming::RowsAndColumns {
            row_base,
            column_base,
        })
    }

    /// "the queens at row 1, column 3 and row 4, column 6".
    pub fn pair_words(&self) -> String {
        let [a, b] = self.pair.map(|s| self.naming.square(s, self.n));
        match self.line {
            Line::Square => format!("two queens on {a}"),
            _ => format!("the queens at {a} and {b}"),
        }
    }
}

/// The first two queens (in reading order of the second) that attack each
/// other, in one pass: each row, column and diagonal remembers its first queen.
pub fn first_attack(queens: &[Square]) -> Option<(Square, Square)> {
    let mut sorted = queens.to_vec();
    sorted.sort();
    let mut holders: [HashMap<i64, Square>; 4] = Default::default();
    for &q in &sorted {
        let (r, c) = (q.row as i64, q.column as i64);
        for (holder, key) in holders.iter_mut().zip([r, c, r - c, r + c]) {
            if let Some(&first) = holder.get(&key) {
                return Some((first, q));
            }
            holder.insert(key, q);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(row: usize, column: usize) -> Square {
        Square { row, column }
    }

    #[test]
    fn the_line_between_two_squares_is_named_by_its_direction() {
        assert_eq!(Line::between(sq(0, 0), sq(3, 3)), Some(Line::Diagonal));
        assert_eq!(Line::between(sq(3, 3), sq(0, 0)), Some(Line::Diagonal));
        assert_eq!(Line::between(sq(0, 3), sq(3, 0)), Some(Line::AntiDiagonal));
        assert_eq!(Line::between(sq(2, 1), sq(2, 7)), Some(Line::Row));
        assert_eq!(Line::between(sq(1, 4), sq(6, 4)), Some(Line::Column));
        assert_eq!(Line::between(sq(5, 5), sq(5, 5)), Some(Line::Square));
        assert_eq!(Line::between(sq(0, 0), sq(1, 2)), None);
        assert!(Attack::new(8, vec![], sq(0, 0), sq(1, 2)).is_none());
    }

    #[test]
    fn the_first_attack_is_found_in_reading_order() {
        // 4 × 4: rows 0..3 hold columns 1, 3, 0, 2: a solution.
        let solution = [sq(0, 1), sq(1, 3), sq(2, 0), sq(3, 2)];
        assert_eq!(first_attack(&solution), None);
        let broken = [sq(3, 2), sq(0, 1), sq(1, 3), sq(2, 3)];
        assert_eq!(first_attack(&broken), Some((sq(1, 3), sq(2, 3))));
        let diagonal = [sq(0, 0), sq(2, 1), sq(3, 3)];
        assert_eq!(first_attack(&diagonal), Some((sq(0, 0), sq(3, 3))));
        let pair = Attack::new(4, broken.to_vec(), sq(2, 3), sq(1, 3)).unwrap();
        assert_eq!(pair.pair, [sq(1, 3), sq(2, 3)]);
        assert_eq!(pair.line, Line::Column);
    }
}
