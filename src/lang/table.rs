//! The languages a user's own file may be written in, each built and run the
//! way its judge does: the stdin judges with Baekjoon's commands (from its
//! language help page, help.acmicpc.net/language/info, read through public
//! copies), LeetCode with its compilers and flags (the `envInfo` of its
//! question API, as captured in public repositories in 2025). What differs
//! from judge to judge is filled in from `judges/`: in a command, `{user}` is
//! the build directory's file holding the user's code, `{shown}` the path as
//! the user gave it, `{rust_edition}` the judge's edition, `{java_release}`
//! its `--release N` (none where unknown), `{jvm}` its JVM flags with the heap
//! capped at the memory limit. Extra time and memory are in `judges/`.

use super::{Kind, Language, Toolchain};

/// Python's syntax check: like Baekjoon's `py_compile` step, but it names the
/// user's file and line, not the judge's own compile call.
const PYTHON_CHECK: &str = "import sys
path, shown = sys.argv[1], sys.argv[2]
with open(path, 'rb') as f:
    source = f.read()
try:
    compile(source, shown, 'exec')
except (SyntaxError, ValueError) as e:
    where = '%s:%s:%s' % (shown, getattr(e, 'lineno', '?'), getattr(e, 'offset', '?'))
    sys.stderr.write('%s: %s: %s\\n' % (where, type(e).__name__, getattr(e, 'msg', e)))
    sys.exit(1)
";

const RUST: Toolchain = Toolchain {
    compile: Some(&[
        "rustc",
        "--edition",
        "{rust_edition}",
        "-O",
        "-o",
        "Main",
        "Main.rs",
    ]),
    run: &["./Main"],
    native: true,
};

const PYTHON3: Toolchain = Toolchain {
    compile: Some(&[
        "python3",
        "-W",
        "ignore",
        "-c",
        PYTHON_CHECK,
        "{user}",
        "{shown}",
    ]),
    run: &["python3", "-W", "ignore", "Main.py"],
    native: false,
};

const NODE_CHECK: &[&str] = &["node", "--check", "{user}"];

pub static LANGUAGES: [Language; 7] = [
    Language {
        name: "Rust",
        names: &["rust", "rs"],
        extensions: &["rs"],
        kind: Kind::Rust,
        source_name: "Main.rs",
        baekjoon: RUST,
        // LeetCode: Rust 1.79 at opt-level 2 (what -O means), with `struct Solution;` supplied.
        leetcode: RUST,
    },
    Language {
        name: "C",
        names: &["c"],
        extensions: &["c"],
        kind: Kind::C,
        source_name: "Main.c",
        baekjoon: Toolchain {
            compile: Some(&[
                "gcc",
                "Main.c",
                "-o",
                "Main",
                "-O2",
                "-Wall",
                "-lm",
                "-static",
                "-std=gnu11",
                "-DONLINE_JUDGE",
                "-DBOJ",
            ]),
            run: &["./Main"],
            native: true,
        },
        // LeetCode: gcc 14, gnu11, -O2, AddressSanitizer on. ASan reserves terabytes
        // of address space, so no address-space cap (native: false). The -Werror
        // flags are errors by default from gcc 14 on: a result of the wrong pointer
        // type is a compile error on LeetCode, not a warning.
        leetcode: Toolchain {
            compile: Some(&[
                "gcc",
                "Main.c",
                "-o",
                "Main",
                "-O2",
                "-g",
                "-std=gnu11",
                "-fsanitize=address",
                "-Werror=implicit-function-declaration",
                "-Werror=implicit-int",
                "-Werror=int-conversion",
                "-Werror=incompatible-pointer-types",
                "-lm",
            ]),
            run: &["./Main"],
            native: false,
        },
    },
    Language {
        name: "C++",
        names: &["cpp", "c++", "cc"],
        extensions: &["cpp", "cc", "cxx"],
        kind: Kind::Cpp,
        source_name: "Main.cc",
        baekjoon: Toolchain {
            compile: Some(&[
                "g++",
                "Main.cc",
                "-o",
                "Main",
                "-O2",
                "-Wall",
                "-lm",
                "-static",
                "-std=gnu++17",
                "-DONLINE_JUDGE",
                "-DBOJ",
            ]),
            run: &["./Main"],
            native: true,
        },
        // LeetCode: clang 19, C++23 with GCC 14's libstdc++, -O2, AddressSanitizer on:
        // clang++ where it is installed, else g++ stands in (the run says which).
        // gnu++2b: what both g++ 12 and clang 14 call C++23.
        leetcode: Toolchain {
            compile: Some(&[
                "clang++|g++",
                "Main.cc",
                "-o",
                "Main",
                "-O2",
                "-g",
                "-std=gnu++2b",
                "-fsanitize=address",
            ]),
            run: &["./Main"],
            native: false,
        },
    },
    Language {
        name: "Python 3",
        names: &["python3", "python", "py"],
        extensions: &["py"],
        kind: Kind::Python,
        source_name: "Main.py",
        baekjoon: PYTHON3,
        // LeetCode: Python 3.11.
        leetcode: PYTHON3,
    },
    Language {
        name: "PyPy3",
        names: &["pypy3", "pypy"],
        // Never chosen by extension: `.py` means CPython unless --lang says otherwise.
        extensions: &[],
        kind: Kind::Python,
        source_name: "Main.py",
        baekjoon: Toolchain {
            compile: Some(&[
                "pypy3",
                "-W",
                "ignore",
                "-c",
                PYTHON_CHECK,
                "{user}",
                "{shown}",
            ]),
            run: &["pypy3", "-W", "ignore", "Main.py"],
            native: false,
        },
        // LeetCode offers no PyPy; the same commands serve a LeetCode file.
        leetcode: Toolchain {
            compile: Some(&[
                "pypy3",
                "-W",
                "ignore",
                "-c",
                PYTHON_CHECK,
                "{user}",
                "{shown}",
            ]),
            run: &["pypy3", "-W", "ignore", "Main.py"],
            native: false,
        },
    },
    Language {
        name: "Java",
        names: &["java"],
        extensions: &["java"],
        kind: Kind::Java,
        source_name: "Main.java",
        baekjoon: Toolchain {
            // Baekjoon's javac flags, plus three for javac's own JVM (no effect on the
            // classes it writes): C1 only and a serial collector halve its CPU time,
            // and its counters stay in memory, not in a /tmp/hsperfdata_<user> it
            // would leave behind. The release is the judge's (Baekjoon's Java 11, UVa's 8, …).
            compile: Some(&[
                "javac",
                "{java_release}",
                "-J-Xms1024m",
                "-J-Xmx1920m",
                "-J-Xss512m",
                "-J-XX:TieredStopAtLevel=1",
                "-J-XX:+UseSerialGC",
                "-J-XX:+PerfDisableSharedMem",
                "-encoding",
                "UTF-8",
                "Main.java",
            ]),
            // The judge's JVM flags (Baekjoon's, Kattis's, …), heap capped at the limit.
            run: &["java", "{jvm}", "Main"],
            native: false,
        },
        // LeetCode: OpenJDK 21 with `--enable-preview --release 21`; here --release 21
        // where the JDK has it, else the JDK's own (and the run says so).
        leetcode: Toolchain {
            compile: Some(&[
                "javac",
                "{java_release}",
                "-J-XX:TieredStopAtLevel=1",
                "-J-XX:+UseSerialGC",
                "-J-XX:+PerfDisableSharedMem",
                "-encoding",
                "UTF-8",
                "Main.java",
            ]),
            run: &["java", "{jvm}", "Main"],
            native: false,
        },
    },
    Language {
        name: "JavaScript (Node.js)",
        names: &["javascript", "js", "node"],
        extensions: &["js"],
        kind: Kind::JavaScript,
        source_name: "Main.js",
        baekjoon: Toolchain {
            compile: Some(NODE_CHECK),
            run: &["node", "--stack-size=65536", "Main.js"],
            native: false,
        },
        // LeetCode: Node.js 20.10 (with --harmony, which adds nothing to Node 20).
        leetcode: Toolchain {
            compile: Some(NODE_CHECK),
            run: &["node", "Main.js"],
            native: false,
        },
    },
];

/// The package that provides a tool on Debian and Ubuntu, for the install hint.
pub fn package_for(tool: &str) -> &'static str {
    match tool {
        "rustc" => "rustc (or rustup, https://rustup.rs)",
        "gcc" => "gcc",
        "g++" => "g++",
        "clang++" => "clang",
        "python3" => "python3",
        "pypy3" => "pypy3",
        "javac" | "java" => "default-jdk",
        "node" => "nodejs",
        _ => "the package that provides it",
    }
}
