//! The environment a program starts with. A solution gets a fixed, minimal
//! one, as a judge gives it: `PATH` to the toolchains, `HOME` and `TMPDIR` in
//! its private directory, a UTF-8 locale, and nothing of the user's
//! (`RUST_BACKTRACE=1` alone makes a panicking Rust solution cost 43 MiB and
//! 100 ms; `PYTHONPATH`, `JAVA_TOOL_OPTIONS`, `NODE_OPTIONS` change what runs).
//! A compiler keeps the user's environment, less the variables that would
//! change what it builds or how the JVM that runs it behaves.

use std::ffi::{OsStr, OsString};
use std::path::Path;

/// Where a judge's toolchains live, after the directory of the program itself.
const SYSTEM_PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// The locale every solution runs in: UTF-8 without depending on installed locales.
const LOCALE: &str = "C.UTF-8";

/// Variables a compiler must not see: they change what javac, the JVM, Node,
/// Python or gcc do with the same source.
pub const COMPILER_UNSET: [&str; 12] = [
    "JAVA_TOOL_OPTIONS",
    "_JAVA_OPTIONS",
    "JDK_JAVA_OPTIONS",
    "NODE_OPTIONS",
    "NODE_PATH",
    "PYTHONPATH",
    "PYTHONHOME",
    "PYTHONSTARTUP",
    "CPATH",
    "C_INCLUDE_PATH",
    "CPLUS_INCLUDE_PATH",
    "LIBRARY_PATH",
];

/// A solution's whole environment. `program` is what it starts (an absolute
/// path for a built file: its directory goes first on `PATH`; a command's
/// `sh` is looked up on `inherited_path`, the user's, as their shell would).
pub fn for_solution(
    program: &OsStr,
    private_dir: &Path,
    inherited_path: Option<&OsStr>,
) -> Vec<(OsString, OsString)> {
    let program = Path::new(program);
    let path = match (program.is_absolute(), program.parent(), inherited_path) {
        (true, Some(dir), _) => {
            let dir = dir.to_string_lossy();
            let known = SYSTEM_PATH.split(':').any(|d| d == dir);
            match known {
                true => OsString::from(SYSTEM_PATH),
                false => OsString::from(format!("{dir}:{SYSTEM_PATH}")),
            }
        }
        (_, _, Some(user)) => user.to_os_string(),
        _ => OsString::from(SYSTEM_PATH),
    };
    vec![
        ("PATH".into(), path),
        ("HOME".into(), private_dir.into()),
        ("TMPDIR".into(), private_dir.into()),
        ("LANG".into(), LOCALE.into()),
        ("LC_ALL".into(), LOCALE.into()),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(env: &[(OsString, OsString)]) -> Vec<&str> {
        env.iter().map(|(k, _)| k.to_str().unwrap()).collect()
    }

    #[test]
    fn a_solution_sees_only_what_a_judge_sets() {
        let env = for_solution(OsStr::new("/usr/bin/java"), Path::new("/tmp/p"), None);
        assert_eq!(names(&env), ["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL"]);
        assert_eq!(env[0].1, SYSTEM_PATH);
        assert_eq!(
            (env[1].1.to_str(), env[2].1.to_str()),
            (Some("/tmp/p"), Some("/tmp/p"))
        );
        assert_eq!(env[3].1, "C.UTF-8");
    }

    #[test]
    fn the_programs_own_directory_comes_first_and_a_command_keeps_the_users_path() {
        let pyenv = for_solution(OsStr::new("/opt/py/bin/python3"), Path::new("/p"), None);
        assert_eq!(pyenv[0].1, "/opt/py/bin:/usr/local/bin:/usr/bin:/bin");
        let user = OsStr::new("/home/me/bin:/usr/bin");
        let command = for_solution(OsStr::new("sh"), Path::new("/p"), Some(user));
        assert_eq!(command[0].1, user);
    }
}
