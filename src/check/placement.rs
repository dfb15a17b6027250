//! Baekjoon 3344 (special judge): the output is a placement of N queens, the
//! 1-based column of the queen in each row, one per line. Any valid placement is
//! accepted, so the expected file is not consulted.

use super::visible;

/// Checks that `got` places `n` non-attacking queens, one per row.
pub fn check(n: usize, got: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(got);
    let rows: Vec<&str> = text.split_ascii_whitespace().collect();
    if n == 2 || n == 3 {
        return match rows.first() {
            None => Ok(()),
            Some(first) => Err(format!(
                "no placement exists for N = {n}, but the output starts with \"{first}\""
            )),
        };
    }
    // For each column and diagonal, the 1-based row whose queen holds it (0 = free).
    let mut column = vec![0; n];
    let mut sum = vec![0; 2 * n];
    let mut diff = vec![0; 2 * n];
    for (r, token) in rows.iter().enumerate() {
        let row = r + 1;
        if row > n {
            return Err(format!(
                "more than N = {n} rows: row {row} is \"{}\"",
                visible(token.as_bytes(), 20)
            ));
        }
        let c = match token.parse::<usize>() {
            Ok(c) if (1..=n).contains(&c) => c - 1,
            Ok(_) => {
                return Err(format!(
                    "row {row}: column {token} is off the board (columns are 1..={n})"
                ))
            }
            Err(_) => {
                return Err(format!(
                    "row {row}: \"{}\" is not a column number",
                    visible(token.as_bytes(), 20)
                ))
            }
        };
        let slots = [
            (&mut column[c], "same column"),
            (&mut sum[r + c], "same diagonal"),
            (&mut diff[r + n - c], "same diagonal"),
        ];
        for (holder, how) in slots {
            if *holder != 0 {
                return Err(format!(
                    "row {row} (column {}) attacks row {} ({how})",
                    c + 1,
                    *holder
                ));
            }
            *holder = row;
        }
    }
    match rows.len() {
        len if len == n => Ok(()),
        len => Err(format!(
            "only {len} rows; expected N = {n}, one column per row"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_any_valid_placement() {
        assert_eq!(check(4, b"2\n4\n1\n3\n"), Ok(()));
        assert_eq!(check(4, b"3 1 4 2"), Ok(()));
        assert_eq!(check(1, b"1\n"), Ok(()));
        assert_eq!(check(3, b""), Ok(()));
    }

    #[test]
    fn names_the_attacking_rows() {
        assert_eq!(
            check(4, b"2\n4\n1\n1\n"),
            Err("row 4 (column 1) attacks row 3 (same column)".into())
        );
        assert_eq!(
            check(4, b"1\n2\n"),
            Err("row 2 (column 2) attacks row 1 (same diagonal)".into())
        );
        assert_eq!(
            check(4, b"2\n1\n"),
            Err("row 2 (column 1) attacks row 1 (same diagonal)".into())
        );
    }

    #[test]
    fn names_rows_that_are_off_the_board_missing_or_extra() {
        assert!(check(4, b"0\n")
            .unwrap_err()
            .contains("column 0 is off the board (columns are 1..=4)"));
        assert!(check(4, b"5\n").unwrap_err().contains("off the board"));
        assert!(check(4, b"x\n")
            .unwrap_err()
            .contains("\"x\" is not a column number"));
        assert!(check(4, b"2\n4\n").unwrap_err().contains("only 2 rows"));
        assert!(check(4, b"2\n4\n1\n3\n3\n")
            .unwrap_err()
            .contains("more than N = 4 rows"));
        assert!(check(2, b"1\n")
            .unwrap_err()
            .contains("no placement exists for N = 2"));
    }
}
