//! Rust files for the LeetCode tests.

use super::Files;

pub const FILES: Files = Files {
    lang: "rust",
    tools: &["rustc"],
    extension: "rs",
    lc51: r#"impl Solution {
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        fn place(n: usize, row: usize, cols: &mut Vec<usize>, boards: &mut Vec<Vec<String>>) {
            if row == n {
                let board = cols
                    .iter()
                    .map(|&c| (0..n).map(|i| if i == c { 'Q' } else { '.' }).collect())
                    .collect();
                boards.push(board);
                return;
            }
            for c in 0..n {
                let free = cols
                    .iter()
                    .enumerate()
                    .all(|(r, &q)| q != c && row - r != q.abs_diff(c));
                if free {
                    cols.push(c);
                    place(n, row + 1, cols, boards);
                    cols.pop();
                }
            }
        }
        let mut boards = Vec::new();
        place(n as usize, 0, &mut Vec::new(), &mut boards);
        boards
    }
}
"#,
    lc52: r#"impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        fn place(n: u32, row: u32, cols: u32, down: u32, up: u32) -> i32 {
            if row == n {
                return 1;
            }
            let mut free = !(cols | down | up) & ((1 << n) - 1);
            let mut total = 0;
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                total += place(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
            }
            total
        }
        place(n as u32, 0, 0, 0, 0)
    }
}
"#,
    faulty: r#"impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        assert!(n != 4, "no boards for four");
        println!("counting {n}");
        fn place(n: u32, row: u32, cols: u32, down: u32, up: u32) -> i32 {
            if row == n {
                return 1;
            }
            let mut free = !(cols | down | up) & ((1 << n) - 1);
            let mut total = 0;
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                total += place(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
            }
            total
        }
        place(n as u32, 0, 0, 0, 0) + i32::from(n == 5)
    }
}
"#,
    raises_at: 3,
    raises: "panicked: no boards for four",
    broken:
        "impl Solution {\n    pub fn total_n_queens(n: i32) -> i32 {\n        boards\n    }\n}\n",
    lc51_signature: "pub fn solve_n_queens(n: i32) -> Vec<Vec<String>>",
};
