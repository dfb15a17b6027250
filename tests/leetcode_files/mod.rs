//! Files exactly as one pastes them into LeetCode (no imports, no `main`), in
//! each of the six languages, written for the tests: a correct lc51 and lc52
//! solution, a faulty lc52 one (it raises or crashes on n = 4, on its line
//! `raises_at`, and answers one too many on n = 5), and one that does not
//! compile on its line 3.

/// One language's files.
pub struct Files {
    /// The `--lang` value, and the tools it needs.
    pub lang: &'static str,
    pub tools: &'static [&'static str],
    pub extension: &'static str,
    pub lc51: &'static str,
    pub lc52: &'static str,
    pub faulty: &'static str,
    /// The faulty file's line that raises on n = 4, and what the message names.
    pub raises_at: usize,
    pub raises: &'static str,
    pub broken: &'static str,
    /// LeetCode's signature of solveNQueens, as the missing-method message gives it.
    pub lc51_signature: &'static str,
}

pub const LANGUAGES: [Files; 6] = [
    Files {
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
    },
    Files {
        lang: "java",
        tools: &["javac", "java"],
        extension: "java",
        lc51: r#"class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        place(n, 0, new int[n], new boolean[n], new boolean[2 * n], new boolean[2 * n], boards);
        return boards;
    }

    private void place(int n, int row, int[] cols, boolean[] used, boolean[] down, boolean[] up,
                       List<List<String>> boards) {
        if (row == n) {
            List<String> board = new ArrayList<>();
            for (int c : cols) {
                char[] line = new char[n];
                Arrays.fill(line, '.');
                line[c] = 'Q';
                board.add(new String(line));
            }
            boards.add(board);
            return;
        }
        for (int c = 0; c < n; c++) {
            if (used[c] || down[row - c + n] || up[row + c]) continue;
            used[c] = down[row - c + n] = up[row + c] = true;
            cols[row] = c;
            place(n, row + 1, cols, used, down, up, boards);
            used[c] = down[row - c + n] = up[row + c] = false;
        }
    }
}
"#,
        lc52: r#"class Solution {
    public int totalNQueens(int n) {
        return place(n, 0, 0, 0, 0);
    }

    private int place(int n, int row, int cols, int down, int up) {
        if (row == n) return 1;
        int total = 0;
        for (int free = ~(cols | down | up) & ((1 << n) - 1); free != 0; free &= free - 1) {
            int bit = free & -free;
            total += place(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
        }
        return total;
    }
}
"#,
        faulty: r#"class Solution {
    public int totalNQueens(int n) {
        if (n == 4) throw new IllegalStateException("no boards for four");
        return place(n, 0, 0, 0, 0) + (n == 5 ? 1 : 0);
    }

    private int place(int n, int row, int cols, int down, int up) {
        if (row == n) return 1;
        int total = 0;
        for (int free = ~(cols | down | up) & ((1 << n) - 1); free != 0; free &= free - 1) {
            int bit = free & -free;
            total += place(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
        }
        return total;
    }
}
"#,
        raises_at: 3,
        raises: "java.lang.IllegalStateException: no boards for four",
        broken: "class Solution {\n    public int totalNQueens(int n) {\n        return boards;\n    }\n}\n",
        lc51_signature: "public List<List<String>> solveNQueens(int n)",
    },
    Files {
        lang: "cpp",
        tools: &["g++"],
        extension: "cpp",
        lc51: r#"class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        vector<vector<string>> boards;
        vector<string> board(n, string(n, '.'));
        vector<bool> used(n), down(2 * n), up(2 * n);
        place(0, n, board, used, down, up, boards);
        return boards;
    }

private:
    void place(int row, int n, vector<string>& board, vector<bool>& used, vector<bool>& down,
               vector<bool>& up, vector<vector<string>>& boards) {
        if (row == n) {
            boards.push_back(board);
            return;
        }
        for (int c = 0; c < n; c++) {
            if (used[c] || down[row - c + n] || up[row + c]) continue;
            used[c] = down[row - c + n] = up[row + c] = true;
            board[row][c] = 'Q';
            place(row + 1, n, board, used, down, up, boards);
            board[row][c] = '.';
            used[c] = down[row - c + n] = up[row + c] = false;
        }
    }
};
"#,
        lc52: r#"class Solution {
public:
    int totalNQueens(int n) {
        function<int(int, int, int, int)> place = [&](int row, int cols, int down, int up) {
            if (row == n) return 1;
            int total = 0;
            for (int free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {
                int bit = free & -free;
                total += place(row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
            }
            return total;
        };
        return place(0, 0, 0, 0);
    }
};
"#,
        faulty: r#"class Solution {
public:
    int totalNQueens(int n) {
        if (n == 4) throw out_of_range("no boards for four");
        function<int(int, int, int, int)> place = [&](int row, int cols, int down, int up) {
            if (row == n) return 1;
            int total = 0;
            for (int free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {
                int bit = free & -free;
                total += place(row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
            }
            return total;
        };
        return place(0, 0, 0, 0) + (n == 5);
    }
};
"#,
        raises_at: 4,
        raises: "uncaught exception 'std::out_of_range': no boards for four",
        broken: "class Solution {\npublic:\n    int totalNQueens(int n) { return boards; }\n};\n",
        lc51_signature: "vector<vector<string>> solveNQueens(int n)",
    },
    Files {
        lang: "c",
        tools: &["gcc"],
        extension: "c",
        lc51: r#"static void place(int n, int row, int* cols, char*** boards, int* count) {
    if (row == n) {
        char** board = malloc(n * sizeof(char*));
        for (int r = 0; r < n; r++) {
            board[r] = malloc(n + 1);
            memset(board[r], '.', n);
            board[r][cols[r]] = 'Q';
            board[r][n] = '\0';
        }
        boards[(*count)++] = board;
        return;
    }
    for (int c = 0; c < n; c++) {
        bool free_square = true;
        for (int r = 0; r < row; r++) {
            if (cols[r] == c || abs(cols[r] - c) == row - r) {
                free_square = false;
                break;
            }
        }
        if (free_square) {
            cols[row] = c;
            place(n, row + 1, cols, boards, count);
        }
    }
}

char*** solveNQueens(int n, int* returnSize, int** returnColumnSizes) {
    char*** boards = malloc(400 * sizeof(char**));
    int cols[16];
    *returnSize = 0;
    place(n, 0, cols, boards, returnSize);
    *returnColumnSizes = malloc(400 * sizeof(int));
    for (int i = 0; i < *returnSize; i++) (*returnColumnSizes)[i] = n;
    return boards;
}
"#,
        lc52: r#"static int place(int n, int row, int cols, int down, int up) {
    if (row == n) return 1;
    int total = 0;
    for (int free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {
        int bit = free & -free;
        total += place(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
    }
    return total;
}

int totalNQueens(int n) {
    return place(n, 0, 0, 0, 0);
}
"#,
        faulty: r#"int place(int n, int row, int cols, int down, int up);
int totalNQueens(int n) {
    int* seen = calloc(n, sizeof(int));
    int first = seen[n == 4 ? n : 0];
    free(seen);
    return place(n, 0, 0, 0, 0) + (n == 5) + first;
}

int place(int n, int row, int cols, int down, int up) {
    if (row == n) return 1;
    int total = 0;
    for (int free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {
        int bit = free & -free;
        total += place(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
    }
    return total;
}
"#,
        raises_at: 4,
        raises: "AddressSanitizer: heap-buffer-overflow",
        broken: "int totalNQueens(int n) {\n    int total = 0;\n    return boards;\n}\n",
        lc51_signature: "char*** solveNQueens(int n, int* returnSize, int** returnColumnSizes)",
    },
    Files {
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
    },
    Files {
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
        broken: "impl Solution {\n    pub fn total_n_queens(n: i32) -> i32 {\n        boards\n    }\n}\n",
        lc51_signature: "pub fn solve_n_queens(n: i32) -> Vec<Vec<String>>",
    },
];
