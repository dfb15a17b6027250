//! What a crashed run's stderr says went wrong, and where in the user's code:
//! a Python traceback's exception and innermost frame in the user's file, a
//! Rust panic's message and location, a Java exception and its first frames, a
//! JavaScript error and the frame that threw it, an uncaught C++ exception, an
//! AddressSanitizer report. File names are already the user's (see `paths.rs`);
//! frames of the LeetCode harness and of the runtime's own library are skipped.

use super::{clip, HARNESS};

/// The explanation of a crash, when its stderr is in a format known here.
pub fn explain(stderr: &str) -> Option<String> {
    let lines: Vec<&str> = stderr.lines().collect();
    let explained = python(&lines)
        .or_else(|| rust(&lines))
        .or_else(|| java(&lines))
        .or_else(|| javascript(&lines))
        .or_else(|| native(&lines))?;
    let shown: Vec<String> = explained.iter().map(|l| clip(l, 200)).collect();
    Some(shown.join("\n"))
}

/// A frame in the runtime's own library or in the harness, not the user's code.
fn foreign(file: &str) -> bool {
    file.starts_with('<')
        || file.starts_with("node:")
        || ["/lib/python", "/lib/pypy", "/lib-python/", "site-packages/"]
            .iter()
            .any(|dir| file.contains(dir))
}

/// `Traceback (most recent call last):`, frames `  File "f", line n, in g` each
/// followed by its code, then `Exception: message`.
fn python(lines: &[&str]) -> Option<Vec<String>> {
    let start = lines
        .iter()
        .rposition(|l| l.starts_with("Traceback (most recent call last):"))?;
    let rest = &lines[start + 1..];
    let exception = rest
        .iter()
        .rev()
        .find(|l| !l.trim().is_empty() && !l.starts_with(' '))?;
    let mut frame = None;
    for (i, line) in rest.iter().enumerate() {
        let Some(spec) = line.strip_prefix("  File \"") else {
            continue;
        };
        let Some((file, place)) = spec.split_once("\", line ") else {
            continue;
        };
        if foreign(file) {
            continue;
        }
        let (number, function) = place.split_once(", in ").unwrap_or((place, ""));
        let code = rest
            .get(i + 1)
            .filter(|c| c.starts_with("    ") && !c.trim_start().starts_with("File \""))
            .map(|c| c.trim())
            .filter(|c| !c.chars().all(|ch| "^~ ".contains(ch)));
        let mut at = format!("at {file}:{number}");
        if !function.is_empty() {
            at += &format!(" in {function}");
        }
        if let Some(code) = code {
            at += &format!(": {code}");
        }
        frame = Some(at);
    }
    Some(
        std::iter::once(exception.to_string())
            .chain(frame)
            .collect(),
    )
}

/// `thread 'main' panicked at file:line:col:` then the message (Rust 1.73 on),
/// or `panicked at 'message', file:line:col` before; or a stack overflow.
fn rust(lines: &[&str]) -> Option<Vec<String>> {
    if let Some(overflow) = lines
        .iter()
        .find(|l| l.contains("has overflowed its stack"))
    {
        return Some(vec![format!("stack overflow: {}", overflow.trim())]);
    }
    let i = lines
        .iter()
        .position(|l| l.starts_with("thread '") && l.contains(" panicked at "))?;
    let (_, after) = lines[i].split_once(" panicked at ")?;
    if let Some(location) = after.strip_suffix(':') {
        let message: Vec<&str> = lines[i + 1..]
            .iter()
            .take_while(|l| !l.starts_with("note: ") && !l.starts_with("stack backtrace:"))
            .copied()
            .collect();
        return Some(vec![
            format!("panicked: {}", message.join(" ").trim()),
            format!("at {location}"),
        ]);
    }
    let (message, location) = after.rsplit_once(", ")?;
    Some(vec![
        format!("panicked: {}", message.trim_matches('\'')),
        format!("at {location}"),
    ])
}

/// `Exception in thread "main" java.lang.X: message` then `\tat Class.method(File.java:n)`.
fn java(lines: &[&str]) -> Option<Vec<String>> {
    let i = lines
        .iter()
        .position(|l| l.starts_with("Exception in thread "))?;
    let exception = lines[i]
        .split_once("\" ")
        .map_or(lines[i], |(_, e)| e)
        .to_string();
    let frames = lines[i + 1..]
        .iter()
        .filter_map(|l| l.trim_start().strip_prefix("at "))
        .filter(|frame| {
            let file = frame.rsplit_once('(').map_or("", |(_, f)| f);
            !file.starts_with(HARNESS) && !frame.starts_with("java.") && !frame.starts_with("jdk.")
        })
        .take(2)
        .map(|frame| format!("at {frame}"));
    Some(std::iter::once(exception).chain(frames).collect())
}

/// Node: `file:line`, the code and a caret, then `TypeError: message` and frames
/// `    at f (file:line:col)`; a thrown non-error value has no frames.
fn javascript(lines: &[&str]) -> Option<Vec<String>> {
    if !lines.iter().any(|l| l.starts_with("Node.js v")) {
        return None;
    }
    let caret = lines
        .iter()
        .position(|l| l.trim() == "^" || l.trim_start().starts_with('^'));
    let error_at = match caret {
        Some(c) => c + 1 + lines[c + 1..].iter().position(|l| !l.trim().is_empty())?,
        None => lines.iter().position(|l| !l.trim().is_empty())?,
    };
    let error = lines[error_at];
    let frame = lines[error_at + 1..]
        .iter()
        .filter_map(|l| l.trim_start().strip_prefix("at "))
        .find(|frame| {
            let file = frame.rsplit_once('(').map_or(*frame, |(_, f)| f);
            !foreign(file)
        });
    let header = caret.and_then(|c| c.checked_sub(2)).map(|h| lines[h]);
    let at = match (frame, header) {
        (Some(frame), _) => Some(format!("at {frame}")),
        (None, Some(header)) if !foreign(header) => Some(format!("at {header}")),
        _ => None,
    };
    Some(std::iter::once(error.to_string()).chain(at).collect())
}

/// C and C++: an uncaught exception, a failed `assert`, or an AddressSanitizer
/// report, with the innermost frame of the sanitizer's stack in the user's code.
fn native(lines: &[&str]) -> Option<Vec<String>> {
    let terminate = lines
        .iter()
        .position(|l| l.starts_with("terminate called after throwing"));
    let assertion = lines.iter().find(|l| l.contains(": Assertion `"));
    let sanitizer = lines
        .iter()
        .find_map(|l| l.split_once("ERROR: AddressSanitizer: "))
        .map(|(_, report)| report.split(" on ").next().unwrap_or(report));
    let message = match (terminate, assertion, sanitizer) {
        (Some(i), _, _) => {
            let what = lines
                .get(i + 1)
                .and_then(|l| l.trim().strip_prefix("what():"));
            let kind = lines[i].split_once("instance of ").map_or("", |(_, k)| k);
            match what {
                Some(what) => format!("uncaught exception {kind}: {}", what.trim()),
                None => lines[i].to_string(),
            }
        }
        (None, Some(assertion), _) => assertion.trim().to_string(),
        (None, None, Some(kind)) => format!("AddressSanitizer: {kind}"),
        (None, None, None) => return None,
    };
    let frame = lines
        .iter()
        .filter_map(|l| l.trim_start().strip_prefix('#'))
        .filter_map(|l| l.split_once(" in ").map(|(_, f)| f))
        .find(|f| {
            let (function, location) = f.rsplit_once(' ').unwrap_or((f, ""));
            !function.starts_with("__")
                && !location.starts_with('(')
                && !location.starts_with("/usr/")
                && !f.contains(HARNESS)
        });
    Some(
        std::iter::once(message)
            .chain(frame.map(|f| format!("at {f}")))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_python_traceback_shows_the_exception_and_the_users_innermost_frame() {
        let traceback = "Traceback (most recent call last):\n  File \"<LeetCode harness>\", line 40, in <module>\n    main()\n  File \"mine.py\", line 7, in totalNQueens\n    return 1 // (n - 4)\n           ~~^~~~~~~~~\n  File \"/usr/lib/python3.11/x.py\", line 1, in f\n    pass\nZeroDivisionError: integer division or modulo by zero\n";
        assert_eq!(
            explain(traceback).unwrap(),
            "ZeroDivisionError: integer division or modulo by zero\nat mine.py:7 in totalNQueens: return 1 // (n - 4)"
        );
        let top = "Traceback (most recent call last):\n  File \"seed.py\", line 31, in <module>\nTypeError: write() argument must be str, not int\n";
        assert_eq!(
            explain(top).unwrap(),
            "TypeError: write() argument must be str, not int\nat seed.py:31 in <module>"
        );
    }

    #[test]
    fn a_rust_panic_shows_its_message_and_location() {
        let new = "thread 'main' (8625) panicked at mine.rs:4:10:\nindex out of bounds: the len is 0 but the index is 3\nnote: run with `RUST_BACKTRACE=1`\n";
        assert_eq!(
            explain(new).unwrap(),
            "panicked: index out of bounds: the len is 0 but the index is 3\nat mine.rs:4:10"
        );
        let old = "thread 'main' panicked at 'attempt to divide by zero', mine.rs:3:5\n";
        assert_eq!(
            explain(old).unwrap(),
            "panicked: attempt to divide by zero\nat mine.rs:3:5"
        );
    }

    #[test]
    fn a_java_exception_shows_its_first_lines_in_the_users_code() {
        let trace = "Exception in thread \"main\" java.lang.ArithmeticException: / by zero\n\tat Solution.totalNQueens(mine.java:3)\n\tat Main.main(<LeetCode harness>:20)\n";
        assert_eq!(
            explain(trace).unwrap(),
            "java.lang.ArithmeticException: / by zero\nat Solution.totalNQueens(mine.java:3)"
        );
    }

    #[test]
    fn a_javascript_error_shows_its_message_and_line() {
        let node = "mine.js:2\n  if (n === 3) throw new Error(\"boom\");\n               ^\n\nError: boom\n    at solveNQueens (mine.js:2:22)\n    at main (<LeetCode harness>:30:5)\n    at node:internal/main:28:49\n\nNode.js v20.20.2\n";
        assert_eq!(
            explain(node).unwrap(),
            "Error: boom\nat solveNQueens (mine.js:2:22)"
        );
        let thrown = "mine.js:2\n  throw 'oops';\n  ^\noops\n(Use `node --trace-uncaught ...` to show where the exception was thrown)\n\nNode.js v20.20.2\n";
        assert_eq!(explain(thrown).unwrap(), "oops\nat mine.js:2");
    }

    #[test]
    fn native_crashes_name_the_exception_or_the_sanitizers_finding() {
        let cpp = "terminate called after throwing an instance of 'std::out_of_range'\n  what():  vector::_M_range_check: __n (which is 5) >= this->size() (which is 3)\n\
                   ==1==ERROR: AddressSanitizer: ABRT on unknown address 0x1\n    #0 0x7f in __pthread_kill_implementation nptl/pthread_kill.c:44\n\
                   #3 0x7f  (/lib/x86_64-linux-gnu/libstdc++.so.6+0x9d918)\n    #8 0x55 in std::vector<int>::at(unsigned long) /usr/include/c++/12/bits/stl_vector.h:1175\n\
                   #10 0x55 in Solution::f(int) ../x/mine.cpp:2\n    #11 0x55 in main /tmp/b/<LeetCode harness>:2\n";
        assert_eq!(
            explain(cpp).unwrap(),
            "uncaught exception 'std::out_of_range': vector::_M_range_check: __n (which is 5) >= this->size() (which is 3)\nat Solution::f(int) ../x/mine.cpp:2"
        );
        let assertion = "Main: mine.c:3: f: Assertion `n != 4' failed.\n";
        assert_eq!(
            explain(assertion).unwrap(),
            "Main: mine.c:3: f: Assertion `n != 4' failed."
        );
        let asan = "=================================================================\n==42==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602 at pc 0x55\nREAD of size 4 at 0x602 thread T0\n    #0 0x55d in Solution::f(int) ../mine.cpp:5\n    #1 0x55e in main <LeetCode harness>:30\n";
        assert_eq!(
            explain(asan).unwrap(),
            "AddressSanitizer: heap-buffer-overflow\nat Solution::f(int) ../mine.cpp:5"
        );
    }

    #[test]
    fn anything_else_is_left_to_the_caller() {
        assert_eq!(explain("index out of range\n"), None);
        assert_eq!(explain(""), None);
    }
}
