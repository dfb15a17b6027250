//! AOJ ALDS1_13_A the plain way: backtracking row by row with the given queens
//! fixed, each square checked against every queen placed so far.

use std::io::Read;

fn go(given: &[Option<usize>], queens: &mut Vec<usize>) -> bool {
    let row = queens.len();
    if row == 8 {
        return true;
    }
    for c in 0..8 {
        let allowed = given[row].is_none_or(|g| g == c)
            && queens
                .iter()
                .enumerate()
                .all(|(r, &q)| q != c && q.abs_diff(c) != row - r);
        if allowed {
            queens.push(c);
            if go(given, queens) {
                return true;
            }
            queens.pop();
        }
    }
    false
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<usize> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut given = [None; 8];
    for pair in numbers[1..].chunks(2) {
        given[pair[0]] = Some(pair[1]);
    }
    let mut queens = Vec::new();
    go(&given, &mut queens);
    for c in queens {
        println!("{}", (0..8).map(|x| if x == c { 'Q' } else { '.' }).collect::<String>());
    }
}
