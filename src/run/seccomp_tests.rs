//! The filter, run by a small BPF interpreter on chosen system calls, and
//! installed in a real process.

use super::*;

/// Runs the program on one system call, as the kernel would (only the
/// instructions the assembler emits).
fn verdict(program: &[Instruction], arch: u32, nr: u32, args: [u64; 6]) -> u32 {
    let mut data = [0u8; 64];
    data[0..4].copy_from_slice(&nr.to_le_bytes());
    data[4..8].copy_from_slice(&arch.to_le_bytes());
    for (i, arg) in args.iter().enumerate() {
        data[16 + 8 * i..24 + 8 * i].copy_from_slice(&arg.to_le_bytes());
    }
    let (mut pc, mut acc) = (0usize, 0u32);
    loop {
        let insn = program[pc];
        pc += 1;
        let jump = |taken: bool| if taken { insn.jump_true } else { insn.jump_false } as usize;
        match insn.code {
            LOAD_WORD_AT => {
                let at = insn.k as usize;
                acc = u32::from_le_bytes(data[at..at + 4].try_into().unwrap());
            }
            JUMP_IF_EQUAL => pc += jump(acc == insn.k),
            JUMP_IF_AT_LEAST => pc += jump(acc >= insn.k),
            RETURN => return insn.k,
            other => panic!("unexpected opcode {other:#x}"),
        }
    }
}

#[test]
fn the_filter_refuses_metadata_changes_terminal_pushes_and_foreign_calls_only() {
    let Some(arch) = ARCH.as_ref() else {
        eprintln!("no system call table for this architecture: nothing to test");
        return;
    };
    let program = assemble(arch, false);
    let call = |nr, args| verdict(&program, arch.audit, nr, args);
    for &nr in arch.refused {
        assert_eq!(call(nr, [0; 6]), REFUSE, "system call {nr}");
    }
    // read, write, openat, and an unrelated ioctl (TCGETS) pass.
    for nr in [0, 1, 56, 57, 63, 64, 257] {
        if !arch.refused.contains(&nr) && nr != arch.ioctl {
            assert_eq!(call(nr, [0; 6]), ALLOW, "system call {nr}");
        }
    }
    assert_eq!(call(arch.ioctl, [1, 0x5401, 0, 0, 0, 0]), ALLOW);
    // TIOCSTI, also with junk in the upper half the kernel ignores.
    assert_eq!(call(arch.ioctl, [0, 0x5412, 0, 0, 0, 0]), REFUSE);
    assert_eq!(
        call(arch.ioctl, [0, 0xffff_0000_0000_5412, 0, 0, 0, 0]),
        REFUSE
    );
    assert_eq!(call(arch.ioctl, [3, 0x4008_6602, 0, 0, 0, 0]), REFUSE);
    // Sockets pass unless internet sockets are refused.
    assert_eq!(call(arch.socket, [2, 1, 0, 0, 0, 0]), ALLOW);
    let no_internet = assemble(arch, true);
    let socket = |family| {
        verdict(
            &no_internet,
            arch.audit,
            arch.socket,
            [family, 1, 0, 0, 0, 0],
        )
    };
    assert_eq!(socket(2), REFUSE);
    assert_eq!(socket(10), REFUSE);
    assert_eq!(
        socket(1),
        ALLOW,
        "unix sockets stay (Python's multiprocessing)"
    );
    // Any call of another architecture (i386's chmod is 15) is refused.
    assert_eq!(verdict(&program, 0x4000_0003, 15, [0; 6]), REFUSE);
    if let Some(first) = arch.foreign_from {
        assert_eq!(call(first + 90, [0; 6]), REFUSE);
    }
}

#[test]
fn a_filtered_process_cannot_chmod_but_runs_normally() {
    if available().is_err() {
        eprintln!("no seccomp here: nothing to test");
        return;
    }
    let dir = std::env::temp_dir().join(format!("judge-seccomp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("f");
    std::fs::write(&file, "x").unwrap();
    let before = std::fs::metadata(&file).unwrap();
    let filter = Filter::for_solution(false).unwrap();
    let script = format!(
        "! chmod 000 {f} 2>/dev/null && ! touch -d 2001-01-01 {f} 2>/dev/null && cat {f}",
        f = file.display()
    );
    let mut command = std::process::Command::new("sh");
    command.args(["-c", &script]);
    use std::os::unix::process::CommandExt;
    // SAFETY: only system calls on memory that exists before the fork.
    unsafe {
        command.pre_exec(move || {
            super::super::sys::no_new_privileges()?;
            filter.install()
        })
    };
    let out = command.output().unwrap();
    assert!(out.status.success(), "{out:?}");
    assert_eq!(out.stdout, b"x");
    let after = std::fs::metadata(&file).unwrap();
    assert_eq!(
        after.permissions(),
        before.permissions(),
        "chmod went through"
    );
    assert_eq!(after.modified().unwrap(), before.modified().unwrap());
    std::fs::remove_dir_all(dir).unwrap();
}
