//! C files for the LeetCode tests.

use super::Files;

pub const FILES: Files = Files {
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
    printf("counting %d\n", n);
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
};
