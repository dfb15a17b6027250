//! C++ files for the LeetCode tests.

use super::Files;

pub const FILES: Files = Files {
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
        cout << "counting " << n << endl;
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
};
