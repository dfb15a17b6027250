//! The nine judges' rules, each fact with its source. Pages were read through
//! public copies where the page itself could not be reached; the README's
//! rules table is this table in prose, and a test keeps the two together.

use super::{Extras, Formula, Languages, Published, Rules, Source, Version, Whitespace};
use crate::problem::Judge;
use std::time::Duration;

const ALL: &[&str] = &[
    "rust",
    "c",
    "cpp",
    "python3",
    "pypy3",
    "java",
    "javascript",
];

const NO_HEAP_PUBLISHED: Source = Source::Practice(
    "its JVM flags are not published: Baekjoon's stack and collector, and a heap capped at the limit",
);
const PRACTICE_JVM: &[&str] = &[
    "-Xss512m",
    "-Dfile.encoding=UTF-8",
    "-XX:+UseSerialGC",
    "-Xmx{heap_mib}m",
];

const fn formula(time_factor: u32, time_extra_s: u64, memory_factor: u64, memory_extra_mib: u64) -> Formula {
    Formula {
        time_factor,
        time_extra: Duration::from_secs(time_extra_s),
        memory_factor,
        memory_extra_kib: memory_extra_mib * 1024,
    }
}

pub static RULES: [Rules; 9] = [
    Rules {
        judge: Judge::Baekjoon,
        name: "Baekjoon",
        languages: Languages {
            accepted: ALL,
            refused: &[],
            its_list: "C, C++, Rust 2021, Python 3, PyPy3, Java 11, node.js and more",
            source: Source::Page("help.acmicpc.net/language/info, through public copies"),
        },
        extras: Extras::Formula(&[
            ("python3", formula(3, 2, 2, 32)),
            ("pypy3", formula(3, 2, 2, 128)),
            ("java", formula(2, 1, 2, 16)),
            ("javascript", formula(3, 2, 2, 0)),
        ]),
        extras_source: Source::Page(
            "help.acmicpc.net/language/info through public copies: Python 3 ×3+2 s, ×2+32 MB; \
             PyPy3 ×3+2 s, ×2+128 MB; Java 11 ×2+1 s, ×2+16 MB; node.js ×3+2 s, ×2 MB; C, C++, Rust none",
        ),
        whitespace: Whitespace::Baekjoon,
        whitespace_source: Source::Page(
            "djm03178.tistory.com/22 on '출력 형식이 잘못되었습니다': a newline for a space (or the reverse) and \
             one space at a line's end are tolerated, other extra or missing whitespace is PE; \
             whitespace at the very end is ignored (practice reading of an accepted answer on board/view/22716)",
        ),
        jvm: &[
            "-Xss512m",
            "-Dfile.encoding=UTF-8",
            "-XX:+UseSerialGC",
            "-DONLINE_JUDGE=1",
            "-DBOJ=1",
            "-Xmx{heap_mib}m",
        ],
        jvm_source: Source::Practice(
            "Baekjoon's flags (help.acmicpc.net/language/info copies) with its -Xms1024m -Xmx1920m \
             replaced by a heap capped at the limit: the kit bills resident memory",
        ),
        toolchains: &[Published {
            language: "java",
            version: Version::Jdk(11),
            shown: "Java 11 (javac --release 11)",
            source: "help.acmicpc.net/language/info copies",
        }],
    },
    Rules {
        judge: Judge::LeetCode,
        name: "LeetCode",
        languages: Languages {
            accepted: &["rust", "c", "cpp", "python3", "java", "javascript"],
            refused: &["pypy3"],
            its_list: "C, C++, Rust, Python 3, Java, JavaScript and more, but no PyPy",
            source: Source::Page("LeetCode's 'What are the environments for the programming languages?' (envInfo, 2025)"),
        },
        extras: Extras::None,
        extras_source: Source::Page("LeetCode publishes no per-case limits at all"),
        whitespace: Whitespace::Tokens,
        whitespace_source: Source::Practice("the answer is a value that LeetCode compares, not text"),
        jvm: PRACTICE_JVM,
        jvm_source: NO_HEAP_PUBLISHED,
        toolchains: &[
            Published {
                language: "java",
                version: Version::Jdk(21),
                shown: "JDK 21 (javac --release 21)",
                source: "LeetCode envInfo (2025)",
            },
            Published {
                language: "cpp",
                version: Version::Clang { clang: 19, libstdcxx: 14 },
                shown: "clang 19 with GCC 14's libstdc++ (C++23)",
                source: "LeetCode envInfo (2025)",
            },
            Published {
                language: "python3",
                version: Version::Python(11),
                shown: "Python 3.11",
                source: "LeetCode envInfo (2025)",
            },
            Published {
                language: "javascript",
                version: Version::Node(20),
                shown: "Node.js 20.10",
                source: "LeetCode envInfo (2025)",
            },
            Published {
                language: "rust",
                version: Version::Rust { minor: 85, edition: 2024 },
                shown: "rustc 1.85, edition 2024",
                source: "jh05013's judge table (June 2025); yosupo06/library-checker-judge PR #561 (2026)",
            },
        ],
    },
    Rules {
        judge: Judge::Uva,
        name: "UVa",
        languages: Languages {
            accepted: &["c", "cpp", "java", "python3"],
            refused: &["rust", "pypy3", "javascript"],
            its_list: "ANSI C, C++, C++11, Java, Pascal and Python 3",
            source: Source::Page("onlinejudge.org's submission form (ANSI C 5.3.0 … PYTH3 3.5.1), through public copies"),
        },
        extras: Extras::None,
        extras_source: Source::Practice("none published"),
        whitespace: Whitespace::Exact,
        whitespace_source: Source::Practice(
            "onlinejudge.org gives PE ('check for spaces, justify, line feeds') and requires a newline \
             after every line; its exact rule is not published: byte for byte",
        ),
        jvm: PRACTICE_JVM,
        jvm_source: NO_HEAP_PUBLISHED,
        toolchains: &[
            Published {
                language: "java",
                version: Version::Jdk(8),
                shown: "Java 1.8 (OpenJDK)",
                source: "onlinejudge.org's language list, through public copies",
            },
            Published {
                language: "cpp",
                version: Version::Gcc(5),
                shown: "g++ 5.3.0",
                source: "onlinejudge.org's language list, through public copies",
            },
            Published {
                language: "python3",
                version: Version::Python(5),
                shown: "Python 3.5.1",
                source: "onlinejudge.org's language list, through public copies",
            },
        ],
    },
    Rules {
        judge: Judge::Cses,
        name: "CSES",
        languages: Languages {
            accepted: ALL,
            refused: &[],
            its_list: "C, C++, Rust, Python 3 (CPython, PyPy), Java, Node.js and more",
            source: Source::Page("cses.fi/howto, through a public copy"),
        },
        extras: Extras::None,
        extras_source: Source::Practice("none published"),
        whitespace: Whitespace::Tokens,
        whitespace_source: Source::Practice(
            "its verdicts have no PE (cses.fi contest instructions); the compare itself is not published",
        ),
        jvm: PRACTICE_JVM,
        jvm_source: NO_HEAP_PUBLISHED,
        toolchains: &[
            Published {
                language: "java",
                version: Version::Jdk(11),
                shown: "Java 11",
                source: "cses.fi/howto",
            },
            Published {
                language: "cpp",
                version: Version::Gcc(13),
                shown: "g++ 13.3.0",
                source: "cses.fi/howto",
            },
            Published {
                language: "python3",
                version: Version::Python(12),
                shown: "CPython 3.12.3",
                source: "cses.fi/howto",
            },
            Published {
                language: "pypy3",
                version: Version::Python(9),
                shown: "PyPy 3.9",
                source: "cses.fi/howto",
            },
            Published {
                language: "javascript",
                version: Version::Node(18),
                shown: "Node.js 18.19",
                source: "cses.fi/howto",
            },
            Published {
                language: "rust",
                version: Version::Rust { minor: 75, edition: 2021 },
                shown: "rustc 1.75, edition 2021 (or 2018)",
                source: "cses.fi/howto",
            },
        ],
    },
    Rules {
        judge: Judge::Aoj,
        name: "AOJ",
        languages: Languages {
            accepted: &["c", "cpp", "java", "python3", "javascript", "rust"],
            refused: &[],
            its_list: "C, C++, Java, Python 3, JavaScript, Rust and more",
            source: Source::Page("onlinejudge.u-aizu.ac.jp/system_info, through public references"),
        },
        extras: Extras::None,
        extras_source: Source::Practice("none published"),
        whitespace: Whitespace::Exact,
        whitespace_source: Source::Practice(
            "AOJ's submission states include PE (STATE_PRESENTATIONERROR); its rule is not published: byte for byte",
        ),
        jvm: PRACTICE_JVM,
        jvm_source: NO_HEAP_PUBLISHED,
        toolchains: &[
            Published {
                language: "cpp",
                version: Version::Gcc(11),
                shown: "g++ 11.4.1",
                source: "onlinejudge.u-aizu.ac.jp/system_info, through a public survey",
            },
            Published {
                language: "rust",
                version: Version::Rust { minor: 79, edition: 2021 },
                shown: "rustc 1.79",
                source: "jh05013's judge table (June 2025)",
            },
        ],
    },
    Rules {
        judge: Judge::Spoj,
        name: "SPOJ",
        languages: Languages {
            accepted: &["c", "cpp", "java", "rust"],
            refused: &[],
            its_list: "C, C++, Java, Rust and dozens more",
            source: Source::Page("SPOJ's guide (C, C++, Java) and submit page (Rust 1.56), through public copies"),
        },
        extras: Extras::None,
        extras_source: Source::Practice("none published"),
        whitespace: Whitespace::Tokens,
        whitespace_source: Source::Page(
            "a SPOJ user guide: the output is compared after stripping extra blanks and newlines; AC or WA only",
        ),
        jvm: PRACTICE_JVM,
        jvm_source: NO_HEAP_PUBLISHED,
        toolchains: &[Published {
            language: "rust",
            version: Version::Rust { minor: 56, edition: 2021 },
            shown: "rustc 1.56",
            source: "jh05013's judge table (June 2025), spoj.com/submit/TEST",
        }],
    },
    Rules {
        judge: Judge::Kattis,
        name: "Kattis",
        languages: Languages {
            accepted: ALL,
            refused: &[],
            its_list: "C, C++, Rust, Python 3 (CPython, PyPy), Java, JavaScript (Node.js) and more",
            source: Source::Practice(
                "its Java and Rust pages were read; the other languages are on its language list, not read here",
            ),
        },
        extras: Extras::None,
        extras_source: Source::Page("the whole program, JVM included, must fit the limit (2020.nwerc.eu/system)"),
        whitespace: Whitespace::Tokens,
        whitespace_source: Source::Page(
            "Kattis's default output validator compares tokens, whitespace ignored (problemtools default_validator)",
        ),
        jvm: &[
            "-Dfile.encoding=UTF-8",
            "-XX:+UseSerialGC",
            "-Xss64m",
            "-Xms{heap_mib}m",
            "-Xmx{heap_mib}m",
        ],
        jvm_source: Source::Page("open.kattis.com/…/languages/java: java 21.0.8 with these flags"),
        toolchains: &[
            Published {
                language: "java",
                version: Version::Jdk(21),
                shown: "Java 21.0.8",
                source: "open.kattis.com languages/java",
            },
            Published {
                language: "rust",
                version: Version::Rust { minor: 85, edition: 2021 },
                shown: "rustc 1.85",
                source: "jh05013's judge table (June 2025), icpc.kattis.com/languages/rust",
            },
        ],
    },
    Rules {
        judge: Judge::Hdu,
        name: "HDU",
        languages: Languages {
            accepted: &["c", "cpp", "java"],
            refused: &["rust", "python3", "pypy3", "javascript"],
            its_list: "C, C++, Pascal and Java",
            source: Source::Page("acm.hdu.edu.cn/faq.php"),
        },
        extras: Extras::JavaPair,
        extras_source: Source::Page(
            "each problem page: 'Time Limit: 2000/1000 MS (Java/Others)' and the same for memory",
        ),
        whitespace: Whitespace::TrailingIgnored {
            blanks: b" \t\r",
            presentation: true,
        },
        whitespace_source: Source::Page(
            "acm.hdu.edu.cn/faq.php: blanks missing or extra between two non-blank characters, or blank lines \
             between non-blank lines, are PE; blanks at a line's end and blank lines at the end are not \
             (leading blanks: practice, PE)",
        ),
        jvm: PRACTICE_JVM,
        jvm_source: NO_HEAP_PUBLISHED,
        toolchains: &[],
    },
    Rules {
        judge: Judge::Luogu,
        name: "Luogu",
        languages: Languages {
            accepted: ALL,
            refused: &[],
            its_list: "C, C++, Rust, Python 3, PyPy 3, Java 8 and 21, Node.js and more",
            source: Source::Page("luogu-dev/docs manual/luogu/problem/judging.md (2026)"),
        },
        extras: Extras::None,
        extras_source: Source::Page("judging.md: Luogu gives no language extra time or memory"),
        whitespace: Whitespace::TrailingIgnored {
            blanks: b" ",
            presentation: false,
        },
        whitespace_source: Source::Page(
            "luogu-dev/docs problem/index.md: spaces at a line's end and newlines at the end are ignored; \
             its verdicts have no PE",
        ),
        jvm: &["-DONLINE_JUDGE", "-Xmx{heap_mib}m"],
        jvm_source: Source::Practice("judging.md gives `java -DONLINE_JUDGE`; the kit caps the heap at the limit"),
        toolchains: &[
            Published {
                language: "java",
                version: Version::Jdk(21),
                shown: "Java 21 (OpenJDK 21.0.7)",
                source: "luogu-dev/docs judging.md",
            },
            Published {
                language: "cpp",
                version: Version::Gcc(15),
                shown: "g++ 15.1.0",
                source: "luogu-dev/docs judging.md",
            },
            Published {
                language: "python3",
                version: Version::Python(13),
                shown: "Python 3.13.5",
                source: "luogu-dev/docs judging.md",
            },
            Published {
                language: "pypy3",
                version: Version::Python(10),
                shown: "PyPy 3.10 (7.3.17)",
                source: "luogu-dev/docs judging.md",
            },
            Published {
                language: "javascript",
                version: Version::Node(22),
                shown: "Node.js 22.17",
                source: "luogu-dev/docs judging.md",
            },
            Published {
                language: "rust",
                version: Version::Rust { minor: 88, edition: 2024 },
                shown: "rustc 1.88, edition 2024",
                source: "luogu-dev/docs judging.md",
            },
        ],
    },
];
