//! JavaScript files for the LeetCode tests.

use super::Files;

pub const FILES: Files = Files {
    lang: "javascript",
    tools: &["node"],
    extension: "js",
    lc51: r#"/**
 * @param {number} n
 * @return {string[][]}
 */
var solveNQueens = function(n) {
    const boards = [];
    const cols = [];
    const used = new Set();
    const place = (row) => {
        if (row === n) {
            boards.push(cols.map((c) => '.'.repeat(c) + 'Q' + '.'.repeat(n - c - 1)));
            return;
        }
        for (let c = 0; c < n; c++) {
            const marks = ['c' + c, 'd' + (row - c), 'a' + (row + c)];
            if (marks.some((m) => used.has(m))) continue;
            marks.forEach((m) => used.add(m));
            cols.push(c);
            place(row + 1);
            cols.pop();
            marks.forEach((m) => used.delete(m));
        }
    };
    place(0);
    return boards;
};
"#,
    lc52: r#"/**
 * @param {number} n
 * @return {number}
 */
var totalNQueens = function(n) {
    const place = (row, cols, down, up) => {
        if (row === n) return 1;
        let total = 0;
        for (let free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {
            const bit = free & -free;
            total += place(row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
        }
        return total;
    };
    return place(0, 0, 0, 0);
};
"#,
    faulty: r#"var totalNQueens = function(n) {
    const place = (row, cols, down, up) => {
        if (row === 0 && n === 4) throw new RangeError("no boards for four");
        if (row === 0) console.log("counting", n);
        if (row === n) return 1;
        let total = 0;
        for (let free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {
            const bit = free & -free;
            total += place(row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
        }
        return total;
    };
    return place(0, 0, 0, 0) + (n === 5 ? 1 : 0);
};
"#,
    raises_at: 3,
    raises: "RangeError: no boards for four",
    broken: "var totalNQueens = function(n) {\n    let total = 0;\n    return total +;\n};\n",
    lc51_signature: "var solveNQueens = function(n)",
};
