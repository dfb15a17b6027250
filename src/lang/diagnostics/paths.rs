//! The build directory's file names, as compilers and runtimes print them,
//! mapped back to what the user calls them.

/// Replacements applied to compiler and runtime output, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PathMap {
    pairs: Vec<(String, String)>,
}

impl PathMap {
    /// Adds a replacement; earlier ones apply first, so add longer names first.
    pub fn add(&mut self, from: impl Into<String>, to: impl Into<String>) -> &mut PathMap {
        let from = from.into();
        if !from.is_empty() {
            self.pairs.push((from, to.into()));
        }
        self
    }

    /// `text` with every name replaced. A name is replaced only where it is not
    /// part of a longer word (`Main.rs` inside `MyMain.rs` stays).
    pub fn apply(&self, text: &str) -> String {
        let mut out = text.to_string();
        for (from, to) in &self.pairs {
            out = replace_names(&out, from, to);
        }
        out
    }
}

fn replace_names(text: &str, from: &str, to: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(from) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + from.len()..].chars().next();
        let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        // A name inside a longer path or word is someone else's file.
        let glued = word(before) || before == Some('/') && !from.starts_with('/') || word(after);
        out.push_str(&rest[..at]);
        out.push_str(if glued { from } else { to });
        rest = &rest[at + from.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_replaced_whole_and_in_order() {
        let mut map = PathMap::default();
        map.add("/tmp/build-1/Main.py", "../mine.py")
            .add("./Solution.java", "Sol.java")
            .add("Solution.java", "Sol.java")
            .add("Main.java", "<LeetCode harness>");
        assert_eq!(
            map.apply("File \"/tmp/build-1/Main.py\", line 3"),
            "File \"../mine.py\", line 3"
        );
        assert_eq!(
            map.apply("./Solution.java:1: error\n\tat Solution.f(Solution.java:3)\n\tat Main.main(Main.java:9)"),
            "Sol.java:1: error\n\tat Solution.f(Sol.java:3)\n\tat Main.main(<LeetCode harness>:9)"
        );
        assert_eq!(
            map.apply("MyMain.java src/Main.java"),
            "MyMain.java src/Main.java"
        );
        assert_eq!(PathMap::default().apply("unchanged"), "unchanged");
    }
}
