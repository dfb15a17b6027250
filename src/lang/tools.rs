//! Compilers and interpreters: found on the PATH before anything is built, so
//! a missing one is reported once, by name, with the package that provides it.
//! A command's program may name alternatives, the judge's own first
//! (`clang++|g++`: LeetCode's clang where it is installed, else g++).

use crate::error::Error;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// What a command's `{name}` arguments stand for: each expands to zero or
/// more arguments (`{jvm}` to the judge's JVM flags, `{java_release}` to
/// `--release 21` or to nothing).
#[derive(Debug, Default)]
pub struct Placeholders(pub Vec<(&'static str, Vec<String>)>);

impl Placeholders {
    fn expand(&self, arg: &str) -> Vec<OsString> {
        match self.0.iter().find(|(name, _)| *name == arg) {
            Some((_, values)) => values.iter().map(OsString::from).collect(),
            None => vec![OsString::from(arg)],
        }
    }
}

/// A command of the languages table made runnable: its program found (`./Main`
/// in the build directory, tools on the PATH) and its placeholders filled in.
pub fn resolve(
    argv: &[&str],
    workdir: &Path,
    fill: &Placeholders,
    file: &Path,
) -> Result<Vec<OsString>, Error> {
    let program = match argv[0] {
        local if local.starts_with("./") => workdir.join(&local[2..]),
        tools => find_first(tools).ok_or_else(|| missing(tools, file))?,
    };
    let args = argv[1..].iter().flat_map(|a| fill.expand(a));
    Ok(std::iter::once(program.into_os_string())
        .chain(args)
        .collect())
}

/// Checks that every tool `commands` start with is installed.
pub fn require(commands: &[&[&str]], file: &Path) -> Result<(), Error> {
    for argv in commands {
        let tools = argv[0];
        if !tools.starts_with("./") && find_first(tools).is_none() {
            return Err(missing(tools, file));
        }
    }
    Ok(())
}

/// The first of `a|b|…` that is installed.
fn find_first(tools: &str) -> Option<PathBuf> {
    tools.split('|').find_map(find)
}

/// The last alternative: the one a missing-tool message names.
fn fallback(tools: &str) -> &str {
    tools.rsplit('|').next().unwrap_or(tools)
}

fn missing(tools: &str, file: &Path) -> Error {
    let tool = fallback(tools);
    Error::MissingTool {
        tool: tool.to_string(),
        path: file.to_path_buf(),
        package: super::table::package_for(tool),
    }
}

/// Where a tool is. Python goes through the interpreter itself: a pyenv-style
/// shim on the PATH would start a shell on every run and be billed for it.
pub fn find(tool: &str) -> Option<PathBuf> {
    static PYTHON: OnceLock<Option<PathBuf>> = OnceLock::new();
    let on_path = find_on_path(tool)?;
    if tool != "python3" {
        return Some(on_path);
    }
    let python = PYTHON.get_or_init(|| {
        let out = std::process::Command::new(&on_path)
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .ok()?;
        let path = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
        path.is_file().then_some(path)
    });
    python.clone()
}

fn find_on_path(tool: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(tool))
        .find(|p| p.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_expand_to_zero_or_more_arguments() {
        let fill = Placeholders(vec![
            ("{jvm}", vec!["-Xss64m".into(), "-Xmx32m".into()]),
            ("{java_release}", vec![]),
        ]);
        let argv = resolve(
            &["sh", "{java_release}", "{jvm}", "Main"],
            Path::new("/w"),
            &fill,
            Path::new("f"),
        );
        let argv: Vec<String> = argv
            .unwrap()
            .iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        assert!(argv[0].ends_with("/sh"), "{argv:?}");
        assert_eq!(argv[1..], ["-Xss64m", "-Xmx32m", "Main"]);
    }

    #[test]
    fn alternatives_fall_back_to_the_last_and_name_it_when_all_are_missing() {
        assert!(find_first("no-such-tool-here|sh").is_some_and(|p| p.ends_with("sh")));
        assert_eq!(fallback("clang++|g++"), "g++");
        let error = require(&[&["no-such-a|no-such-b", "x"]], Path::new("mine.cpp")).unwrap_err();
        assert!(error.to_string().contains("needs 'no-such-b'"), "{error}");
    }
}
