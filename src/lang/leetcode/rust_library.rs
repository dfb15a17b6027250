//! The Rust harness's own module, `leetcode_harness`, appended after its
//! `main`: reading LeetCode's testcase values (`Get`), printing results the
//! way LeetCode shows them (`Put`), the C library's CPU clock, the channel's
//! records (see `channel.rs`) and the harness's one way to give up.

pub const LIBRARY: &str = r#"
mod leetcode_harness {
    use std::io::Write;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// The case being run, for the error record.
    pub static CASE: AtomicUsize = AtomicUsize::new(0);

    unsafe extern "C" {
        /// The process's CPU time in microseconds (`clock_t` is a `long`, and
        /// `CLOCKS_PER_SEC` a million, on the 64-bit C libraries).
        fn clock() -> i64;
    }

    pub fn cpu_us() -> i64 {
        // SAFETY: `clock` takes nothing and only reads the process's CPU clock.
        unsafe { clock() }
    }

    /// The channel, descriptor 3 (see the judge's `channel.rs`).
    fn channel() -> std::mem::ManuallyDrop<std::fs::File> {
        use std::os::unix::io::FromRawFd;
        // SAFETY: the wrapper that starts the harness opens descriptor 3; it is
        // never closed, so the `File` must not be dropped.
        std::mem::ManuallyDrop::new(unsafe { std::fs::File::from_raw_fd(3) })
    }

    pub fn record(head: &str, payload: Option<&[u8]>) {
        let mut text = head.as_bytes().to_vec();
        if let Some(payload) = payload {
            text.extend_from_slice(format!(" {}\n", payload.len()).as_bytes());
            text.extend_from_slice(payload);
        }
        text.push(b'\n');
        let _ = channel().write_all(&text);
    }

    pub fn peak_kib() -> u64 {
        let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or(0)
    }

    pub fn fail(message: &str) -> ! {
        eprintln!("LeetCode harness: {message}");
        let case = CASE.load(Ordering::Relaxed);
        record(&format!("error {case}"), Some(message.as_bytes()));
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
