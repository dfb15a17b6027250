//! The languages a user's own file may be written in, compiled and run the way
//! Baekjoon does (its language help page, help.acmicpc.net/language/info), with
//! Baekjoon's extra time and memory for the slower runtimes.

pub mod prepare;

use std::time::Duration;

/// How one language is built and run, in a directory holding `source_name`.
#[derive(Debug)]
pub struct Language {
    pub name: &'static str,
    pub extensions: &'static [&'static str],
    /// The file name the judge compiles (Java insists on `Main.java`).
    pub source_name: &'static str,
    /// The compile or syntax-check command, if any.
    pub compile: Option<&'static [&'static str]>,
    pub run: &'static [&'static str],
    /// Native code gets an address-space cap, so an oversized allocation fails;
    /// managed runtimes reserve far more address space than they touch.
    pub native: bool,
    /// Baekjoon's rule: limits become `limit × factor + extra`.
    pub baekjoon_time: (u32, Duration),
    pub baekjoon_memory: (u64, u64),
}

/// Baekjoon's rule for languages without extra time or memory.
const NO_EXTRA_TIME: (u32, Duration) = (1, Duration::ZERO);
const NO_EXTRA_MEMORY: (u64, u64) = (1, 0);

pub const LANGUAGES: [Language; 6] = [
    Language {
        name: "Rust",
        extensions: &["rs"],
        source_name: "Main.rs",
        compile: Some(&["rustc", "--edition", "2021", "-O", "-o", "Main", "Main.rs"]),
        run: &["./Main"],
        native: true,
        baekjoon_time: NO_EXTRA_TIME,
        baekjoon_memory: NO_EXTRA_MEMORY,
    },
    Language {
        name: "C",
        extensions: &["c"],
        source_name: "Main.c",
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
        baekjoon_time: NO_EXTRA_TIME,
        baekjoon_memory: NO_EXTRA_MEMORY,
    },
    Language {
        name: "C++",
        extensions: &["cpp", "cc", "cxx"],
        source_name: "Main.cc",
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
        baekjoon_time: NO_EXTRA_TIME,
        baekjoon_memory: NO_EXTRA_MEMORY,
    },
    Language {
        name: "Python 3",
        extensions: &["py"],
        source_name: "Main.py",
        compile: Some(&[
            "python3",
            "-W",
            "ignore",
            "-c",
            "import py_compile; py_compile.compile(r'Main.py', doraise=True)",
        ]),
        run: &["python3", "-W", "ignore", "Main.py"],
        native: false,
        baekjoon_time: (3, Duration::from_secs(2)),
        baekjoon_memory: (2, 32 * 1024),
    },
    Language {
        name: "Java",
        extensions: &["java"],
        source_name: "Main.java",
        compile: Some(&[
            "javac",
            "--release",
            "11",
            "-J-Xms1024m",
            "-J-Xmx1920m",
            "-J-Xss512m",
            "-encoding",
            "UTF-8",
            "Main.java",
        ]),
        // Baekjoon also passes -Xms1024m; left out here because this judge bills resident
        // memory, and a large initial heap would be touched before the first collection.
        run: &[
            "java",
            "-Xss512m",
            "-Dfile.encoding=UTF-8",
            "-XX:+UseSerialGC",
            "-DONLINE_JUDGE=1",
            "-DBOJ=1",
            "Main",
        ],
        native: false,
        baekjoon_time: (2, Duration::from_secs(1)),
        baekjoon_memory: (2, 16 * 1024),
    },
    Language {
        name: "JavaScript (Node.js)",
        extensions: &["js"],
        source_name: "Main.js",
        compile: Some(&["node", "--check", "Main.js"]),
        run: &["node", "--stack-size=65536", "Main.js"],
        native: false,
        baekjoon_time: NO_EXTRA_TIME,
        baekjoon_memory: NO_EXTRA_MEMORY,
    },
];

/// The language of a file, by its extension.
pub fn by_extension(extension: &str) -> Option<&'static Language> {
    LANGUAGES.iter().find(|l| l.extensions.contains(&extension))
}

impl Language {
    /// Baekjoon's limits for this language, given the problem's.
    pub fn baekjoon_limits(&self, time: Duration, memory_kib: u64) -> (Duration, u64) {
        let (time_factor, time_extra) = self.baekjoon_time;
        let (memory_factor, memory_extra_kib) = self.baekjoon_memory;
        (
            time * time_factor + time_extra,
            memory_kib * memory_factor + memory_extra_kib,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn baekjoon_gives_python_and_java_extra_time_and_memory() {
        let python = by_extension("py").unwrap();
        assert_eq!(
            python.baekjoon_limits(Duration::from_secs(1), 131072),
            (Duration::from_secs(5), 294912)
        );
        let java = by_extension("java").unwrap();
        assert_eq!(
            java.baekjoon_limits(Duration::from_secs(10), 131072),
            (Duration::from_secs(21), 278528)
        );
        let cpp = by_extension("cc").unwrap();
        assert_eq!(
            cpp.baekjoon_limits(Duration::from_secs(1), 131072),
            (Duration::from_secs(1), 131072)
        );
    }

    #[test]
    fn unknown_extensions_have_no_language() {
        assert!(by_extension("kt").is_none());
        assert_eq!(by_extension("rs").unwrap().name, "Rust");
    }
}
