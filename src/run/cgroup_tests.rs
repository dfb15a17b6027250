//! Tests of `cgroup`, on the text of real `/proc` files and on fake cgroup
//! directories (plain directories holding the files a cgroup would).

use super::*;
use std::fs;

const MOUNTINFO: &str = "\
24 30 0:22 / /sys rw,nosuid,nodev,noexec,relatime shared:7 - sysfs sysfs rw
35 24 0:30 / /sys/fs/cgroup ro,nosuid,nodev,noexec shared:9 - tmpfs tmpfs ro,mode=755
36 35 0:31 / /sys/fs/cgroup/memory rw,nosuid shared:10 - cgroup cgroup rw,memory
41 35 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
";

#[test]
fn the_judges_cgroup_is_its_v2_path_under_the_cgroup2_mount() {
    let systemd = "0::/user.slice/user-1000.slice/user@1000.service/app.slice/judge.scope\n";
    let pure_v2 = "31 1 0:26 / /sys/fs/cgroup rw,nosuid - cgroup2 cgroup2 rw,nsdelegate\n";
    assert_eq!(
        own_dir(systemd, pure_v2),
        Ok(PathBuf::from(
            "/sys/fs/cgroup/user.slice/user-1000.slice/user@1000.service/app.slice/judge.scope"
        ))
    );
    // These machines: v1 controllers, and a v2 hierarchy beside them.
    let hybrid = "4:memory:/process_api/677f\n1:cpu:/\n0::/\n";
    let dir = own_dir(hybrid, MOUNTINFO).unwrap();
    assert_eq!(dir.as_os_str(), "/sys/fs/cgroup/unified");
}

#[test]
fn a_mount_of_part_of_the_hierarchy_or_an_escaped_path_is_followed() {
    let mountinfo = "50 1 0:26 /user.slice /mnt/my\\040cgroups rw - cgroup2 cgroup2 rw\n";
    assert_eq!(
        own_dir("0::/user.slice/judge.scope\n", mountinfo),
        Ok(PathBuf::from("/mnt/my cgroups/judge.scope"))
    );
    // A mount of another part of the hierarchy does not hold the judge.
    assert!(own_dir("0::/system.slice/x\n", mountinfo).is_err());
    assert!(own_dir("0::/user.slicer\n", mountinfo).is_err());
}

#[test]
fn without_a_v2_line_or_mount_there_is_no_cgroup_and_the_reason_says_so() {
    let v1 = "4:memory:/process_api/677f\n1:cpu:/\n";
    assert_eq!(
        own_dir(v1, MOUNTINFO),
        Err("the judge is in no cgroup v2 (cgroup v1 only)".into())
    );
    let no_mount = "36 35 0:31 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory\n";
    assert_eq!(
        own_dir("0::/\n", no_mount),
        Err("no cgroup2 file system is mounted".into())
    );
}

fn files(controllers: &str, subtree: &str, procs: &str) -> OwnFiles {
    OwnFiles {
        controllers: controllers.into(),
        subtree_control: subtree.into(),
        procs: procs.into(),
        kind: "domain".into(),
    }
}

const BOTH: Controllers = Controllers {
    memory: true,
    pids: true,
};

#[test]
fn controllers_already_enabled_for_children_are_used_as_they_are() {
    let ready = files("cpu memory pids\n", "memory pids\n", "1\n77\n");
    assert_eq!(choose(&ready, 77), Choice::AsIs(BOTH));
    assert_eq!(
        Controllers::listed("cpuset cpu io memory hugetlb pids rdma\n"),
        BOTH
    );
}

#[test]
fn a_judge_alone_in_a_delegated_cgroup_moves_aside_to_enable_them() {
    let delegated = files("cpu memory pids\n", "\n", "77\n");
    assert_eq!(choose(&delegated, 77), Choice::MoveAside(BOTH));
    // With the user's shell in it too, enabling would fail (EBUSY): CPU only.
    let shared = files("cpu memory pids\n", "\n", "12\n77\n");
    assert_eq!(choose(&shared, 77), Choice::AsIs(Controllers::default()));
    // A threaded cgroup takes no domain controllers.
    let threaded = OwnFiles {
        kind: "threaded\n".into(),
        ..delegated
    };
    assert_eq!(choose(&threaded, 77), Choice::AsIs(Controllers::default()));
}

#[test]
fn a_hierarchy_without_controllers_still_gives_cpu() {
    // This machine's v2 root: only hugetlb, which runs do not need.
    let bare = files("hugetlb\n", "\n", "1\n2\n77\n");
    assert_eq!(choose(&bare, 77), Choice::AsIs(Controllers::default()));
}

fn fake_cgroup(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("judge-cgroup-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn the_files_are_read_and_the_root_has_no_type() {
    let dir = fake_cgroup("read");
    fs::write(dir.join("cgroup.controllers"), "memory pids\n").unwrap();
    fs::write(dir.join("cgroup.subtree_control"), "").unwrap();
    fs::write(dir.join("cgroup.procs"), "77\n").unwrap();
    let read = OwnFiles::read(&dir).unwrap();
    assert_eq!(read, files("memory pids\n", "", "77\n"));
    fs::remove_file(dir.join("cgroup.procs")).unwrap();
    let missing = OwnFiles::read(&dir).unwrap_err();
    assert!(missing.contains("cgroup.procs"), "{missing}");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn moving_aside_writes_the_judge_and_the_controllers_and_undoing_reverses_both() {
    let dir = fake_cgroup("move");
    fs::write(dir.join("cgroup.subtree_control"), "pids\n").unwrap();
    let moved = move_aside(&dir, BOTH).unwrap();
    let me = std::process::id().to_string();
    let leaf = dir.join(format!("{JUDGE_PREFIX}{me}"));
    assert_eq!(fs::read_to_string(leaf.join("cgroup.procs")).unwrap(), me);
    // Only what was not enabled yet.
    let enabled = fs::read_to_string(dir.join("cgroup.subtree_control")).unwrap();
    assert_eq!(enabled, "+memory");
    moved.undo();
    assert_eq!(
        fs::read_to_string(dir.join("cgroup.subtree_control")).unwrap(),
        "-memory"
    );
    assert_eq!(fs::read_to_string(dir.join("cgroup.procs")).unwrap(), me);
    fs::remove_dir_all(&dir).unwrap();
    let gone = move_aside(&dir, BOTH).unwrap_err();
    assert!(
        gone.starts_with("cannot create a cgroup for the judge"),
        "{gone}"
    );
}

#[test]
fn cgroups_of_dead_judges_and_runs_are_removed_and_others_kept() {
    let dir = fake_cgroup("stale");
    let dead = u32::MAX / 2;
    let live = std::process::id();
    for name in [
        format!("{RUN_PREFIX}{dead}"),
        format!("{JUDGE_PREFIX}{dead}"),
        format!("{JUDGE_PREFIX}{dead}-probe"),
        format!("{RUN_PREFIX}{live}"),
        "user-made".to_string(),
    ] {
        fs::create_dir(dir.join(name)).unwrap();
    }
    remove_stale(&dir);
    let mut left: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(
        left,
        [format!("{RUN_PREFIX}{live}"), "user-made".to_string()]
    );
    fs::remove_dir_all(dir).unwrap();
}
