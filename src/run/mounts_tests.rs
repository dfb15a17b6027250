//! The mount plan: what is covered, kept, made and hidden, in which order.

use super::*;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("judge-mounts-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::canonicalize(dir).unwrap()
}

#[test]
fn paths_under_a_covered_directory_are_put_back_and_the_rest_stays_covered() {
    let tmp = scratch("plan");
    let (build, program) = (tmp.join("build"), tmp.join("a.out"));
    let private = tmp.join("judge/private");
    let kit = tmp.join("kit");
    for dir in [&build, &private, &kit.join("expected")] {
        std::fs::create_dir_all(dir).unwrap();
    }
    std::fs::write(&program, "").unwrap();
    let view = View {
        covered: vec![tmp.clone(), tmp.join("judge")],
        cwd: kit.clone(),
        kept: vec![
            tmp.clone(),
            build.clone(),
            build.join("inner"),
            program.clone(),
        ],
        private_dir: private.clone(),
        hidden: vec![kit.join("expected"), tmp.join("elsewhere")],
        devices: Vec::new(),
        tmpfs_kib: 1024,
    };
    let steps = plan(&view);
    let keep = |path: &Path, slot| Step::Keep {
        path: path.to_path_buf(),
        slot,
    };
    let dir = |path: &Path| Step::MakeDir {
        path: path.to_path_buf(),
    };
    let place = |slot, path: &Path| Step::Place {
        slot,
        path: path.to_path_buf(),
    };
    let expected = vec![
        Step::Slave,
        Step::ReadOnly,
        keep(&program, 0),
        keep(&build, 1),
        keep(&kit, 2),
        // The inner covered directory is already under the outer one.
        Step::Tmpfs {
            path: tmp.clone(),
            mode: 0o1777,
        },
        Step::MakeFile {
            path: program.clone(),
        },
        place(0, &program),
        dir(&build),
        place(1, &build),
        dir(&kit),
        place(2, &kit),
        dir(&tmp.join("judge")),
        dir(&private),
        Step::Tmpfs {
            path: private.clone(),
            mode: 0o700,
        },
        // Visible again once the kit is back; a missing path is not hidden.
        Step::Hide {
            path: kit.join("expected"),
        },
        Step::Proc,
    ];
    assert_eq!(steps, expected);
    std::fs::remove_dir_all(tmp).unwrap();
}

#[test]
fn its_own_dev_holds_the_devices_the_links_and_a_private_shm_then_is_sealed() {
    let tmp = scratch("dev");
    let view = View {
        covered: vec!["/dev/shm".into()],
        cwd: tmp.clone(),
        kept: vec!["/dev/stdout".into(), "/proc/self/fd/1".into()],
        private_dir: tmp.clone(),
        devices: vec!["/dev/null".into(), "/dev/no-such-device".into()],
        tmpfs_kib: 1024,
        ..View::default()
    };
    let steps = plan(&view);
    let at = |step: &Step| steps.iter().position(|s| s == step).unwrap();
    let null = PathBuf::from("/dev/null");
    let dev = PathBuf::from("/dev");
    let shm = PathBuf::from("/dev/shm");
    let keep = at(&Step::Keep {
        path: null.clone(),
        slot: 0,
    });
    let tmpfs = at(&Step::Tmpfs {
        path: dev.clone(),
        mode: 0o755,
    });
    let place = at(&Step::Place {
        slot: 0,
        path: null,
    });
    let link = at(&Step::MakeLink {
        path: "/dev/stdout".into(),
        target: "/proc/self/fd/1".into(),
    });
    let seal = at(&Step::Seal { path: dev });
    let private_shm = at(&Step::Tmpfs {
        path: shm.clone(),
        mode: 0o1777,
    });
    assert!(keep < tmpfs && tmpfs < place && place < link && link < seal);
    assert!(at(&Step::MakeDir { path: shm }) < seal && seal < private_shm);
    // A missing device is left out; nothing under /proc or /dev is kept.
    let keeps = steps.iter().filter(|s| matches!(s, Step::Keep { .. }));
    assert_eq!(keeps.count(), 1, "{steps:?}");
    std::fs::remove_dir_all(tmp).unwrap();
}

#[test]
fn a_run_needs_its_directory_and_the_absolute_paths_it_names() {
    let argv: Vec<std::ffi::OsString> = ["sh", "-c", "cd /a && '/b c' </d >x; e=/f"]
        .map(Into::into)
        .to_vec();
    let paths = named_by(&argv);
    let expected = ["/a", "/b", "/d", "/f"].map(PathBuf::from);
    assert_eq!(paths, expected);
}

#[test]
fn nothing_is_put_back_where_nothing_is_covered() {
    let tmp = scratch("uncovered");
    let private = tmp.join("private");
    std::fs::create_dir_all(tmp.join("expected")).unwrap();
    std::fs::create_dir_all(&private).unwrap();
    let view = View {
        covered: vec![tmp.join("missing")],
        cwd: tmp.clone(),
        kept: vec![tmp.clone()],
        private_dir: private.clone(),
        hidden: vec![tmp.join("expected")],
        devices: Vec::new(),
        tmpfs_kib: 1024,
    };
    let steps = plan(&view);
    assert_eq!(
        steps,
        vec![
            Step::Slave,
            Step::ReadOnly,
            Step::Tmpfs {
                path: private,
                mode: 0o700
            },
            Step::Hide {
                path: tmp.join("expected")
            },
            Step::Proc
        ]
    );
    std::fs::remove_dir_all(tmp).unwrap();
}
