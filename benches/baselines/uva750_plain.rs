//! UVa 750 the plain way: for each dataset, backtracking column by column over
//! every row (the fixed queen kept), printing each solution as it is found.

use std::io::Read;

fn go(fixed: (usize, usize), rows: &mut Vec<usize>, found: &mut usize) {
    let col = rows.len();
    if col == 8 {
        *found += 1;
        let rows: Vec<String> = rows.iter().map(|r| (r + 1).to_string()).collect();
        println!("{:>2}      {}", found, rows.join(" "));
        return;
    }
    for r in 0..8 {
        let allowed = (col != fixed.1 || r == fixed.0)
            && rows
                .iter()
                .enumerate()
                .all(|(c, &q)| q != r && q.abs_diff(r) != col - c);
        if allowed {
            rows.push(r);
            go(fixed, rows, found);
            rows.pop();
        }
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<usize> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    for (i, pair) in numbers[1..].chunks(2).enumerate() {
        if i > 0 {
            println!();
        }
        println!("SOLN       COLUMN\n #      1 2 3 4 5 6 7 8\n");
        go((pair[0] - 1, pair[1] - 1), &mut Vec::new(), &mut 0);
    }
}
