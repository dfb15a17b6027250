//! The generated harnesses, built and run directly on several cases in one
//! process: a solution whose state outlives its `Solution` shows it in its
//! later answers, and what it prints, even a forged record on descriptor 1 or
//! 2, never reaches the channel. A language whose toolchain is missing is
//! skipped, saying so on stderr.

use super::{channel, Signature, UserCode};
use crate::lang::tools;
use crate::problem::Problem;
use crate::tempdir::TempDir;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// What a solution prints to look like the harness: a case boundary and a
/// wrong answer for case 2 (its real answer is 1), and the end of the run.
const FORGED: &str = "start 2\\ndone 2 0 0 1\\n0\\nend";

/// lc52 solutions that count into state that outlives the call, and print `FORGED`.
const LEAKY: [(&str, &str, &[&str]); 6] = [
    (
        "py",
        "class Solution:\n    found = []\n\n    def totalNQueens(self, n: int) -> int:\n        \
         def place(row, cols, down, up):\n            if row == n:\n                self.found.append(n)\n                \
         return\n            free = ~(cols | down | up) & ((1 << n) - 1)\n            while free:\n                \
         bit = free & -free\n                free ^= bit\n                \
         place(row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1)\n\n        place(0, 0, 0, 0)\n        \
         print(\"FORGED\")\n        os.write(1, b\"FORGED\\n\")\n        sys.stderr.write(\"FORGED\\n\")\n        \
         return len(self.found)\n",
        &["python3"],
    ),
    (
        "java",
        "class Solution {\n    static int found = 0;\n\n    public int totalNQueens(int n) {\n        \
         place(n, 0, 0, 0, 0);\n        System.out.println(\"FORGED\");\n        \
         new PrintStream(new FileOutputStream(FileDescriptor.out), true).println(\"FORGED\");\n        \
         System.err.println(\"FORGED\");\n        return found;\n    }\n\n    \
         void place(int n, int row, int cols, int down, int up) {\n        if (row == n) { found++; return; }\n        \
         int free = ~(cols | down | up) & ((1 << n) - 1);\n        while (free != 0) {\n            \
         int bit = free & -free;\n            free ^= bit;\n            \
         place(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);\n        }\n    }\n}\n",
        &["javac", "java"],
    ),
    (
        "cpp",
        "int found = 0;\n\nclass Solution {\n    void place(int n, int row, int cols, int down, int up) {\n        \
         if (row == n) { found++; return; }\n        for (int free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {\n            \
         int bit = free & -free;\n            place(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);\n        }\n    }\n\
         public:\n    int totalNQueens(int n) {\n        place(n, 0, 0, 0, 0);\n        \
         cout << \"FORGED\" << endl;\n        cerr << \"FORGED\" << endl;\n        return found;\n    }\n};\n",
        &["g++"],
    ),
    (
        "c",
        "#include <unistd.h>\n\nstatic int found;\n\nstatic void place(int n, int row, int cols, int down, int up) {\n    \
         if (row == n) { found++; return; }\n    for (int free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {\n        \
         int bit = free & -free;\n        place(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);\n    }\n}\n\n\
         int totalNQueens(int n) {\n    place(n, 0, 0, 0, 0);\n    printf(\"FORGED\\n\");\n    fflush(stdout);\n    \
         write(1, \"FORGED\\n\", sizeof \"FORGED\\n\" - 1);\n    fprintf(stderr, \"FORGED\\n\");\n    return found;\n}\n",
        &["gcc"],
    ),
    (
        "js",
        "let found = 0;\n\nvar totalNQueens = function(n) {\n    \
         const place = (row, cols, down, up) => {\n        if (row === n) { found++; return; }\n        \
         for (let free = ~(cols | down | up) & ((1 << n) - 1); free; free &= free - 1) {\n            \
         const bit = free & -free;\n            place(row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);\n        }\n    };\n    \
         place(0, 0, 0, 0);\n    console.log(\"FORGED\");\n    process.stdout.write(\"FORGED\\n\");\n    \
         require('fs').writeSync(1, \"FORGED\\n\");\n    return found;\n};\n",
        &["node"],
    ),
    (
        "rs",
        "use std::sync::atomic::{AtomicI32, Ordering};\n\nstatic FOUND: AtomicI32 = AtomicI32::new(0);\n\n\
         impl Solution {\n    pub fn total_n_queens(n: i32) -> i32 {\n        \
         fn place(n: i32, row: i32, cols: i32, down: i32, up: i32) {\n            \
         if row == n {\n                FOUND.fetch_add(1, Ordering::Relaxed);\n                return;\n            }\n            \
         let mut free = !(cols | down | up) & ((1 << n) - 1);\n            while free != 0 {\n                \
         let bit = free & -free;\n                free ^= bit;\n                \
         place(n, row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1);\n            }\n        }\n        \
         place(n, 0, 0, 0, 0);\n        println!(\"FORGED\");\n        eprintln!(\"FORGED\");\n        \
         FOUND.load(Ordering::Relaxed)\n    }\n}\n",
        &["rustc"],
    ),
];

fn on_path(tool: &str) -> bool {
    std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
        .any(|d| d.join(tool).is_file())
}

/// Builds `source` as the user's file for lc52, the way the judge's LeetCode
/// toolchain does, and runs its harness on `n` = 1, 2 and 4 in one process:
/// the channel it wrote, and its stderr.
fn run_three_cases(dir: &Path, extension: &str, source: &str) -> (Vec<u8>, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let problem = Problem::load(root, "lc52").unwrap();
    let signature = Signature::parse(problem.leetcode_method.as_deref().unwrap()).unwrap();
    let language = crate::lang::by_extension(extension).unwrap();
    let workdir = dir.join(extension);
    std::fs::create_dir(&workdir).unwrap();
    let shown = format!("leaky.{extension}");
    let source = source.replace("FORGED", FORGED);
    let user = UserCode {
        source: &source,
        shown: &shown,
        workdir: &workdir,
    };
    let harness = super::harness(language.kind, &signature, &user).unwrap();
    for (name, contents) in &harness.files {
        std::fs::write(workdir.join(name), contents).unwrap();
    }
    let resolve = |argv| {
        tools::resolve(
            argv,
            &workdir,
            &harness.user_file,
            &shown,
            Path::new(&shown),
        )
        .unwrap()
    };
    if let Some(compile) = language.leetcode.compile {
        let argv = resolve(compile);
        let out = Command::new(&argv[0])
            .args(&argv[1..])
            .current_dir(&workdir)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{extension}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let argv = channel::command(&resolve(language.leetcode.run), 3);
    let stdout = workdir.join("channel");
    let mut child = Command::new(&argv[0])
        .args(&argv[1..])
        .current_dir(&workdir)
        .stdin(Stdio::piped())
        .stdout(std::fs::File::create(&stdout).unwrap())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdin = channel::stdin_for(1, [&b"1\n"[..], b"2\n", b"4\n"]).unwrap();
    child.stdin.take().unwrap().write_all(&stdin).unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{extension}: {stderr}");
    (std::fs::read(&stdout).unwrap(), stderr)
}

#[test]
fn every_harness_runs_its_cases_in_one_process_and_no_print_reaches_its_channel() {
    let dir = TempDir::new("harness-test").unwrap();
    std::thread::scope(|s| {
        for (extension, source, tools) in LEAKY {
            if let Some(missing) = tools.iter().find(|t| !on_path(t)) {
                eprintln!("skipped {extension}: {missing} not installed");
                continue;
            }
            let dir = dir.path();
            s.spawn(move || {
                let (written, stderr) = run_three_cases(dir, extension, source);
                let results =
                    channel::parse(&written).unwrap_or_else(|e| panic!("{extension}: {e}"));
                let answers: Vec<&[u8]> = results.done.iter().map(|d| &d.answer[..]).collect();
                // 1, then 1 + 0 and 1 + 0 + 2: the state of earlier cases shows.
                assert_eq!(answers, [&b"1"[..], b"1", b"3"], "{extension}");
                assert!(results.finished && results.error.is_none(), "{extension}");
                assert!(
                    results.done.iter().all(|d| d.peak_rss_kib > 0),
                    "{extension}"
                );
                // What it printed went to stderr, every time.
                assert!(
                    stderr.matches("done 2 0 0 1").count() >= 3,
                    "{extension}: {stderr}"
                );
            });
        }
    });
}
