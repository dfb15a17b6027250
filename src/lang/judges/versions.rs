//! The toolchain versions each judge publishes, for the drift line and for
//! the edition and Java release the kit compiles with on its problems.

use super::{Published, Version};

pub const BAEKJOON: &[Published] = &[Published {
    language: "java",
    version: Version::Jdk(11),
    shown: "Java 11 (javac --release 11)",
    source: "help.acmicpc.net/language/info, through public copies",
}];

pub const LEETCODE: &[Published] = &[
    Published {
        language: "java",
        version: Version::Jdk(21),
        shown: "JDK 21 (javac --release 21)",
        source: "LeetCode envInfo, 2025",
    },
    Published {
        language: "cpp",
        version: Version::Clang {
            clang: 19,
            libstdcxx: 14,
        },
        shown: "clang 19 with GCC 14's libstdc++ (C++23)",
        source: "LeetCode envInfo, 2025",
    },
    Published {
        language: "python3",
        version: Version::Python(11),
        shown: "Python 3.11",
        source: "LeetCode envInfo, 2025",
    },
    Published {
        language: "javascript",
        version: Version::Node(20),
        shown: "Node.js 20.10",
        source: "LeetCode envInfo, 2025",
    },
    Published {
        language: "rust",
        version: Version::Rust {
            minor: 85,
            edition: 2024,
        },
        shown: "rustc 1.85, edition 2024",
        source: "jh05013's judge table (June 2025); yosupo06/library-checker-judge PR #561 (2026)",
    },
];

pub const UVA: &[Published] = &[
    Published {
        language: "java",
        version: Version::Jdk(8),
        shown: "Java 1.8 (OpenJDK)",
        source: "onlinejudge.org submission form, through public copies",
    },
    Published {
        language: "cpp",
        version: Version::Gcc(5),
        shown: "g++ 5.3.0",
        source: "onlinejudge.org submission form, through public copies",
    },
    Published {
        language: "python3",
        version: Version::Python(5),
        shown: "Python 3.5.1",
        source: "onlinejudge.org submission form, through public copies",
    },
];

pub const CSES: &[Published] = &[
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
        version: Version::Rust {
            minor: 75,
            edition: 2021,
        },
        shown: "rustc 1.75, edition 2021 (or 2018)",
        source: "cses.fi/howto",
    },
];

pub const AOJ: &[Published] = &[
    Published {
        language: "cpp",
        version: Version::Gcc(11),
        shown: "g++ 11.4.1",
        source: "onlinejudge.u-aizu.ac.jp/system_info, through public references",
    },
    Published {
        language: "rust",
        version: Version::Rust {
            minor: 79,
            edition: 2021,
        },
        shown: "rustc 1.79",
        source: "jh05013's judge table (June 2025)",
    },
];

pub const SPOJ: &[Published] = &[Published {
    language: "rust",
    version: Version::Rust {
        minor: 56,
        edition: 2021,
    },
    shown: "rustc 1.56",
    source: "jh05013's judge table (June 2025), spoj.com/submit/TEST",
}];

pub const KATTIS: &[Published] = &[
    Published {
        language: "java",
        version: Version::Jdk(21),
        shown: "Java 21.0.8",
        source: "open.kattis.com languages/java",
    },
    Published {
        language: "rust",
        version: Version::Rust {
            minor: 85,
            edition: 2021,
        },
        shown: "rustc 1.85",
        source: "jh05013's judge table (June 2025), icpc.kattis.com/languages/rust",
    },
];

pub const HDU: &[Published] = &[];

pub const LUOGU: &[Published] = &[
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
        version: Version::Rust {
            minor: 88,
            edition: 2024,
        },
        shown: "rustc 1.88, edition 2024",
        source: "luogu-dev/docs judging.md",
    },
];
