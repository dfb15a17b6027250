//! Each judge's own rules, as a user meets them: HDU's Java/Others pair and
//! its four languages, Baekjoon's presentation error, a JVM billed as judges
//! bill it, the toolchain that differs from the judge's, and a solution that
//! never sees the user's environment.

use crate::common::json::Value;
use crate::common::*;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// hdu2553's counts by table: the kind of answer HDU's 32 MiB must let through.
const JAVA_TABLE: &str = r#"import java.io.*;
public class Main {
    public static void main(String[] args) throws IOException {
        int[] table = {0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null; ) {
            if (line.trim().isEmpty()) continue;
            int n = Integer.parseInt(line.trim());
            if (n == 0) break;
            out.append(table[n]).append('\n');
        }
        System.out.print(out);
    }
}
"#;

const JS_TABLE: &str = "const table = [0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724];\n\
    const out = [];\n\
    for (const line of require('fs').readFileSync(0, 'utf8').split('\\n')) {\n\
      if (line.trim() === '') continue;\n\
      if (Number(line) === 0) break;\n\
      out.push(table[Number(line)]);\n\
    }\n\
    console.log(out.join('\\n'));\n";

fn skip(why: &str) {
    eprintln!("skipped: {why}");
}

/// `judge ARGS --json` with extra variables in the judge's environment.
fn judge_json_env(args: &[&str], env: &[(&str, &str)]) -> (Output, Vec<BTreeMap<String, Value>>) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_judge"));
    command
        .args(["--root", env!("CARGO_MANIFEST_DIR")])
        .args(args)
        .arg("--json")
        .envs(env.iter().copied())
        .stdin(Stdio::null());
    let out = command.output().expect("the judge runs");
    let lines = text(&out.stdout)
        .lines()
        .map(|l| crate::common::json::parse_object(l).expect("a JSON line"))
        .collect();
    (out, lines)
}

/// The run's notes hold `what`.
fn says(notes: &str, what: &str) {
    assert!(notes.contains(what), "no '{what}' in the notes:\n{notes}");
}

fn verdicts(lines: &[BTreeMap<String, Value>]) -> Vec<&str> {
    lines.iter().map(|l| l["verdict"].text()).collect()
}

fn write(dir: &Path, name: &str, source: &str) -> String {
    write_file(dir, name, source).to_str().unwrap().to_owned()
}

#[test]
fn a_java_answer_table_for_hdu2553_gets_ac_with_javas_2_s_and_32_mib() {
    if !on_path("javac") {
        return skip("javac is not installed");
    }
    let dir = scratch_dir("rules-java");
    let file = write(&dir, "Main.java", JAVA_TABLE);
    let perf_dirs = || -> Vec<String> {
        let entries = std::fs::read_dir("/tmp").into_iter().flatten().flatten();
        let names = entries.map(|e| e.file_name().to_string_lossy().into_owned());
        names.filter(|n| n.starts_with("hsperfdata_")).collect()
    };
    let before = perf_dirs();
    let (out, lines) = judge_json_env(&["hdu2553", &file], &[]);
    // javac and the idle JVM, outside the run's own /tmp, leave no JVM counters there.
    if before.is_empty() {
        assert_eq!(perf_dirs(), Vec::<String>::new(), "left in /tmp");
    }
    assert_eq!(
        out.status.code(),
        Some(0),
        "{lines:?}\n{}",
        text(&out.stderr)
    );
    assert!(
        lines.iter().all(|l| l["verdict"].text() == "AC"),
        "{lines:?}"
    );
    for line in &lines {
        assert_eq!(line["time_limit_ms"].number(), 2000.0);
        assert_eq!(line["memory_limit_kib"].number(), 32768.0);
        // Billed above the idle JVM: far under the limit, though the JVM alone is over it.
        assert!(line["peak_rss_kib"].number() < 8192.0, "{line:?}");
    }
    let notes = text(&out.stderr);
    says(
        &notes,
        "limits: HDU gives Java 2 s and 32 MiB on this problem, the others 1 s",
    );
    says(&notes, "memory: an idle JVM with the same flags holds");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_same_table_in_javascript_is_judged_and_said_to_be_refused_by_hdu() {
    if !on_path("node") {
        return skip("node is not installed");
    }
    let dir = scratch_dir("rules-js");
    let file = write(&dir, "table.js", JS_TABLE);
    let (out, lines) = judge_json_env(&["hdu2553", &file, "--case", "01*"], &[]);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(
        lines[0]["time_limit_ms"].number(),
        1000.0,
        "the others' 1 s"
    );
    let notes = text(&out.stderr);
    let refused = notes
        .lines()
        .filter(|l| l.contains("HDU would refuse JavaScript"))
        .count();
    assert_eq!(refused, 1, "one line: {notes}");
    says(&notes, "it takes C, C++, Pascal and Java");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn baekjoon_gives_pe_for_a_leading_space_and_lets_one_trailing_space_pass() {
    // boj9663 case 08 is N = 8: 92 placements.
    let case = |command: &str| {
        let (out, lines) = judge_json_env(&["boj9663", "--case", "08", "--cmd", command], &[]);
        assert_eq!(lines.len(), 1, "{}", text(&out.stderr));
        (
            lines[0]["verdict"].text().to_owned(),
            lines[0]["message"].text().to_owned(),
        )
    };
    let (leading, message) = case("printf ' 92\\n'");
    assert_eq!(leading, "PE", "{message}");
    assert!(
        message.starts_with("whitespace differs at line 1, column 1 of the output: an extra \"·\""),
        "{message}"
    );
    assert!(message.contains("got      line 1: ·92⏎"), "{message}");
    assert_eq!(case("printf '92 \\n'").0, "AC", "one space at a line's end");
    assert_eq!(
        case("printf '92  \\n'").0,
        "PE",
        "two spaces at a line's end"
    );
    assert_eq!(case("printf '91\\n'").0, "WA");
}

#[test]
fn luogu_has_no_pe_and_judges_a_leading_space_a_wrong_answer() {
    // luogu1219's sample: n = 6.
    let expected = read_text(&root().join("expected/luogu1219/sample1.txt"));
    let spaced = format!(" {expected}").replace('\'', "");
    let command = format!("printf '%s' '{spaced}'");
    let (_, lines) = judge_json_env(&["luogu1219", "--case", "sample1", "--cmd", &command], &[]);
    assert_eq!(verdicts(&lines), ["WA"], "{lines:?}");
    assert!(
        lines[0]["message"]
            .text()
            .contains("has no presentation error"),
        "{lines:?}"
    );
}

#[test]
fn the_users_environment_does_not_reach_the_solution() {
    let env = [
        ("RUST_BACKTRACE", "1"),
        ("PYTHONPATH", "/nowhere"),
        ("JAVA_TOOL_OPTIONS", "-Xmx1m"),
        ("NODE_OPTIONS", "--no-such-option"),
    ];
    let command = "test -z \"$RUST_BACKTRACE$PYTHONPATH$JAVA_TOOL_OPTIONS$NODE_OPTIONS\" && \
                   test \"$HOME\" = \"$TMPDIR\" && test \"$LANG\" = C.UTF-8 && echo 92";
    let (out, lines) = judge_json_env(&["boj9663", "--case", "08", "--cmd", command], &env);
    assert_eq!(verdicts(&lines), ["AC"], "{lines:?}\n{}", text(&out.stderr));
    // A Rust solution answers 92 only where RUST_BACKTRACE is not set.
    let dir = scratch_dir("rules-env");
    let rust = "fn main() { println!(\"{}\", if std::env::var_os(\"RUST_BACKTRACE\").is_some() { 91 } else { 92 }); }\n";
    let file = write(&dir, "main.rs", rust);
    let (out, lines) = judge_json_env(&["boj9663", &file, "--case", "08"], &env);
    assert_eq!(verdicts(&lines), ["AC"], "{lines:?}\n{}", text(&out.stderr));
    // JAVA_TOOL_OPTIONS=-Xmx1m would stop javac and java alike.
    if on_path("javac") {
        let java = write(&dir, "Main.java", JAVA_TABLE);
        let (out, lines) = judge_json_env(&["hdu2553", &java, "--case", "01*"], &env);
        assert_eq!(verdicts(&lines), ["AC"], "{lines:?}\n{}", text(&out.stderr));
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_java_21_feature_on_an_older_jdk_gets_ce_and_the_line_that_says_why() {
    if !on_path("javac") {
        return skip("javac is not installed");
    }
    let dir = scratch_dir("rules-jdk");
    let source = "class Solution {\n    public int totalNQueens(int n) {\n        Object boxed = n;\n        \
                  return switch (boxed) {\n            case Integer k when k == 4 -> 2;\n            \
                  case Integer k -> k == 1 ? 1 : 0;\n            default -> 0;\n        };\n    }\n}\n";
    let file = write(&dir, "Solution.java", source);
    let (out, lines) = judge_json_env(&["lc52", &file, "--case", "04"], &[]);
    let notes = text(&out.stderr);
    match notes.lines().find(|l| l.contains("LeetCode uses JDK 21")) {
        Some(drift) => {
            assert_eq!(verdicts(&lines), ["CE"], "{lines:?}");
            assert!(drift.contains("features get CE here"), "{drift}");
        }
        None => {
            skip("this machine's JDK is 21 or newer: the Java 21 switch compiles");
            assert_ne!(verdicts(&lines), ["CE"], "{lines:?}\n{notes}");
        }
    }
    std::fs::remove_dir_all(dir).unwrap();
}
