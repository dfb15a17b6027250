//! The JSON lines: one flat object per case, strings escaped by hand (no crates).

use super::CaseResult;
use crate::units::whole_ms;
use crate::view::verdict::plain_board;

/// One JSON object on one line, with the fields the interface promises, and
/// `board` (the drawing, plain text) when two queens attack each other.
pub fn json_line(r: &CaseResult) -> String {
    let board = plain_board(&r.judgement)
        .map_or(String::new(), |b| format!(",\"board\":{}", json_string(&b)));
    format!(
        "{{\"problem\":{},\"case\":{},\"verdict\":\"{}\",\"cpu_ms\":{},\"wall_ms\":{},\"peak_rss_kib\":{},\
         \"time_limit_ms\":{},\"memory_limit_kib\":{},\"message\":{}{board}}}\n",
        json_string(&r.problem),
        json_string(&r.case),
        r.judgement.verdict.code(),
        whole_ms(r.cpu),
        whole_ms(r.wall),
        r.peak_rss_kib,
        whole_ms(r.limits.time),
        r.limits.memory_kib,
        json_string(&r.judgement.message),
    )
}

pub fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
