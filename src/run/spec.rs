//! What one run is: the program, its files and its limits. The judge sends a
//! [`RunSpec`] (with the judge's pid and the run's [`Confinement`]) to a fresh
//! launcher process as command-line arguments, and the launcher parses it back
//! (and, inside namespaces, the run's init); all sides share this one definition.

use super::layers::Layers;
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

/// The first argument that turns this binary into the launcher.
pub const LAUNCH_ARG: &str = "__launch";

/// One run: what to execute, its files and its limits.
#[derive(Clone, Debug)]
pub struct RunSpec {
    /// Program and arguments; the program is looked up in `PATH` if it has no slash.
    pub argv: Vec<OsString>,
    pub cwd: PathBuf,
    pub stdin: PathBuf,
    /// Created (truncated) for the run; what the checker reads afterwards.
    pub stdout: PathBuf,
    /// Receives the first [`STDERR_KEPT_BYTES`](super::outcome::STDERR_KEPT_BYTES) of stderr; the rest is counted and dropped.
    pub stderr: PathBuf,
    /// Killed once the CPU time of its process tree passes this.
    pub cpu_limit: Duration,
    /// Killed once this much wall time has passed.
    pub wall_limit: Duration,
    /// Killed once the resident memory of its process tree passes this.
    pub memory_limit_kib: u64,
    /// stdout may hold at most one byte more than this (RLIMIT_FSIZE).
    pub output_limit_bytes: u64,
    /// RLIMIT_AS, for native programs only (a JVM reserves gigabytes it never touches).
    pub address_space_kib: Option<u64>,
    /// Its TMPDIR, when not the judge's own (a confined run gets its private
    /// directory instead): a compiler's is inside its build directory, so the
    /// files it leaves when stopped (gcc's `ccXXXX.s`) go with that directory.
    pub tmpdir: Option<PathBuf>,
}

/// How a solution's run is confined beyond its limits. Compilers get none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Confinement {
    /// Its own empty directory: its TMPDIR, and the one place it may create files.
    pub private_dir: PathBuf,
    /// What it must not see (the kit's `expected/`), where namespaces can hide it.
    pub hidden: Vec<PathBuf>,
}

/// Everything a launcher is told: the run, who started it, how it is confined.
#[derive(Clone, Debug)]
pub(super) struct Launch {
    pub spec: RunSpec,
    /// The judge: once the launcher's parent is someone else, the judge is gone
    /// and the launcher kills the run (0: do not watch).
    pub judge_pid: u32,
    pub confinement: Option<Confinement>,
    /// The layers of the sandbox (none for a compiler).
    pub layers: Layers,
}

impl Launch {
    /// The launcher's command line (parsed back by [`Launch::from_args`]).
    pub fn to_args(&self) -> Vec<OsString> {
        let mut args = self.spec.to_args();
        let mut extra: Vec<OsString> =
            vec!["--judge-pid".into(), self.judge_pid.to_string().into()];
        if let Some(confinement) = &self.confinement {
            extra.push("--private-dir".into());
            extra.push(confinement.private_dir.clone().into());
            for path in &confinement.hidden {
                extra.push("--hide".into());
                extra.push(path.clone().into());
            }
            extra.push("--layers".into());
            extra.push(self.layers.to_arg().into());
        }
        // Before the `--` that ends the flags.
        let at = args.iter().position(|a| a == "--").unwrap_or(args.len());
        args.splice(at..at, extra);
        args
    }

    /// Parses the launcher's arguments (after [`LAUNCH_ARG`]).
    pub fn from_args(args: impl Iterator<Item = OsString>) -> Result<Launch, String> {
        let (mut judge_pid, mut private_dir, mut hidden) = (0, None, Vec::new());
        let mut layers = Layers::default();
        let spec = RunSpec::parse(args, |flag, value| {
            let text = value.to_str().unwrap_or("");
            match flag {
                "--judge-pid" => judge_pid = text.parse().map_err(|_| "bad --judge-pid")?,
                "--private-dir" => private_dir = Some(PathBuf::from(value)),
                "--hide" => hidden.push(PathBuf::from(value)),
                "--layers" => layers = Layers::from_arg(text)?,
                other => return Err(format!("unknown launcher flag {other:?}")),
            }
            Ok(())
        })?;
        let confinement = private_dir.map(|private_dir| Confinement {
            private_dir,
            hidden,
        });
        Ok(Launch {
            spec,
            judge_pid,
            confinement,
            layers,
        })
    }
}

impl RunSpec {
    /// The launcher's command line for this spec alone.
    fn to_args(&self) -> Vec<OsString> {
        let mut args: Vec<OsString> = vec![LAUNCH_ARG.into()];
        let mut flag = |name: &str, value: OsString| {
            args.push(format!("--{name}").into());
            args.push(value);
        };
        flag("cwd", self.cwd.clone().into());
        flag("stdin", self.stdin.clone().into());
        flag("stdout", self.stdout.clone().into());
        flag("stderr", self.stderr.clone().into());
        flag("cpu-us", self.cpu_limit.as_micros().to_string().into());
        flag("wall-us", self.wall_limit.as_micros().to_string().into());
        flag("memory-kib", self.memory_limit_kib.to_string().into());
        flag("output-bytes", self.output_limit_bytes.to_string().into());
        if let Some(kib) = self.address_space_kib {
            flag("address-space-kib", kib.to_string().into());
        }
        if let Some(dir) = &self.tmpdir {
            flag("tmpdir", dir.clone().into());
        }
        args.push("--".into());
        args.extend(self.argv.iter().cloned());
        args
    }

    /// Parses the launcher's arguments (after [`LAUNCH_ARG`]); flags it does not
    /// know go to `other`.
    fn parse(
        mut args: impl Iterator<Item = OsString>,
        mut other: impl FnMut(&str, OsString) -> Result<(), String>,
    ) -> Result<RunSpec, String> {
        let mut spec = RunSpec {
            argv: Vec::new(),
            cwd: PathBuf::from("."),
            stdin: PathBuf::from("/dev/null"),
            stdout: PathBuf::from("/dev/null"),
            stderr: PathBuf::from("/dev/null"),
            cpu_limit: Duration::from_secs(1),
            wall_limit: Duration::from_secs(2),
            memory_limit_kib: 256 * 1024,
            output_limit_bytes: 1 << 20,
            address_space_kib: None,
            tmpdir: None,
        };
        while let Some(flag) = args.next() {
            if flag == "--" {
                spec.argv = args.collect();
                break;
            }
            let value = args
                .next()
                .ok_or_else(|| format!("{flag:?} needs a value"))?;
            let number = || {
                value
                    .to_str()
                    .and_then(|v| v.parse::<u64>().ok())
                    .ok_or("not a number")
            };
            match flag.to_str().unwrap_or("") {
                "--cwd" => spec.cwd = value.into(),
                "--stdin" => spec.stdin = value.into(),
                "--stdout" => spec.stdout = value.into(),
                "--stderr" => spec.stderr = value.into(),
                "--cpu-us" => spec.cpu_limit = Duration::from_micros(number()?),
                "--wall-us" => spec.wall_limit = Duration::from_micros(number()?),
                "--memory-kib" => spec.memory_limit_kib = number()?,
                "--output-bytes" => spec.output_limit_bytes = number()?,
                "--address-space-kib" => spec.address_space_kib = Some(number()?),
                "--tmpdir" => spec.tmpdir = Some(value.into()),
                flag => other(flag, value)?,
            }
        }
        match spec.argv.is_empty() {
            true => Err("no program to run after --".into()),
            false => Ok(spec),
        }
    }
}

/// A command line as one readable string, for messages.
pub fn describe(argv: &[OsString]) -> String {
    let words: Vec<String> = argv
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spec_survives_the_trip_through_the_launcher_arguments() {
        let spec = RunSpec {
            argv: vec!["sh".into(), "-c".into(), "echo hi -- there".into()],
            cwd: "/tmp".into(),
            stdin: "in.txt".into(),
            stdout: "out.txt".into(),
            stderr: "err.txt".into(),
            cpu_limit: Duration::from_millis(1500),
            wall_limit: Duration::from_millis(3000),
            memory_limit_kib: 131072,
            output_limit_bytes: 1 << 20,
            address_space_kib: Some(1 << 20),
            tmpdir: Some("/tmp/build/tmp".into()),
        };
        let launch = Launch {
            spec,
            judge_pid: 4321,
            confinement: Some(Confinement {
                private_dir: "/tmp/private".into(),
                hidden: vec!["/kit/expected".into(), "/kit/b".into()],
            }),
            layers: Layers::from_arg("namespaces,landlock=7,session").unwrap(),
        };
        let back = Launch::from_args(launch.to_args().into_iter().skip(1)).unwrap();
        assert_eq!(format!("{back:?}"), format!("{launch:?}"));
        let bare = Launch {
            confinement: None,
            layers: Layers::default(),
            ..launch
        };
        let back = Launch::from_args(bare.to_args().into_iter().skip(1)).unwrap();
        assert_eq!(format!("{back:?}"), format!("{bare:?}"));
    }
}
