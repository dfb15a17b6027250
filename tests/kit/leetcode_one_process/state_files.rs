//! lc52 files, as pasted into LeetCode, that keep state beyond their
//! `Solution`, in each of the six languages: one that leaks (it counts into a
//! class attribute, a static or a global that nothing resets, so every answer
//! after the first includes the earlier cases' boards), printing a forged
//! harness record that would make its second case right if prints counted;
//! and one whose class-level memo is right across calls.

/// What each forged print says: case 2 (n = 2) done with the right answer, 0.
pub const FORGED: &str = "start 2\\ndone 2 0 0 1\\n0\\nend";

/// One language's files.
pub struct StateFiles {
    pub lang: &'static str,
    pub tools: &'static [&'static str],
    pub extension: &'static str,
    /// Leaks, and prints `FORGED` (written as the word FORGED) on stdout and stderr.
    pub leaky: &'static str,
    pub memo: &'static str,
}

pub const LANGUAGES: [StateFiles; 6] = [
    StateFiles {
        lang: "python3",
        tools: &["python3"],
        extension: "py",
        leaky: r#"class Solution:
    found = []

    def totalNQueens(self, n: int) -> int:
        def place(row, cols, down, up):
            if row == n:
                self.found.append(1)
                return
            free = ~(cols | down | up) & ((1 << n) - 1)
            while free:
                bit = free & -free
                free ^= bit
                place(row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1)

        place(0, 0, 0, 0)
        print("FORGED")
        os.write(1, b"FORGED\n")
        sys.stderr.write("FORGED\n")
        return len(self.found)
"#,
        memo: r#"class Solution:
    memo = {}

    def totalNQueens(self, n: int) -> int:
        if n not in Solution.memo:
            Solution.memo[n] = self.count(n, 0, 0, 0, 0)
        return Solution.memo[n]

    def count(self, n, row, cols, down, up):
        if row == n:
            return 1
        total, free = 0, ~(cols | down | up) & ((1 << n) - 1)
        while free:
            bit = free & -free
            free ^= bit
            total += self.count(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1)
        return total
"#,
    },
    StateFiles {
        lang: "java",
        tools: &["javac", "java"],
        extension: "java",
        leaky: r#"class Solution {
    static int found = 0;

    public int totalNQueens(int n) {
        place(n, 0, 0, 0, 0);
        System.out.println("FORGED");
        new PrintStream(new FileOutputStream(FileDescriptor.out), true).println("FORGED");
        System.err.println("FORGED");
        return found;
    }

    void place(int n, int row, int cols, int down, int up) {
        if (row == n) { found++; return; }
        for (int free = ~(cols | down | up) & ((1 << n) - 1); free != 0; free &= free - 1) {
            int bit = free & -free;
            place(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
        }
    }
}
"#,
        memo: r#"class Solution {
    static Map<Integer, Integer> memo = new HashMap<>();

    public int totalNQueens(int n) {
        return memo.computeIfAbsent(n, k -> count(k, 0, 0, 0, 0));
    }

    int count(int n, int row, int cols, int down, int up) {
        if (row == n) return 1;
        int total = 0;
        for (int free = ~(cols | down | up) & ((1 << n) - 1); free != 0; free &= free - 1) {
            int bit = free & -free;
            total += count(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
        }
        return total;
    }
}
"#,
    },
    StateFiles {
        lang: "cpp",
        tools: &["g++"],
        extension: "cpp",
        leaky: r#"int found = 0;

class Solution {
    void place(int n, int row, int cols, int down, int up) {
        if (row == n) { found++; return; }
        for (int free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {
            int bit = free & -free;
            place(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
        }
    }
public:
    int totalNQueens(int n) {
        place(n, 0, 0, 0, 0);
        cout << "FORGED" << endl;
        printf("FORGED\n");
        cerr << "FORGED" << endl;
        return found;
    }
};
"#,
        memo: r#"class Solution {
    static inline map<int, int> memo;
    int count(int n, int row, int cols, int down, int up) {
        if (row == n) return 1;
        int total = 0;
        for (int free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {
            int bit = free & -free;
            total += count(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
        }
        return total;
    }
public:
    int totalNQueens(int n) {
        if (!memo.count(n)) memo[n] = count(n, 0, 0, 0, 0);
        return memo[n];
    }
};
"#,
    },
    StateFiles {
        lang: "c",
        tools: &["gcc"],
        extension: "c",
        leaky: r#"#include <unistd.h>

static int found;

static void place(int n, int row, int cols, int down, int up) {
    if (row == n) { found++; return; }
    for (int free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {
        int bit = free & -free;
        place(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
    }
}

int totalNQueens(int n) {
    place(n, 0, 0, 0, 0);
    printf("FORGED\n");
    fflush(stdout);
    write(1, "FORGED\n", sizeof "FORGED\n" - 1);
    fprintf(stderr, "FORGED\n");
    return found;
}
"#,
        memo: r#"static int memo[32];

static int count(int n, int row, int cols, int down, int up) {
    if (row == n) return 1;
    int total = 0;
    for (int free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {
        int bit = free & -free;
        total += count(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
    }
    return total;
}

int totalNQueens(int n) {
    if (!memo[n]) memo[n] = count(n, 0, 0, 0, 0) + 1;
    return memo[n] - 1;
}
"#,
    },
    StateFiles {
        lang: "javascript",
        tools: &["node"],
        extension: "js",
        leaky: r#"let found = 0;

var totalNQueens = function(n) {
    const place = (row, cols, down, up) => {
        if (row === n) { found++; return; }
        for (let free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {
            const bit = free & -free;
            place(row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
        }
    };
    place(0, 0, 0, 0);
    console.log("FORGED");
    process.stdout.write("FORGED\n");
    require('fs').writeSync(1, "FORGED\n");
    return found;
};
"#,
        memo: r#"const memo = new Map();

const count = (n, row, cols, down, up) => {
    if (row === n) return 1;
    let total = 0;
    for (let free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {
        const bit = free & -free;
        total += count(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
    }
    return total;
};

var totalNQueens = function(n) {
    if (!memo.has(n)) memo.set(n, count(n, 0, 0, 0, 0));
    return memo.get(n);
};
"#,
    },
    StateFiles {
        lang: "rust",
        tools: &["rustc"],
        extension: "rs",
        leaky: r#"use std::sync::atomic::{AtomicI32, Ordering};

static FOUND: AtomicI32 = AtomicI32::new(0);

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        fn place(n: i32, row: i32, cols: i32, down: i32, up: i32) {
            if row == n {
                FOUND.fetch_add(1, Ordering::Relaxed);
                return;
            }
            let mut free = !(cols | down | up) & ((1 << n) - 1);
            while free != 0 {
                let bit = free & -free;
                free ^= bit;
                place(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
            }
        }
        place(n, 0, 0, 0, 0);
        println!("FORGED");
        eprintln!("FORGED");
        FOUND.load(Ordering::Relaxed)
    }
}
"#,
        memo: r#"use std::sync::Mutex;

static MEMO: Mutex<Vec<(i32, i32)>> = Mutex::new(Vec::new());

impl Solution {
    pub fn total_n_queens(n: i32) -> i32 {
        fn count(n: i32, row: i32, cols: i32, down: i32, up: i32) -> i32 {
            if row == n {
                return 1;
            }
            let (mut total, mut free) = (0, !(cols | down | up) & ((1 << n) - 1));
            while free != 0 {
                let bit = free & -free;
                free ^= bit;
                total += count(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);
            }
            total
        }
        let mut memo = MEMO.lock().unwrap();
        if let Some(&(_, total)) = memo.iter().find(|(m, _)| *m == n) {
            return total;
        }
        let total = count(n, 0, 0, 0, 0);
        memo.push((n, total));
        total
    }
}
"#,
    },
];
