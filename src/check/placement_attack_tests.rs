//! The placement checker's attack, as the board drawing needs it: the pair,
//! their line, every queen of the output's board, numbered as the message is.

use super::*;
use crate::check::fault::Line;
use crate::problem::NoneMarker;

const ONE_BASED: PlacementOptions = PlacementOptions {
    base: 1,
    echo_n: false,
    none: NoneMarker::Empty,
};

fn one(n: usize) -> Vec<Board> {
    vec![Board::empty(n)]
}

fn options(base: usize, echo_n: bool, none: NoneMarker) -> PlacementOptions {
    PlacementOptions { base, echo_n, none }
}

#[test]
fn an_attack_describes_the_whole_board_for_drawing() {
    // Rows 1 and 2 hold columns 1 and 2 (1-based): a diagonal; rows 3 and 4 are read ahead.
    let fault = check(&ONE_BASED, &one(4), b"2\n4\n1\n3\n", &b"1 2 4 9"[..]).unwrap_err();
    assert!(fault
        .message
        .starts_with("row 2: queen in column 2 attacks row 1's"));
    let attack = fault.attack.expect("an attack is structured");
    let sq = |row, column| Square { row, column };
    assert_eq!(
        (attack.n, attack.pair, attack.line),
        (4, [sq(0, 0), sq(1, 1)], Line::Diagonal)
    );
    assert_eq!(
        attack.queens,
        [sq(0, 0), sq(1, 1), sq(2, 3)],
        "row 4's 9 is off it"
    );
    assert_eq!(attack.naming.square(attack.pair[1], 4), "row 2, column 2");
    let zero = options(0, true, NoneMarker::Empty); // Baekjoon 9175, two cases
    let boards = [Board::empty(4), Board::empty(4)];
    let (expected, got) = (b"4 1 3 0 2\n4 1 3 0 2\n", b"4 1 3 0 2\n4 2 0 3 3\n");
    let fault = check(&zero, &boards, expected, &got[..]).unwrap_err();
    let case_2 = "case 2, row 4: queen in column 3 attacks row 3's";
    assert!(fault.message.starts_with(case_2), "{}", fault.message);
    let attack = fault.attack.unwrap();
    assert_eq!(attack.line, Line::Column);
    assert_eq!(attack.naming.square(attack.pair[1], 4), "row 4, column 3");
    let stops = check(&ONE_BASED, &one(4), b"2\n4\n1\n3\n", &b"2 4 1"[..]);
    assert!(
        stops.unwrap_err().attack.is_none(),
        "no attack, nothing to draw"
    );
}
