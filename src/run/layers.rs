//! Which layers confine a solution, decided once per judge: each one where the
//! system offers it and the user has not turned it off, and one line on stderr,
//! before the first run, naming what is in force and what is missing (and what
//! a missing layer leaves open). Each layer can be turned off for a run that
//! needs more (`NQUEENS_JUDGE_NAMESPACES=off`, `…_LANDLOCK=off`, `…_SECCOMP=off`,
//! `…_SESSION=off`, or all at once with `NQUEENS_JUDGE_SANDBOX=off`), which is
//! also how the tests show each layer missing.

use super::{landlock, namespaces, seccomp};
use std::path::Path;
use std::sync::OnceLock;

/// The layers one run is confined by: what the launcher is told.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layers {
    /// New user, mount, PID, IPC and network namespaces.
    pub namespaces: bool,
    /// The Landlock ABI used, 0 for none.
    pub landlock_abi: u32,
    pub seccomp: bool,
    /// Its own session: no controlling terminal.
    pub session: bool,
}

impl Layers {
    /// As a launcher argument, e.g. `namespaces,landlock=7,seccomp,session`.
    pub fn to_arg(self) -> String {
        let mut words = Vec::new();
        if self.namespaces {
            words.push("namespaces".to_string());
        }
        if self.landlock_abi > 0 {
            words.push(format!("landlock={}", self.landlock_abi));
        }
        if self.seccomp {
            words.push("seccomp".into());
        }
        if self.session {
            words.push("session".into());
        }
        words.join(",")
    }

    /// Parses [`Layers::to_arg`].
    pub fn from_arg(arg: &str) -> Result<Layers, String> {
        let mut layers = Layers::default();
        for word in arg.split(',').filter(|w| !w.is_empty()) {
            match word.split_once('=') {
                Some(("landlock", abi)) => {
                    layers.landlock_abi = abi.parse().map_err(|_| format!("bad layer {word:?}"))?
                }
                None if word == "namespaces" => layers.namespaces = true,
                None if word == "seccomp" => layers.seccomp = true,
                None if word == "session" => layers.session = true,
                _ => return Err(format!("unknown layer {word:?}")),
            }
        }
        Ok(layers)
    }
}

/// A layer (or part of one) that is not in force, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Missing {
    what: String,
    why: String,
    /// What that leaves open, if anything the other layers do not cover.
    open: Option<&'static str>,
}

/// The layers of this judge's runs and the line that describes them.
#[derive(Clone, Debug)]
pub struct Detected {
    pub layers: Layers,
    missing: Vec<Missing>,
}

/// The reason a layer is off by request: `NQUEENS_JUDGE_<NAME>=off`, or the
/// switch for all of them.
fn switched_off(name: &str) -> Option<String> {
    ["SANDBOX", name].into_iter().find_map(|n| {
        let var = format!("NQUEENS_JUDGE_{n}");
        (std::env::var_os(&var).is_some_and(|v| v == "off")).then(|| format!("{var}=off"))
    })
}

impl Detected {
    /// Decides every layer on this system; `private_dir` is an empty directory
    /// to try the namespaces with.
    pub fn on_this_system(private_dir: &Path) -> Detected {
        let namespaces =
            switched_off("NAMESPACES").map_or_else(|| namespaces::probe(private_dir), Err);
        let landlock = switched_off("LANDLOCK").map_or_else(
            || match landlock::abi() {
                0 => Err("this kernel has none; Linux 5.13 and later have it".to_string()),
                abi => Ok(abi),
            },
            Err,
        );
        let seccomp = switched_off("SECCOMP")
            .map_or_else(|| seccomp::available().map_err(str::to_string), Err);
        let session = switched_off("SESSION").map_or(Ok(()), Err);
        Detected::from_results(namespaces, landlock, seccomp, session)
    }

    fn from_results(
        namespaces: Result<(), String>,
        landlock: Result<u32, String>,
        seccomp: Result<(), String>,
        session: Result<(), String>,
    ) -> Detected {
        let layers = Layers {
            namespaces: namespaces.is_ok(),
            landlock_abi: *landlock.as_ref().unwrap_or(&0),
            seccomp: seccomp.is_ok(),
            session: session.is_ok(),
        };
        let mut missing = Vec::new();
        let mut lacks = |what: &str, why: String, open| {
            let what = what.to_string();
            missing.push(Missing { what, why, open });
        };
        if let Err(why) = namespaces {
            let open = "a solution can see your processes and read the kit's expected/ and /tmp";
            lacks("namespaces", why, Some(open));
        }
        match landlock {
            Err(why) => {
                let open = "a solution can write wherever you can; the fixtures are still checked";
                lacks("Landlock", why, (!layers.namespaces).then_some(open));
            }
            Ok(abi) => {
                let later: Vec<_> = landlock::FEATURES.iter().filter(|f| f.0 > abi).collect();
                if !later.is_empty() {
                    let names: Vec<&str> = later.iter().map(|f| f.1).collect();
                    let linux: Vec<&str> = later.iter().map(|f| f.2).collect();
                    let why = format!(
                        "this kernel has ABI {abi}; Linux {} add them",
                        linux.join(", ")
                    );
                    lacks(&format!("Landlock {}", names.join(", ")), why, None);
                }
            }
        }
        if let Err(why) = seccomp {
            let open = "a solution can change the modes, times and attributes of your files";
            lacks("seccomp", why, (!layers.namespaces).then_some(open));
        }
        if let Err(why) = session {
            lacks("own session", why, Some("a solution shares your terminal"));
        }
        Detected { layers, missing }
    }

    /// The one line, e.g. `sandbox: user+mount+pid+ipc+net namespaces, Landlock
    /// ABI 7 (fs, net, ioctl, scopes), seccomp, own session`.
    pub fn line(&self) -> String {
        let layers = self.layers;
        let mut in_force = Vec::new();
        if layers.namespaces {
            in_force.push("user+mount+pid+ipc+net namespaces".to_string());
        }
        if layers.landlock_abi > 0 {
            let abi = layers.landlock_abi;
            let features: Vec<&str> = landlock::FEATURES
                .iter()
                .filter(|f| f.0 <= abi)
                .map(|f| f.1)
                .collect();
            in_force.push(format!("Landlock ABI {abi} ({})", features.join(", ")));
        }
        if layers.seccomp {
            in_force.push("seccomp".into());
        }
        if layers.session {
            in_force.push("own session".into());
        }
        let mut line = match in_force.is_empty() {
            true => "sandbox: nothing".to_string(),
            false => format!("sandbox: {}", in_force.join(", ")),
        };
        for (i, missing) in self.missing.iter().enumerate() {
            line.push_str(if i == 0 { "; missing: " } else { "; " });
            line.push_str(&format!("{} ({}", missing.what, missing.why));
            if let Some(open) = missing.open {
                line.push_str(&format!(": {open}"));
            }
            line.push(')');
        }
        line
    }
}

/// This judge's layers, decided at its first run (trying the namespaces in
/// `private_dir`), with the line printed on stderr then, once.
pub fn session(private_dir: &Path) -> Layers {
    static DETECTED: OnceLock<Detected> = OnceLock::new();
    DETECTED
        .get_or_init(|| {
            let detected = Detected::on_this_system(private_dir);
            eprintln!("judge: {}", detected.line());
            detected
        })
        .layers
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layers_survive_the_trip_through_the_launcher_argument() {
        for layers in [
            Layers::default(),
            Layers {
                namespaces: true,
                landlock_abi: 7,
                seccomp: true,
                session: true,
            },
            Layers {
                landlock_abi: 3,
                session: true,
                ..Layers::default()
            },
        ] {
            assert_eq!(Layers::from_arg(&layers.to_arg()), Ok(layers));
        }
        assert!(Layers::from_arg("chroot").is_err());
    }

    #[test]
    fn the_line_names_what_is_in_force_and_what_is_missing_and_why() {
        let all = Detected::from_results(Ok(()), Ok(7), Ok(()), Ok(()));
        assert_eq!(
            all.line(),
            "sandbox: user+mount+pid+ipc+net namespaces, Landlock ABI 7 (fs, net, ioctl, scopes), \
             seccomp, own session"
        );
        let why = || "NQUEENS_JUDGE_SANDBOX=off".to_string();
        let none = Detected::from_results(Err(why()), Err(why()), Err(why()), Err(why()));
        assert_eq!(none.layers, Layers::default());
        let line = none.line();
        assert!(line.starts_with("sandbox: nothing; missing: namespaces (NQUEENS_JUDGE_SANDBOX=off: a solution can see your processes"), "{line}");
        assert!(
            line.contains(
                "; Landlock (NQUEENS_JUDGE_SANDBOX=off: a solution can write wherever you can"
            ),
            "{line}"
        );
        assert!(
            line.ends_with(
                "; own session (NQUEENS_JUDGE_SANDBOX=off: a solution shares your terminal)"
            ),
            "{line}"
        );
        let old = Detected::from_results(Err("clone: EPERM".into()), Ok(3), Ok(()), Ok(()));
        assert_eq!(
            old.line(),
            "sandbox: Landlock ABI 3 (fs), seccomp, own session; missing: namespaces (clone: \
             EPERM: a solution can see your processes and read the kit's expected/ and /tmp); \
             Landlock net, ioctl, scopes (this kernel has ABI 3; Linux 6.7, 6.10, 6.12 add them)"
        );
    }
}
