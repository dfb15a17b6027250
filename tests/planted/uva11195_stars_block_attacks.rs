// UVa 11195 with a planted misreading: a `*` square stops an attack passing
// through it (the statement says it only cannot hold a queen).
use std::io::Read;
fn attacked(board: &[Vec<u8>], queens: &[usize], r: usize, c: usize) -> bool {
    queens.iter().enumerate().any(|(pr, &pc)| {
        let (dr, dc) = (r - pr, c as i64 - pc as i64);
        if dc != 0 && dc.unsigned_abs() as usize != dr {
            return false;
        }
        let step = dc.signum();
        // Blocked if a '*' stands strictly between the two squares.
        !(1..dr).any(|k| board[pr + k][(pc as i64 + step * k as i64) as usize] == b'*')
    })
}
fn go(board: &[Vec<u8>], queens: &mut Vec<usize>) -> u64 {
    let (n, r) = (board.len(), queens.len());
    if r == n {
        return 1;
    }
    let mut total = 0;
    for c in 0..n {
        if board[r][c] == b'.' && !attacked(board, queens, r, c) {
            queens.push(c);
            total += go(board, queens);
            queens.pop();
        }
    }
    total
}
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut words = s.split_whitespace();
    let mut case = 0;
    while let Some(n) = words.next().map(|w| w.parse::<usize>().unwrap()).filter(|&n| n > 0) {
        let board: Vec<Vec<u8>> = (0..n).map(|_| words.next().unwrap().bytes().collect()).collect();
        case += 1;
        println!("Case {case}: {}", go(&board, &mut Vec::new()));
    }
}
