//! Compilers and interpreters: found on the PATH before anything is built, so
//! a missing one is reported once, by name, with the package that provides it.

use crate::error::Error;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// A command of the languages table made runnable: its program found (`./Main`
/// in the build directory, tools on the PATH) and its placeholders filled in.
pub fn resolve(
    argv: &[&str],
    workdir: &Path,
    user_file: &str,
    shown: &str,
    file: &Path,
) -> Result<Vec<OsString>, Error> {
    let program = match argv[0] {
        local if local.starts_with("./") => workdir.join(&local[2..]),
        tool => find(tool).ok_or_else(|| missing(tool, file))?,
    };
    let args = argv[1..].iter().map(|a| match *a {
        "{user}" => OsString::from(user_file),
        "{shown}" => OsString::from(shown),
        other => OsString::from(other),
    });
    Ok(std::iter::once(program.into_os_string())
        .chain(args)
        .collect())
}

/// Checks that every tool `commands` start with is installed.
pub fn require(commands: &[&[&str]], file: &Path) -> Result<(), Error> {
    for argv in commands {
        let tool = argv[0];
        if !tool.starts_with("./") && find(tool).is_none() {
            return Err(missing(tool, file));
        }
    }
    Ok(())
}

fn missing(tool: &str, file: &Path) -> Error {
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
