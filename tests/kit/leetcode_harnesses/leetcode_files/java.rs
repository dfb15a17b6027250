//! Java files for the LeetCode tests.

use super::Files;

pub const FILES: Files = Files {
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
        System.out.println("counting " + n);
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
    broken:
        "class Solution {\n    public int totalNQueens(int n) {\n        return boards;\n    }\n}\n",
    lc51_signature: "public List<List<String>> solveNQueens(int n)",
};
