//! Files exactly as one pastes them into LeetCode (no imports, no `main`), in
//! each of the six languages, written for the tests: a correct lc51 and lc52
//! solution, a faulty lc52 one (it raises or crashes on n = 4, on its line
//! `raises_at`, answers one too many on n = 5, and prints while it counts, as
//! people debug on LeetCode), and one that does not compile on its line 3.

/// One language's files.
pub struct Files {
    /// The `--lang` value, and the tools it needs.
    pub lang: &'static str,
    pub tools: &'static [&'static str],
    pub extension: &'static str,
    pub lc51: &'static str,
    pub lc52: &'static str,
    pub faulty: &'static str,
    /// The faulty file's line that raises on n = 4, and what the message names.
    pub raises_at: usize,
    pub raises: &'static str,
    pub broken: &'static str,
    /// LeetCode's signature of solveNQueens, as the missing-method message gives it.
    pub lc51_signature: &'static str,
}

mod c;
mod cpp;
mod java;
mod javascript;
mod python;
mod rust;

pub const LANGUAGES: [Files; 6] = [
    python::FILES,
    java::FILES,
    cpp::FILES,
    c::FILES,
    javascript::FILES,
    rust::FILES,
];
