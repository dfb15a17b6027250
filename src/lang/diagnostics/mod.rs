//! Compiler and runtime output turned into messages about the user's own file:
//! the names of the build directory's files replaced by the path the user gave
//! (`paths.rs`), the compiler's first error with the user's line (`compile.rs`),
//! and what a crash says went wrong, with where in the user's code (`runtime.rs`).

pub mod compile;
mod paths;
pub mod runtime;

pub use paths::PathMap;

/// What messages call the generated LeetCode harness, so that a user's frames
/// and the harness's are told apart.
pub const HARNESS: &str = "<LeetCode harness>";

/// Cuts a line to about `width` characters, marking the cut.
fn clip(line: &str, width: usize) -> String {
    let line = line.trim_end();
    match line.char_indices().nth(width) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line.to_string(),
    }
}

/// `file:line` or `file:line:col` split into the file and the line number,
/// reading from the right so that a file name may hold colons.
fn split_location(text: &str) -> Option<(&str, usize)> {
    let mut parts = text.rsplitn(3, ':');
    let last = parts.next()?;
    let middle = parts.next()?;
    match (middle.parse::<usize>(), last.parse::<usize>(), parts.next()) {
        (Ok(line), Ok(_col), Some(file)) => Some((file, line)),
        _ => {
            let line = last.parse::<usize>().ok()?;
            let file = &text[..text.len() - last.len() - 1];
            Some((file, line))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_split_from_the_right() {
        assert_eq!(split_location("mine.rs:3:5"), Some(("mine.rs", 3)));
        assert_eq!(split_location("a:b/mine.py:12"), Some(("a:b/mine.py", 12)));
        assert_eq!(split_location("mine.py"), None);
        assert_eq!(clip("abcdef", 3), "abc…");
        assert_eq!(clip("abc  ", 3), "abc");
    }
}
