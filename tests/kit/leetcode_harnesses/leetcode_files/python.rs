//! Python 3 files for the LeetCode tests.

use super::Files;

pub const FILES: Files = Files {
    lang: "python3",
    tools: &["python3"],
    extension: "py",
    lc51: r#"class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards, cols, used = [], [], set()

        def place(row: int) -> None:
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in cols])
                return
            for c in range(n):
                marks = (("col", c), ("down", row - c), ("up", row + c))
                if any(m in used for m in marks):
                    continue
                used.update(marks)
                cols.append(c)
                place(row + 1)
                cols.pop()
                used.difference_update(marks)

        place(0)
        return boards
"#,
    lc52: r#"class Solution:
    def totalNQueens(self, n: int) -> int:
        @lru_cache(maxsize=None)
        def place(row: int, cols: int, down: int, up: int) -> int:
            if row == n:
                return 1
            total, free = 0, ~(cols | down | up) & ((1 << n) - 1)
            while free:
                bit = free & -free
                free ^= bit
                total += place(row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1)
            return total

        return place(0, 0, 0, 0)
"#,
    faulty: r#"class Solution:
    def totalNQueens(self, n: int) -> int:
        if n == 4:
            raise ValueError("no boards for four")
        print("counting", n)
        def place(row, cols, down, up):
            if row == n:
                return 1
            free = ~(cols | down | up) & ((1 << n) - 1)
            total = 0
            while free:
                bit = free & -free
                free ^= bit
                total += place(row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1)
            return total
        return place(0, 0, 0, 0) + (n == 5)
"#,
    raises_at: 4,
    raises: "ValueError: no boards for four",
    broken: "class Solution:\n    def totalNQueens(self, n: int) -> int:\n        return n +\n",
    lc51_signature: "def solveNQueens(self, n: int) -> List[List[str]]",
};
