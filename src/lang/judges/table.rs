//! The nine judges' rules, each fact with its source: a page, or a public copy
//! of it where the page itself could not be read (`Source::Page`), or the
//! kit's own choice where nothing could be confirmed (`Source::Practice`, with
//! why). The README's rules table says the same in prose, and a test keeps
//! every source here in it.

use super::{versions, Extras, Formula, Languages, Rules, Source, Whitespace};
use crate::problem::Judge;
use std::time::Duration;

const ALL: &[&str] = &["rust", "c", "cpp", "python3", "pypy3", "java", "javascript"];

const BOJ_LANGUAGES: &str = "help.acmicpc.net/language/info, through public copies";
const NONE_PUBLISHED: Source = Source::Practice("no extra time or memory is published");
const UNPUBLISHED_JVM: Source =
    Source::Practice("JVM flags not published: Baekjoon's, heap capped at the limit");
const PRACTICE_JVM: &[&str] = &[
    "-Xss512m",
    "-Dfile.encoding=UTF-8",
    "-XX:+UseSerialGC",
    "-Xmx{heap_mib}m",
];

const fn formula(
    time_factor: u32,
    time_extra_s: u64,
    memory_factor: u64,
    memory_extra_mib: u64,
) -> Formula {
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
        toolchains: versions::BAEKJOON,
        languages: Languages {
            accepted: ALL,
            refused: &[],
            its_list: "C, C++, Rust 2021, Python 3, PyPy3, Java 11, node.js and more",
            source: Source::Page(BOJ_LANGUAGES),
        },
        extras: Extras::Formula(&[
            ("python3", formula(3, 2, 2, 32)),
            ("pypy3", formula(3, 2, 2, 128)),
            ("java", formula(2, 1, 2, 16)),
            ("javascript", formula(3, 2, 2, 0)),
        ]),
        extras_source: Source::Page(BOJ_LANGUAGES),
        whitespace: Whitespace::Baekjoon,
        whitespace_source: Source::Page("djm03178.tistory.com/22 on 출력 형식이 잘못되었습니다"),
        jvm: &[
            "-Xss512m",
            "-Dfile.encoding=UTF-8",
            "-XX:+UseSerialGC",
            "-DONLINE_JUDGE=1",
            "-DBOJ=1",
            "-Xmx{heap_mib}m",
        ],
        jvm_source: Source::Practice(
            "Baekjoon's flags with -Xms1024m -Xmx1920m replaced by a heap capped at the limit",
        ),
        jvm_billed: false,
    },
    Rules {
        judge: Judge::LeetCode,
        name: "LeetCode",
        toolchains: versions::LEETCODE,
        languages: Languages {
            accepted: &["rust", "c", "cpp", "python3", "java", "javascript"],
            refused: &["pypy3"],
            its_list: "C, C++, Rust, Python 3, Java, JavaScript and more, but no PyPy",
            source: Source::Page("LeetCode envInfo, 2025"),
        },
        extras: Extras::None,
        extras_source: Source::Page("LeetCode envInfo, 2025"),
        whitespace: Whitespace::Tokens,
        whitespace_source: Source::Practice("an answer is a value, compared as tokens"),
        jvm: PRACTICE_JVM,
        jvm_source: UNPUBLISHED_JVM,
        jvm_billed: false,
    },
    Rules {
        judge: Judge::Uva,
        name: "UVa",
        toolchains: versions::UVA,
        languages: Languages {
            accepted: &["c", "cpp", "java", "python3"],
            refused: &["rust", "pypy3", "javascript"],
            its_list: "ANSI C, C++, C++11, Java, Pascal and Python 3",
            source: Source::Page("onlinejudge.org submission form, through public copies"),
        },
        extras: Extras::None,
        extras_source: NONE_PUBLISHED,
        whitespace: Whitespace::Exact,
        whitespace_source: Source::Practice("onlinejudge.org gives PE but no rule: byte for byte"),
        jvm: PRACTICE_JVM,
        jvm_source: UNPUBLISHED_JVM,
        jvm_billed: false,
    },
    Rules {
        judge: Judge::Cses,
        name: "CSES",
        toolchains: versions::CSES,
        languages: Languages {
            accepted: ALL,
            refused: &[],
            its_list: "C, C++, Rust, Python 3 (CPython, PyPy), Java, Node.js and more",
            source: Source::Page("cses.fi/howto, through a public copy"),
        },
        extras: Extras::None,
        extras_source: NONE_PUBLISHED,
        whitespace: Whitespace::Tokens,
        whitespace_source: Source::Practice("cses.fi gives no PE and no rule: tokens"),
        jvm: PRACTICE_JVM,
        jvm_source: UNPUBLISHED_JVM,
        jvm_billed: false,
    },
    Rules {
        judge: Judge::Aoj,
        name: "AOJ",
        toolchains: versions::AOJ,
        languages: Languages {
            accepted: &["c", "cpp", "java", "python3", "javascript", "rust"],
            refused: &[],
            its_list: "C, C++, Java, Python 3, JavaScript, Rust and more",
            source: Source::Page("onlinejudge.u-aizu.ac.jp/system_info, through public references"),
        },
        extras: Extras::None,
        extras_source: NONE_PUBLISHED,
        whitespace: Whitespace::Exact,
        whitespace_source: Source::Practice("AOJ's states include PE but no rule: byte for byte"),
        jvm: PRACTICE_JVM,
        jvm_source: UNPUBLISHED_JVM,
        jvm_billed: false,
    },
    Rules {
        judge: Judge::Spoj,
        name: "SPOJ",
        toolchains: versions::SPOJ,
        languages: Languages {
            accepted: &["c", "cpp", "java", "rust"],
            refused: &[],
            its_list: "C, C++, Java, Rust and dozens more",
            source: Source::Page("SPOJ's guide and submit page, through public copies"),
        },
        extras: Extras::None,
        extras_source: NONE_PUBLISHED,
        whitespace: Whitespace::Tokens,
        whitespace_source: Source::Page(
            "a SPOJ user guide: blanks and newlines stripped, AC or WA",
        ),
        jvm: PRACTICE_JVM,
        jvm_source: UNPUBLISHED_JVM,
        jvm_billed: false,
    },
    Rules {
        judge: Judge::Kattis,
        name: "Kattis",
        toolchains: versions::KATTIS,
        languages: Languages {
            accepted: ALL,
            refused: &[],
            its_list: "C, C++, Rust, Python 3 (CPython, PyPy), Java, JavaScript (Node.js) and more",
            source: Source::Practice("only its Java and Rust pages were read"),
        },
        extras: Extras::None,
        extras_source: Source::Page("2020.nwerc.eu/system: the JVM counts against the limit"),
        whitespace: Whitespace::Tokens,
        whitespace_source: Source::Page("Kattis problemtools default_validator"),
        jvm: &[
            "-Dfile.encoding=UTF-8",
            "-XX:+UseSerialGC",
            "-Xss64m",
            "-Xms{heap_mib}m",
            "-Xmx{heap_mib}m",
        ],
        jvm_source: Source::Page("open.kattis.com languages/java"),
        jvm_billed: true,
    },
    Rules {
        judge: Judge::Hdu,
        name: "HDU",
        toolchains: versions::HDU,
        languages: Languages {
            accepted: &["c", "cpp", "java"],
            refused: &["rust", "python3", "pypy3", "javascript"],
            its_list: "C, C++, Pascal and Java",
            source: Source::Page("acm.hdu.edu.cn/faq.php"),
        },
        extras: Extras::JavaPair,
        extras_source: Source::Page("each problem page's Java/Others figures"),
        whitespace: Whitespace::TrailingIgnored {
            blanks: b" \t\r",
            presentation: true,
        },
        whitespace_source: Source::Page("acm.hdu.edu.cn/faq.php on Presentation Error"),
        jvm: PRACTICE_JVM,
        jvm_source: UNPUBLISHED_JVM,
        jvm_billed: false,
    },
    Rules {
        judge: Judge::Luogu,
        name: "Luogu",
        toolchains: versions::LUOGU,
        languages: Languages {
            accepted: ALL,
            refused: &[],
            its_list: "C, C++, Rust, Python 3, PyPy 3, Java 8 and 21, Node.js and more",
            source: Source::Page("luogu-dev/docs judging.md, 2026"),
        },
        extras: Extras::None,
        extras_source: Source::Page("luogu-dev/docs judging.md: no extras for any language"),
        whitespace: Whitespace::TrailingIgnored {
            blanks: b" ",
            presentation: false,
        },
        whitespace_source: Source::Page("luogu-dev/docs problem/index.md"),
        jvm: &["-DONLINE_JUDGE", "-Xmx{heap_mib}m"],
        jvm_source: Source::Practice("judging.md's java -DONLINE_JUDGE, heap capped at the limit"),
        jvm_billed: false,
    },
];
