//! Tests of `report`.

use super::*;

fn result(message: &str) -> CaseResult {
    CaseResult {
        problem: "boj9663".into(),
        case: "14".into(),
        judgement: Judgement {
            verdict: Verdict::WrongAnswer,
            message: message.into(),
            attack: None,
        },
        cpu: Duration::from_millis(38),
        wall: Duration::from_millis(40),
        peak_rss_kib: 2150,
        limits: Limits {
            time: Duration::from_secs(10),
            memory_kib: 131072,
            output_bytes: 1 << 20,
        },
        stopped_at: None,
        shown_input: Vec::new(),
    }
}

#[test]
fn json_lines_carry_every_field_and_escape_the_message() {
    let line = json_line(&result("token 1: expected \"92\"\n\tgot \\ \u{1}"));
    assert_eq!(
        line,
        "{\"problem\":\"boj9663\",\"case\":\"14\",\"verdict\":\"WA\",\"cpu_ms\":38,\"wall_ms\":40,\
         \"peak_rss_kib\":2150,\"time_limit_ms\":10000,\"memory_limit_kib\":131072,\
         \"message\":\"token 1: expected \\\"92\\\"\\n\\tgot \\\\ \\u0001\"}\n"
    );
}

/// A table report without colour, for boj9663's case names.
fn plain_table() -> Report {
    Report::new(
        Output::Table,
        ColorChoice::Never,
        ["boj9663"].into_iter(),
        ["14"].into_iter(),
    )
}

#[test]
fn a_table_line_reads_like_the_interface_promises() {
    let report = plain_table();
    let mut r = result("");
    r.judgement.verdict = Verdict::Accepted;
    let line = report.table_line(&r);
    assert_eq!(
        line,
        "boj9663  14  AC     38 ms    2.1 MiB  (limit 10 s, 128 MiB)\n"
    );
}

#[test]
fn a_run_stopped_at_the_hard_limit_shows_how_far_it_got() {
    let report = plain_table();
    let mut r = result("CPU time over 15 s");
    r.judgement.verdict = Verdict::TimeLimit;
    r.cpu = Duration::from_millis(15_012);
    r.stopped_at = Some(Duration::from_secs(15));
    let line = report.table_line(&r);
    assert!(
        line.starts_with("boj9663  14  TLE    >15 s    2.1 MiB"),
        "{line}"
    );
    assert!(json_line(&r).contains("\"cpu_ms\":15012,"));
}
