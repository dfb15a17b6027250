//! CSES 1624 the plain way: backtracking row by row over a 2-D array, checking
//! each square against every queen placed so far.

use std::io::Read;

fn go(board: &[Vec<u8>], queens: &mut Vec<usize>) -> u64 {
    let row = queens.len();
    if row == 8 {
        return 1;
    }
    let mut total = 0;
    for c in 0..8 {
        let free = board[row][c] == b'.'
            && queens
                .iter()
                .enumerate()
                .all(|(r, &q)| q != c && q.abs_diff(c) != row - r);
        if free {
            queens.push(c);
            total += go(board, queens);
            queens.pop();
        }
    }
    total
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let board: Vec<Vec<u8>> = input.lines().take(8).map(|l| l.bytes().collect()).collect();
    println!("{}", go(&board, &mut Vec::new()));
}
