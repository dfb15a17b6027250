//! Rust's harness: LeetCode supplies `struct Solution;` and calls the user's
//! `impl Solution` method. The user's file is brought in with `include!`, so
//! rustc and panics name it and its lines; the harness is generated from the
//! declaration like every other language's (not the problem file's own `main`),
//! so a new LeetCode problem needs no Rust code to be judged, and the user's
//! code sees exactly what LeetCode's does: nothing but `Solution`.

use super::signature::snake_case;
use super::{Signature, Type, UserCode};

/// The driver reads every case before the first call, calls the method once
/// per case (LeetCode's `Solution` is a unit struct: what lives on between
/// cases is only the user's `static`s, as on LeetCode), and hands each answer
/// back on the channel (see `channel.rs`). The time is the C library's
/// `clock()` around the call: the process's CPU time, in microseconds.
const DRIVER: &str = r#"
fn main() {
    use std::io::{Read, Write};
    // Every case is read before the first call.
    let mut input = String::new();
    if std::io::stdin().read_to_string(&mut input).is_err() {
        leetcode_harness::fail("stdin is not UTF-8");
    }
    let count: usize = std::env::args()
        .last()
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| leetcode_harness::fail("no case count"));
    let lines: Vec<&str> = input.split('\n').collect();
    if lines.len() < count * PARAMS {
        leetcode_harness::fail("the input has fewer lines than its cases have parameters");
    }
    for case in 1..=count {
        leetcode_harness::CASE.store(case, std::sync::atomic::Ordering::Relaxed);
        let started_ns = leetcode_harness::cpu_us() * 1000;
        leetcode_harness::record(&format!("start {case} {started_ns}"), None);
        let at = (case - 1) * PARAMS;
        let _ = at;
CALL
        let mut out = String::new();
        leetcode_harness::Put::put(&result, &mut out);
        let _ = std::io::stdout().flush();
        let head = format!("done {case} {} {}", cpu_us * 1000, leetcode_harness::peak_kib());
        leetcode_harness::record(&head, Some(out.as_bytes()));
    }
    leetcode_harness::record("end", None);
}

"#;

pub fn files(signature: &Signature, user: &UserCode) -> Vec<(String, String)> {
    let mut call = String::new();
    let mut names = Vec::new();
    for (i, param) in signature.params.iter().enumerate() {
        call += &format!(
            "        let a{i}: {} = leetcode_harness::Get::get(&mut leetcode_harness::Reader::new(lines[at + {i}]));\n",
            rust_type(&param.ty)
        );
        names.push(format!("a{i}"));
    }
    call += &format!(
        "        let before = leetcode_harness::cpu_us();\n        \
         let result: {} = Solution::{}({});\n        \
         let cpu_us = leetcode_harness::cpu_us() - before;",
        rust_type(&signature.returns),
        snake_case(&signature.method),
        names.join(", ")
    );
    // The user may have pasted LeetCode's `struct Solution;` too.
    let declares_solution = user.source.contains("struct Solution");
    let mut main = String::new();
    if !declares_solution {
        main += "struct Solution;\n";
    }
    main += "include!(\"solution.rs\");\n";
    main += &DRIVER
        .replace("CALL", &call)
        .replace("PARAMS", &signature.params.len().to_string())
        .replace("METHOD", &snake_case(&signature.method));
    main += super::rust_library::LIBRARY;
    vec![
        ("solution.rs".into(), user.source.to_string()),
        ("Main.rs".into(), main),
    ]
}

pub fn signature_line(signature: &Signature) -> String {
    let params: Vec<String> = signature
        .params
        .iter()
        .map(|p| format!("{}: {}", snake_case(&p.name), rust_type(&p.ty)))
        .collect();
    format!(
        "pub fn {}({}) -> {}",
        snake_case(&signature.method),
        params.join(", "),
        rust_type(&signature.returns)
    )
}

fn rust_type(ty: &Type) -> String {
    match ty {
        Type::Integer => "i32".into(),
        Type::Long => "i64".into(),
        Type::Boolean => "bool".into(),
        Type::String => "String".into(),
        Type::Array(inner) | Type::List(inner) => format!("Vec<{}>", rust_type(inner)),
    }
}
