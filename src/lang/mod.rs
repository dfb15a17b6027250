//! The user's own code, run the way its online judge runs it.
//!
//! - `table.rs`: the languages, and the commands for them of the stdin judges
//!   and of LeetCode.
//! - `judges/`: every judge's rules as data: languages it takes, extra time and
//!   memory, JVM flags, toolchain versions, whitespace; the run's notices.
//! - `prepare.rs`: what is judged, made runnable (own binary, user file, command).
//! - `build.rs`: a user's file written out, wrapped in a LeetCode harness when it
//!   has no entry point of its own, and compiled.
//! - `tools.rs`: finding compilers and interpreters, and saying how to install them.
//! - `leetcode/`: the declared method's signature and one harness generator per language.
//! - `diagnostics/`: compiler and runtime output turned into messages that point
//!   at the user's own file and line.

pub mod build;
mod build_runs;
pub mod diagnostics;
pub mod judges;
mod layout;
pub mod leetcode;
pub mod prepare;
mod table;
pub(crate) mod tools;

pub use table::LANGUAGES;

/// What a language's code looks like to the harness generators and the
/// diagnostics: two languages may share a kind (Python 3 and PyPy3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Rust,
    C,
    Cpp,
    Python,
    Java,
    JavaScript,
}

/// How one judge builds and runs one language, in a directory holding its files.
#[derive(Debug)]
pub struct Toolchain {
    /// The compile or syntax-check command, if any.
    pub compile: Option<&'static [&'static str]>,
    pub run: &'static [&'static str],
    /// Native code gets an address-space cap, so an oversized allocation fails;
    /// managed runtimes (and AddressSanitizer) reserve far more than they touch.
    pub native: bool,
}

/// What a user's file becomes in its build directory: the file as it is, or
/// wrapped in a LeetCode harness.
pub struct SourceLayout {
    /// File name and contents.
    pub files: Vec<(String, String)>,
    /// The file that holds the user's code, for syntax checks.
    pub user_file: String,
    /// The files' names as compilers and runtimes print them → the user's words.
    pub paths: diagnostics::PathMap,
}

/// One language a user's file may be written in.
#[derive(Debug)]
pub struct Language {
    /// What reports call it.
    pub name: &'static str,
    /// The values `--lang` accepts for it, the usual one first.
    pub names: &'static [&'static str],
    /// File extensions that choose it when there is no `--lang`.
    pub extensions: &'static [&'static str],
    pub kind: Kind,
    /// The file a program with its own entry point is compiled as (Java insists on `Main.java`).
    pub source_name: &'static str,
    pub baekjoon: Toolchain,
    pub leetcode: Toolchain,
}

/// The language of a file, by its extension.
pub fn by_extension(extension: &str) -> Option<&'static Language> {
    LANGUAGES.iter().find(|l| l.extensions.contains(&extension))
}

/// The language `--lang NAME` names (case-insensitive).
pub fn by_name(name: &str) -> Option<&'static Language> {
    let name = name.to_ascii_lowercase();
    LANGUAGES.iter().find(|l| l.names.contains(&name.as_str()))
}

/// Every `--lang` value, for messages.
pub fn known_names() -> String {
    let names: Vec<&str> = LANGUAGES.iter().map(|l| l.names[0]).collect();
    names.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extensions_and_names_choose_languages() {
        assert!(by_extension("kt").is_none());
        assert_eq!(by_extension("rs").unwrap().name, "Rust");
        assert_eq!(by_extension("py").unwrap().name, "Python 3");
        assert_eq!(by_name("PyPy3").unwrap().name, "PyPy3");
        assert_eq!(by_name("c++").unwrap().kind, Kind::Cpp);
        assert!(by_name("kotlin").is_none());
        assert!(known_names().contains("pypy3"));
        // Every name and extension picks one language only.
        for l in &LANGUAGES {
            for n in l.names {
                assert!(std::ptr::eq(by_name(n).unwrap(), l), "{n}");
            }
            for e in l.extensions {
                assert!(std::ptr::eq(by_extension(e).unwrap(), l), "{e}");
            }
        }
    }
}
