//! The drawn board: exact for a small board, windows for big ones, colour
//! only when asked.

use super::*;

fn sq(row: usize, column: usize) -> Square {
    Square { row, column }
}

/// Columns (0-based) row by row as queens.
fn queens(columns: &[usize]) -> Vec<Square> {
    columns.iter().enumerate().map(|(r, &c)| sq(r, c)).collect()
}

#[test]
fn a_small_board_is_drawn_whole_with_the_pair_and_their_diagonal_marked() {
    // Rows 1 and 4 (1-based) hold columns 1 and 4: a diagonal with two squares between.
    let attack = Attack::new(5, queens(&[0, 2, 4, 3]), sq(0, 0), sq(3, 3)).unwrap();
    let drawn = draw(&attack, Paint::PLAIN);
    let wanted = [
        "   1 2 3 4 5",
        " 1 X · · · ·",
        " 2 · \\ Q · ·",
        " 3 · · \\ · Q",
        " 4 · · · X ·",
        " 5 · · · · ·",
        "X the queens at row 1, column 1 and row 4, column 4, \\ their diagonal",
    ]
    .join("\n");
    assert_eq!(drawn, wanted, "\n{drawn}");
}

#[test]
fn labels_follow_the_messages_numbering_and_stack_wide_numbers() {
    let attack = Attack::new(12, queens(&[3, 3]), sq(0, 3), sq(1, 3))
        .unwrap()
        .numbered(1, 0);
    let drawn = draw(&attack, Paint::PLAIN);
    let lines: Vec<&str> = drawn.lines().collect();
    assert_eq!(lines[0], "                        1 1");
    assert_eq!(lines[1], "    0 1 2 3 4 5 6 7 8 9 0 1");
    assert_eq!(lines[2], "  1 · · · X · · · · · · · ·");
    assert_eq!(lines[3], "  2 · · · X · · · · · · · ·");
    assert!(lines[14].ends_with("row 1, column 3 and row 2, column 3, | their column"));
}

#[test]
fn a_big_board_is_drawn_as_a_window_around_the_pair() {
    let n = 1000;
    let mut columns: Vec<usize> = (0..n).collect();
    columns[500] = 520;
    let attack = Attack::new(n, queens(&columns), sq(500, 520), sq(520, 520)).unwrap();
    let drawn = draw(&attack, Paint::PLAIN);
    let rows: Vec<&str> = drawn.lines().filter(|l| l.contains('·')).collect();
    assert_eq!(rows.len(), WHOLE, "{drawn}");
    assert!(rows
        .iter()
        .all(|r| r.matches(['·', 'Q', 'X', '|']).count() == WHOLE));
    assert_eq!(
        drawn.matches('X').count(),
        3,
        "two on the board, one in the legend"
    );
    assert_eq!(
        drawn.matches('|').count(),
        19 + 1,
        "the column between them, and the legend"
    );
    // The window is centred on the pair: rows 501 and 521, column 521 (1-based).
    assert!(
        drawn.contains("(part of the 1000 × 1000 board: rows 495–526, columns 505–536)"),
        "{drawn}"
    );
}

#[test]
fn queens_far_apart_get_a_window_each_with_the_gap_named() {
    let n = 5000;
    let attack = Attack::new(n, vec![sq(0, 0), sq(4999, 4999)], sq(4999, 4999), sq(0, 0)).unwrap();
    let drawn = draw(&attack, Paint::PLAIN);
    assert_eq!(drawn.matches('X').count(), 3, "{drawn}");
    assert!(drawn.contains("⋮ 4968 rows not shown"), "{drawn}");
    assert!(drawn.contains("rows 1–16, columns 1–16; rows 4985–5000, columns 4985–5000"));
    let board_lines = drawn.lines().filter(|l| l.contains('·'));
    assert!(
        board_lines.clone().count() == 32 && board_lines.clone().all(|l| l.chars().count() < 40)
    );
}

#[test]
fn colour_marks_the_pair_and_the_line_only_when_asked() {
    let attack = Attack::new(4, queens(&[1, 3, 0, 0]), sq(2, 0), sq(3, 0)).unwrap();
    let plain = draw(&attack, Paint::PLAIN);
    assert!(!plain.contains('\x1b'));
    let coloured = draw(&attack, Paint { colour: true });
    assert!(coloured.contains("\x1b[1;31mX\x1b[0m"), "{coloured:?}");
    let stripped = coloured
        .replace("\x1b[1;31m", "")
        .replace("\x1b[33m", "")
        .replace("\x1b[2m", "")
        .replace("\x1b[0m", "");
    assert_eq!(stripped, plain);
}

#[test]
fn two_queens_on_one_square_are_named_as_such() {
    let attack = Attack::new(3, vec![sq(1, 1), sq(1, 1)], sq(1, 1), sq(1, 1)).unwrap();
    let drawn = draw(&attack, Paint::PLAIN);
    assert!(
        drawn.ends_with("X two queens on row 2, column 2"),
        "{drawn}"
    );
}

#[test]
fn coordinates_are_drawn_with_y_growing_upwards() {
    use crate::check::fault::Naming;
    // Kattis queens: (x, y) = (0, 0) and (2, 2), on a 3 × 3 board.
    let at = |x: usize, y: usize| sq(2 - y, x);
    let attack = Attack::new(3, vec![at(0, 0), at(2, 2)], at(0, 0), at(2, 2))
        .unwrap()
        .named(Naming::XAndY);
    let drawn = draw(&attack, Paint::PLAIN);
    let wanted = [
        "   0 1 2",
        " 2 · · X",
        " 1 · / ·",
        " 0 X · ·",
        "X the queens at (2, 2) and (0, 0), / their diagonal",
    ]
    .join("\n");
    assert_eq!(drawn, wanted, "\n{drawn}");
}
