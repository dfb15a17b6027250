//! Rust's harness: LeetCode supplies `struct Solution;` and calls the user's
//! `impl Solution` method. The user's file is brought in with `include!`, so
//! rustc and panics name it and its lines; the harness is generated from the
//! declaration like every other language's (not the problem file's own `main`),
//! so a new LeetCode problem needs no Rust code to be judged, and the user's
//! code sees exactly what LeetCode's does: nothing but `Solution`.

use super::signature::snake_case;
use super::{Signature, Type, UserCode};

const DRIVER: &str = r#"
fn main() {
    use std::io::{Read, Write};
    use std::os::unix::io::FromRawFd;
    // From the C library every Rust program links (`unsafe extern`: every edition's spelling).
    unsafe extern "C" {
        fn dup(fd: i32) -> i32;
        fn dup2(old: i32, new: i32) -> i32;
    }
    // LeetCode shows what the solution prints apart from its answer: here, on stderr.
    // SAFETY: fd 1 is open; the duplicate is owned by `answer_out` alone.
    let mut answer_out = unsafe { std::fs::File::from_raw_fd(dup(1)) };
    unsafe { dup2(2, 1) };
    let mut input = String::new();
    if std::io::stdin().read_to_string(&mut input).is_err() {
        leetcode_harness::fail("stdin is not UTF-8");
    }
    let lines: Vec<&str> = input.split('\n').collect();
    if lines.len() < PARAMS {
        leetcode_harness::fail("the case has fewer lines than METHOD has parameters");
    }
CALL
    let mut out = String::new();
    leetcode_harness::Put::put(&result, &mut out);
    out.push('\n');
    let _ = std::io::stdout().flush();
    let _ = answer_out.write_all(out.as_bytes());
}

mod leetcode_harness {
    pub fn fail(message: &str) -> ! {
        eprintln!("LeetCode harness: {message}");
        std::process::exit(1)
    }

    pub struct Reader<'a> {
        s: &'a [u8],
        i: usize,
    }

    impl<'a> Reader<'a> {
        pub fn new(line: &'a str) -> Reader<'a> {
            Reader { s: line.as_bytes(), i: 0 }
        }
        fn peek(&mut self) -> u8 {
            while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
                self.i += 1;
            }
            self.s.get(self.i).copied().unwrap_or(0)
        }
        fn expect(&mut self, c: u8) {
            if self.peek() != c {
                fail("unreadable input");
            }
            self.i += 1;
        }
    }

    pub trait Get: Sized {
        fn get(r: &mut Reader) -> Self;
    }

    impl Get for i64 {
        fn get(r: &mut Reader) -> i64 {
            r.peek();
            let start = r.i;
            if r.s.get(r.i) == Some(&b'-') {
                r.i += 1;
            }
            while r.s.get(r.i).is_some_and(u8::is_ascii_digit) {
                r.i += 1;
            }
            let text = std::str::from_utf8(&r.s[start..r.i]).unwrap_or("");
            text.parse().unwrap_or_else(|_| fail("unreadable input"))
        }
    }

    impl Get for i32 {
        fn get(r: &mut Reader) -> i32 {
            i64::get(r) as i32
        }
    }

    impl Get for bool {
        fn get(r: &mut Reader) -> bool {
            r.peek();
            for (word, value) in [(&b"true"[..], true), (&b"false"[..], false)] {
                if r.s[r.i..].starts_with(word) {
                    r.i += word.len();
                    return value;
                }
            }
            fail("unreadable input")
        }
    }

    impl Get for String {
        fn get(r: &mut Reader) -> String {
            r.expect(b'"');
            let mut out = Vec::new();
            while r.i < r.s.len() && r.s[r.i] != b'"' {
                let c = r.s[r.i];
                r.i += 1;
                if c == b'\\' && r.i < r.s.len() {
                    let e = r.s[r.i];
                    r.i += 1;
                    out.push(match e {
                        b'n' => b'\n',
                        b't' => b'\t',
                        e => e,
                    });
                } else {
                    out.push(c);
                }
            }
            r.i += 1;
            String::from_utf8(out).unwrap_or_else(|_| fail("unreadable input"))
        }
    }

    impl<T: Get> Get for Vec<T> {
        fn get(r: &mut Reader) -> Vec<T> {
            r.expect(b'[');
            let mut items = Vec::new();
            if r.peek() == b']' {
                r.i += 1;
                return items;
            }
            loop {
                items.push(T::get(r));
                if r.peek() == b',' {
                    r.i += 1;
                    continue;
                }
                r.expect(b']');
                return items;
            }
        }
    }

    pub trait Put {
        fn put(&self, out: &mut String);
    }

    impl Put for i32 {
        fn put(&self, out: &mut String) {
            out.push_str(&self.to_string());
        }
    }

    impl Put for i64 {
        fn put(&self, out: &mut String) {
            out.push_str(&self.to_string());
        }
    }

    impl Put for bool {
        fn put(&self, out: &mut String) {
            out.push_str(if *self { "true" } else { "false" });
        }
    }

    impl Put for String {
        fn put(&self, out: &mut String) {
            out.push('"');
            for c in self.chars() {
                match c {
                    '"' | '\\' => {
                        out.push('\\');
                        out.push(c);
                    }
                    '\n' => out.push_str("\\n"),
                    c => out.push(c),
                }
            }
            out.push('"');
        }
    }

    impl<T: Put> Put for Vec<T> {
        fn put(&self, out: &mut String) {
            out.push('[');
            for (i, item) in self.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                item.put(out);
            }
            out.push(']');
        }
    }
}
"#;

pub fn files(signature: &Signature, user: &UserCode) -> Vec<(String, String)> {
    let mut call = String::new();
    let mut names = Vec::new();
    for (i, param) in signature.params.iter().enumerate() {
        call += &format!(
            "    let a{i}: {} = leetcode_harness::Get::get(&mut leetcode_harness::Reader::new(lines[{i}]));\n",
            rust_type(&param.ty)
        );
        names.push(format!("a{i}"));
    }
    call += &format!(
        "    let result: {} = Solution::{}({});",
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
