//! The runs a build makes besides the solution's: the compiler's, under
//! generous limits, and an idle JVM's, measured so that a Java solution is
//! billed for what it holds above the JVM itself.

use crate::error::{At, Error};
use crate::run::sys::Exit;
use crate::run::{self as runner, RunSpec};
use crate::text::printable;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Compiles in `dir` under generous limits; `Some` is what the compiler said.
/// Its temporary files go in `dir/tmp`, so even those of a compiler stopped
/// mid-way (Ctrl-C) are removed with the build directory.
pub(super) fn compile_in(dir: &Path, argv: Vec<OsString>) -> Result<Option<String>, Error> {
    let tmpdir = dir.join("tmp");
    std::fs::create_dir_all(&tmpdir).at(&tmpdir)?;
    let spec = RunSpec {
        // RLIMIT_FSIZE also caps the binary the compiler writes.
        output_limit_bytes: 1 << 30,
        ..tool_run(
            dir,
            "compile",
            argv,
            tmpdir,
            Duration::from_secs(60),
            Duration::from_secs(120),
        )
    };
    let outcome = runner::run(&spec)?;
    if outcome.exit == Exit::Code(0) && outcome.killed.is_none() {
        return Ok(None);
    }
    if outcome.killed.is_some() {
        return Ok(Some("the compiler ran out of time or memory".to_string()));
    }
    // What the compiler said, to be quoted: its control characters escaped
    // (a source file can make it echo them).
    let read = |p: &Path| {
        std::fs::read(p)
            .map(|b| printable(&String::from_utf8_lossy(&b)))
            .unwrap_or_default()
    };
    Ok(Some(format!(
        "{}\n{}",
        read(&spec.stderr),
        read(&spec.stdout)
    )))
}

/// An empty program, run with the solution's JVM flags to measure what the
/// JVM itself holds: judges bill a Java solution for what it uses, and a JVM
/// alone is over some limits (35 MiB against HDU's 32 MiB).
pub(super) const IDLE_JVM_FILE: &str = "JudgeKitIdleJvm.java";
pub(super) const IDLE_JVM_SOURCE: &str =
    "public class JudgeKitIdleJvm { public static void main(String[] a) {} }\n";

/// The idle JVM's peak resident memory, the smaller of two runs (a run's own
/// noise is a few hundred KiB): the solution's command with the idle class in
/// place of `Main`.
pub(super) fn idle_jvm_kib(dir: &Path, run: &[OsString]) -> Result<u64, Error> {
    Ok(idle_jvm_once(dir, run)?.min(idle_jvm_once(dir, run)?))
}

fn idle_jvm_once(dir: &Path, run: &[OsString]) -> Result<u64, Error> {
    let mut argv = run.to_vec();
    if let Some(class) = argv.last_mut() {
        *class = "JudgeKitIdleJvm".into();
    }
    // Confined as the solution's JVM is: the same measure, and its
    // /tmp/hsperfdata_<user> stays in the run's own /tmp.
    let private_dir = dir.join("idle-jvm-tmp");
    std::fs::create_dir_all(&private_dir).at(&private_dir)?;
    let confinement = runner::Confinement {
        private_dir: private_dir.clone(),
        hidden: Vec::new(),
    };
    let (cpu, wall) = (Duration::from_secs(10), Duration::from_secs(30));
    let spec = tool_run(dir, "idle", argv, private_dir, cpu, wall);
    let outcome = runner::run_confined(&spec, &confinement)?;
    let ended = outcome.exit == Exit::Code(0) && outcome.killed.is_none();
    Ok(if ended { outcome.peak_rss_kib } else { 0 })
}

/// A run of a tool in `dir` under generous limits (4 GiB), its streams in
/// `dir/<name>.out` and `.err`.
fn tool_run(
    dir: &Path,
    name: &str,
    argv: Vec<OsString>,
    tmpdir: PathBuf,
    cpu: Duration,
    wall: Duration,
) -> RunSpec {
    RunSpec {
        argv,
        cwd: dir.to_path_buf(),
        stdin: "/dev/null".into(),
        stdout: dir.join(format!("{name}.out")),
        stderr: dir.join(format!("{name}.err")),
        cpu_limit: cpu,
        wall_limit: wall,
        memory_limit_kib: 4 << 20,
        output_limit_bytes: 1 << 20,
        address_space_kib: None,
        tmpdir: Some(tmpdir),
    }
}
