//! seccomp (Linux 3.5 and later, unprivileged after no_new_privs): a filter on
//! system calls for what neither Landlock nor the namespaces can say. A
//! solution may not change any file's mode, owner, times or extended
//! attributes (`chmod 000` or `touch -d` on a fixture, `setfattr`), set inode
//! flags (`chattr +i`, after which even root cannot write the fixture), push
//! keystrokes into a terminal (`TIOCSTI`, `TIOCLINUX`), or use io_uring, whose
//! requests no filter sees. Without a network namespace it may not open
//! internet sockets either. Each refused call fails with EPERM; everything else
//! is allowed, so languages and runtimes work as before.
//!
//! The filter is a classic BPF program assembled here by hand: it checks the
//! architecture first (a 32-bit system call uses other numbers; on x86_64 so
//! does the x32 ABI), then the call, then, for `ioctl` and `socket`, the one
//! argument that matters.

use std::ffi::c_int;
use std::io;

/// `struct sock_filter`: one BPF instruction.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Instruction {
    code: u16,
    jump_true: u8,
    jump_false: u8,
    k: u32,
}
const _: () = assert!(std::mem::size_of::<Instruction>() == 8);

/// `struct sock_fprog`.
#[repr(C)]
struct Program {
    len: u16,
    filter: *const Instruction,
}
const _: () = assert!(std::mem::size_of::<Program>() == 16);

extern "C" {
    fn prctl(option: c_int, ...) -> c_int;
}

const PR_GET_SECCOMP: c_int = 21;
const PR_SET_SECCOMP: c_int = 22;
const SECCOMP_MODE_FILTER: u64 = 2;

// BPF opcodes (uapi/linux/bpf_common.h).
const LOAD_WORD_AT: u16 = 0x20; // BPF_LD | BPF_W | BPF_ABS
const JUMP_IF_EQUAL: u16 = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
const JUMP_IF_AT_LEAST: u16 = 0x35; // BPF_JMP | BPF_JGE | BPF_K
const RETURN: u16 = 0x06; // BPF_RET | BPF_K

const ALLOW: u32 = 0x7fff_0000;
const EPERM: u32 = 1;
const REFUSE: u32 = 0x0005_0000 | EPERM; // SECCOMP_RET_ERRNO

// Offsets in `struct seccomp_data`: nr, arch, instruction pointer, then six
// 64-bit arguments, whose low halves come first (both targets are little-endian).
const NR_AT: u32 = 0;
const ARCH_AT: u32 = 4;
const fn argument_at(index: u32) -> u32 {
    16 + 8 * index
}

/// `ioctl` requests refused on any file: pushing input into a terminal, and
/// setting inode flags such as immutable (`FS_IOC_SETFLAGS`, its 32-bit twin,
/// `FS_IOC_FSSETXATTR`).
const REFUSED_IOCTLS: [u32; 5] = [0x5412, 0x541c, 0x4008_6602, 0x4004_6602, 0x401c_5820];
/// `AF_INET`, `AF_INET6`.
const INTERNET_FAMILIES: [u32; 2] = [2, 10];

/// The numbers of one architecture's system calls.
struct Arch {
    audit: u32,
    /// Numbers at or above this belong to another ABI on the same architecture (x32).
    foreign_from: Option<u32>,
    /// Changes to a file's metadata, and io_uring's three calls.
    refused: &'static [u32],
    ioctl: u32,
    socket: u32,
}

// From each architecture's unistd.h: chmod fchmod chown fchown lchown utime
// setxattr lsetxattr fsetxattr removexattr lremovexattr fremovexattr utimes
// fchownat futimesat fchmodat utimensat io_uring_setup/enter/register
// fchmodat2 setxattrat removexattrat file_setattr (x86_64 has the legacy ones).
#[cfg(target_arch = "x86_64")]
const ARCH: Option<Arch> = Some(Arch {
    audit: 0xc000_003e,
    foreign_from: Some(0x4000_0000),
    refused: &[
        90, 91, 92, 93, 94, 132, 188, 189, 190, 197, 198, 199, 235, 260, 261, 268, 280, 425, 426,
        427, 452, 463, 466, 469,
    ],
    ioctl: 16,
    socket: 41,
});
// asm-generic numbering: setxattr lsetxattr fsetxattr removexattr lremovexattr
// fremovexattr fchmod fchmodat fchownat fchown utimensat, then as above.
#[cfg(target_arch = "aarch64")]
const ARCH: Option<Arch> = Some(Arch {
    audit: 0xc000_00b7,
    foreign_from: None,
    refused: &[
        5, 6, 7, 14, 15, 16, 52, 53, 54, 55, 88, 425, 426, 427, 452, 463, 466, 469,
    ],
    ioctl: 29,
    socket: 198,
});
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
const ARCH: Option<Arch> = None;

/// Whether this system can filter a solution's system calls; why not, if not.
pub fn available() -> Result<(), &'static str> {
    if ARCH.is_none() {
        return Err("the kit knows no system call numbers for this architecture");
    }
    // SAFETY: prctl with integer arguments only.
    match unsafe { prctl(PR_GET_SECCOMP) } {
        0 => Ok(()),
        _ => Err("this kernel has no seccomp"),
    }
}

/// A seccomp filter for one solution, assembled before its process forks.
#[derive(Debug)]
pub struct Filter {
    program: Vec<Instruction>,
}

impl Filter {
    /// The filter described above; `refuse_internet` where the solution has no
    /// network namespace of its own.
    pub fn for_solution(refuse_internet: bool) -> Option<Filter> {
        let arch = ARCH.as_ref()?;
        Some(Filter {
            program: assemble(arch, refuse_internet),
        })
    }

    /// Applies the filter to the calling process and everything it will start.
    /// The caller has set no_new_privs. Only a system call on a pointer to
    /// memory that already exists: safe between fork and exec.
    pub fn install(&self) -> io::Result<()> {
        let program = Program {
            len: self.program.len() as u16,
            filter: self.program.as_ptr(),
        };
        // SAFETY: `program` points to `len` valid instructions for the duration
        // of the call; the kernel copies them.
        match unsafe {
            prctl(
                PR_SET_SECCOMP,
                SECCOMP_MODE_FILTER,
                &program as *const Program,
            )
        } {
            0 => Ok(()),
            _ => Err(io::Error::last_os_error()),
        }
    }
}

/// Where a jump goes: the next instruction, the refusal at the end, or the
/// start of the `ioctl` or `socket` checks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum To {
    Next,
    Refuse,
    Ioctl,
    Socket,
}

/// Builds the program with symbolic jumps, then resolves them (all forward).
fn assemble(arch: &Arch, refuse_internet: bool) -> Vec<Instruction> {
    let mut code: Vec<(u16, To, To, u32)> = Vec::new();
    let mut labels: Vec<(To, usize)> = Vec::new();
    let load = |code: &mut Vec<_>, at| code.push((LOAD_WORD_AT, To::Next, To::Next, at));
    let ret = |code: &mut Vec<_>, what| code.push((RETURN, To::Next, To::Next, what));
    load(&mut code, ARCH_AT);
    code.push((JUMP_IF_EQUAL, To::Next, To::Refuse, arch.audit));
    load(&mut code, NR_AT);
    if let Some(first) = arch.foreign_from {
        code.push((JUMP_IF_AT_LEAST, To::Refuse, To::Next, first));
    }
    for &nr in arch.refused {
        code.push((JUMP_IF_EQUAL, To::Refuse, To::Next, nr));
    }
    code.push((JUMP_IF_EQUAL, To::Ioctl, To::Next, arch.ioctl));
    if refuse_internet {
        code.push((JUMP_IF_EQUAL, To::Socket, To::Next, arch.socket));
    }
    ret(&mut code, ALLOW);
    labels.push((To::Ioctl, code.len()));
    load(&mut code, argument_at(1));
    for request in REFUSED_IOCTLS {
        code.push((JUMP_IF_EQUAL, To::Refuse, To::Next, request));
    }
    ret(&mut code, ALLOW);
    if refuse_internet {
        labels.push((To::Socket, code.len()));
        load(&mut code, argument_at(0));
        for family in INTERNET_FAMILIES {
            code.push((JUMP_IF_EQUAL, To::Refuse, To::Next, family));
        }
        ret(&mut code, ALLOW);
    }
    labels.push((To::Refuse, code.len()));
    ret(&mut code, REFUSE);
    let offset = |at: usize, to: To| -> u8 {
        if to == To::Next {
            return 0;
        }
        let target = labels.iter().find(|(l, _)| *l == to).expect("a label").1;
        u8::try_from(target - at - 1).expect("a BPF jump spans at most 255 instructions")
    };
    code.iter()
        .enumerate()
        .map(|(at, &(op, on_true, on_false, k))| Instruction {
            code: op,
            jump_true: offset(at, on_true),
            jump_false: offset(at, on_false),
            k,
        })
        .collect()
}

#[cfg(test)]
#[path = "seccomp_tests.rs"]
mod tests;
