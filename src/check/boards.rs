//! LeetCode 51: the output is LeetCode's printed `Vec<Vec<String>>`, e.g.
//! `[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]`. Any order of
//! boards is accepted; every board must be well-formed, valid and new, and none
//! of the expected boards may be missing.

use super::fault::{Attack, Fault, Square};
use super::visible;
use std::collections::HashMap;

type Board<'a> = Vec<&'a [u8]>;

/// Checks the printed boards `got` for an n × n board against the complete list `expected`.
pub fn check(n: usize, expected: &[u8], got: &[u8]) -> Result<(), Fault> {
    let want =
        parse(expected).map_err(|e| format!("the expected file itself is malformed: {e}"))?;
    let have = parse(got)?;
    let mut seen: HashMap<Vec<usize>, usize> = HashMap::new();
    for (i, board) in have.iter().enumerate() {
        let cols =
            columns(n, board).map_err(|e| format!("board {} {}: {e}", i + 1, show(board)))?;
        if let Some((words, attack)) = first_attack(&cols) {
            return Err(Fault {
                message: format!("board {} {}: {words}", i + 1, show(board)),
                attack: attack.map(Box::new),
            });
        }
        if let Some(first) = seen.insert(cols, i + 1) {
            return Err(Fault::plain(format!(
                "board {} repeats board {first}: {}",
                i + 1,
                show(board)
            )));
        }
    }
    let missing: Vec<&Board> = want
        .iter()
        .filter(|b| columns(n, b).is_ok_and(|c| !seen.contains_key(&c)))
        .collect();
    if let Some(example) = missing.first() {
        return Err(Fault::plain(format!(
            "{} of the {} boards are missing, e.g. {}",
            missing.len(),
            want.len(),
            show(example)
        )));
    }
    if have.len() > want.len() {
        return Err(Fault::plain(format!(
            "{} valid boards, but the expected file lists only {}",
            have.len(),
            want.len()
        )));
    }
    Ok(())
}

/// The queen's column in each row, or what is wrong with the board's shape.
fn columns(n: usize, board: &Board) -> Result<Vec<usize>, String> {
    if board.len() != n {
        return Err(format!("has {} rows, expected {n}", board.len()));
    }
    board
        .iter()
        .enumerate()
        .map(|(r, row)| {
            let shown = visible(row, 20);
            if row.len() != n {
                return Err(format!(
                    "row {} \"{shown}\" has {} squares, expected {n}",
                    r + 1,
                    row.len()
                ));
            }
            if let Some(bad) = row.iter().find(|&&b| b != b'.' && b != b'Q') {
                return Err(format!(
                    "row {} \"{shown}\" has '{}'; only '.' and 'Q' are allowed",
                    r + 1,
                    *bad as char
                ));
            }
            match row.iter().filter(|&&b| b == b'Q').count() {
                1 => Ok(row.iter().position(|&b| b == b'Q').unwrap()),
                k => Err(format!(
                    "row {} \"{shown}\" has {k} queens, expected 1",
                    r + 1
                )),
            }
        })
        .collect()
}

/// The first pair of attacking queens, described, with the board to draw.
fn first_attack(cols: &[usize]) -> Option<(String, Option<Attack>)> {
    let queens: Vec<Square> = cols
        .iter()
        .enumerate()
        .map(|(row, &column)| Square { row, column })
        .collect();
    let (a, b) = super::fault::first_attack(&queens)?;
    let how = match a.column == b.column {
        true => "same column",
        false => "same diagonal",
    };
    let words = format!(
        "the queens in rows {} and {} attack each other ({how})",
        a.row + 1,
        b.row + 1
    );
    Some((words, Attack::new(cols.len(), queens, a, b)))
}

fn show(board: &Board) -> String {
    let rows: Vec<String> = board
        .iter()
        .map(|r| format!("\"{}\"", visible(r, 20)))
        .collect();
    format!("[{}]", rows.join(","))
}

/// A cursor over the printed list; errors say where and what was expected.
struct Parser<'a> {
    text: &'a [u8],
    pos: usize,
}

impl<'a> Parser<'a> {
    fn peek(&mut self) -> Option<u8> {
        while self
            .text
            .get(self.pos)
            .is_some_and(|b| b.is_ascii_whitespace())
        {
            self.pos += 1;
        }
        self.text.get(self.pos).copied()
    }

    fn expect(&mut self, what: &str, wanted: &[u8]) -> Result<u8, String> {
        match self.peek() {
            Some(b) if wanted.contains(&b) => {
                self.pos += 1;
                Ok(b)
            }
            found => {
                let found = found.map_or("the end of the output".to_string(), |_| {
                    format!("\"{}\"", visible(&self.text[self.pos..], 12))
                });
                Err(format!(
                    "malformed output at byte {}: expected {what}, found {found}",
                    self.pos + 1
                ))
            }
        }
    }

    /// `[` item (`,` item)* `]` or `[]`.
    fn list<T>(
        &mut self,
        what: &str,
        item: impl Fn(&mut Self) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        self.expect(&format!("'[' to open {what}"), b"[")?;
        let mut items = Vec::new();
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(items);
        }
        loop {
            items.push(item(self)?);
            if self.expect(&format!("',' or ']' in {what}"), b",]")? == b']' {
                return Ok(items);
            }
        }
    }

    fn row(&mut self) -> Result<&'a [u8], String> {
        self.expect("'\"' to open a row", b"\"")?;
        let start = self.pos;
        let len = self.text[start..]
            .iter()
            .position(|&b| b == b'"' || b == b'\n');
        match len.filter(|&l| self.text[start + l] == b'"') {
            Some(len) => {
                self.pos = start + len + 1;
                Ok(&self.text[start..start + len])
            }
            None => Err(format!(
                "malformed output at byte {start}: a row's string is not closed"
            )),
        }
    }
}

/// Parses LeetCode's printed form into boards of rows.
fn parse(text: &[u8]) -> Result<Vec<Board<'_>>, String> {
    let mut parser = Parser { text, pos: 0 };
    let boards = parser.list("the list of boards", |p| p.list("a board", |p| p.row()))?;
    match parser.peek() {
        None => Ok(boards),
        Some(_) => Err(format!(
            "malformed output at byte {}: unexpected \"{}\" after the list",
            parser.pos + 1,
            visible(&text[parser.pos..], 12)
        )),
    }
}

#[cfg(test)]
mod tests {
    const FOUR: &[u8] = br#"[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]"#;

    fn check(n: usize, expected: &[u8], got: &[u8]) -> Result<(), String> {
        super::check(n, expected, got).map_err(|f| f.message)
    }

    #[test]
    fn an_attack_comes_with_its_board() {
        let fault = super::check(4, FOUR, br#"[["Q...","..Q.","...Q",".Q.."]]"#).unwrap_err();
        let attack = fault.attack.expect("drawable");
        assert_eq!(attack.pair.map(|s| (s.row, s.column)), [(1, 2), (2, 3)]);
        assert_eq!(attack.queens.len(), 4);
    }

    #[test]
    fn accepts_any_order_and_spacing() {
        assert_eq!(check(4, FOUR, FOUR), Ok(()));
        let swapped = br#"[ ["..Q.","Q...","...Q",".Q.."] , [".Q..","...Q","Q...","..Q."] ]
"#;
        assert_eq!(check(4, FOUR, swapped), Ok(()));
        assert_eq!(check(3, b"[]", b"[]\n"), Ok(()));
    }

    #[test]
    fn names_a_missing_board() {
        let message = check(4, FOUR, br#"[[".Q..","...Q","Q...","..Q."]]"#).unwrap_err();
        assert_eq!(
            message,
            r#"1 of the 2 boards are missing, e.g. ["..Q.","Q...","...Q",".Q.."]"#
        );
    }

    #[test]
    fn names_a_duplicate_board() {
        let got = br#"[[".Q..","...Q","Q...","..Q."],[".Q..","...Q","Q...","..Q."]]"#;
        assert!(check(4, FOUR, got)
            .unwrap_err()
            .starts_with("board 2 repeats board 1"));
    }

    #[test]
    fn names_an_attacking_pair() {
        let got = br#"[["Q...",".Q..","...Q","..Q."]]"#;
        let message = check(4, FOUR, got).unwrap_err();
        assert!(
            message.contains("rows 1 and 2 attack each other (same diagonal)"),
            "{message}"
        );
    }

    #[test]
    fn names_what_is_malformed() {
        let cases: [(&[u8], &str); 5] = [
            (br#"[[".Q..","...Q","Q..."]]"#, "has 3 rows, expected 4"),
            (br#"[[".Q..","...Q","Q...","..QQ"]]"#, "has 2 queens"),
            (br#"[[".Q..","...Q","Q...","..Q"]]"#, "has 3 squares"),
            (br#"[[".Q..","...Q","Q...","..q."]]"#, "has 'q'"),
            (
                br#"[[".Q..","...Q" "Q...","..Q."]]"#,
                "expected ',' or ']' in a board",
            ),
        ];
        for (got, wanted) in cases {
            let message = check(4, FOUR, got).unwrap_err();
            assert!(message.contains(wanted), "{message} should say {wanted}");
        }
        assert!(check(4, FOUR, b"")
            .unwrap_err()
            .contains("found the end of the output"));
        assert!(check(4, FOUR, b"[] trailing")
            .unwrap_err()
            .contains("after the list"));
    }
}
