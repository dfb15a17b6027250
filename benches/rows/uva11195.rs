//! UVa 11195 (Another n-Queen Problem): ten n = 15 boards in one run (free; 5 %,
//! 20 % and 50 % of the squares bad at random, three, three and two of them;
//! one whose bad squares have all 8 symmetries) in at most 0.3 × the CPU time of
//! the plain bitmask search without symmetry (`baselines/uva11195_plain.rs`)
//! (issue 9, "Fast paths"). The baseline takes several seconds, so each command
//! runs only a few times.
use crate::harness::{Cmd, Harness, Row};

/// The ten boards, from a fixed seed, as the problem's input.
fn input() -> Vec<u8> {
    const N: usize = 15;
    let mut state = 0x1195_u64 << 32 | 15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut boards: Vec<Vec<Vec<bool>>> = vec![vec![vec![false; N]; N]];
    for (percent, count) in [(5, 3), (20, 3), (50, 2)] {
        for _ in 0..count {
            // Exactly `percent` % of the squares, drawn without repetition.
            let mut squares: Vec<usize> = (0..N * N).collect();
            for i in (1..squares.len()).rev() {
                squares.swap(i, next() as usize % (i + 1));
            }
            let mut board = vec![vec![false; N]; N];
            for &sq in &squares[..N * N * percent / 100] {
                board[sq / N][sq % N] = true;
            }
            boards.push(board);
        }
    }
    // All 8 symmetries: whole orbits of random squares, 10 % of the board bad.
    let m = N - 1;
    let mut symmetric = vec![vec![false; N]; N];
    let mut bad = 0;
    while bad < N * N / 10 {
        let (r, c) = (next() as usize % N, next() as usize % N);
        let mut orbit = Vec::new();
        for (a, b) in [(r, c), (c, m - r), (m - r, m - c), (m - c, r)] {
            for sq in [(a, b), (a, m - b)] {
                if !orbit.contains(&sq) {
                    orbit.push(sq);
                }
            }
        }
        if orbit.iter().any(|&(a, b)| symmetric[a][b]) || bad + orbit.len() > N * N / 10 + 4 {
            continue;
        }
        for (a, b) in orbit {
            symmetric[a][b] = true;
        }
        bad = symmetric.iter().flatten().filter(|&&x| x).count();
    }
    boards.push(symmetric);
    let mut text = String::new();
    for board in boards {
        text += &format!("{N}\n");
        for row in board {
            text.extend(row.iter().map(|&bad| if bad { '*' } else { '.' }));
            text.push('\n');
        }
    }
    text += "0\n";
    text.into_bytes()
}

pub fn run(h: &Harness) -> Vec<Row> {
    let stdin = input();
    let fast = Cmd {
        program: h.problem("uva11195"),
        args: Vec::new(),
        stdin: stdin.clone(),
    };
    let plain = Cmd {
        program: h.baseline("uva11195_plain"),
        args: Vec::new(),
        stdin,
    };
    let fast_cpu = h.cpu(&fast, 3);
    let plain_cpu = h.cpu(&plain, 1);
    let ratio = fast_cpu.as_secs_f64() / plain_cpu.as_secs_f64();
    vec![Row {
        target: "uva11195 ten n = 15 boards, CPU, vs plain bitmask search".into(),
        measured: format!(
            "{:.2} s vs {:.2} s = {ratio:.3} ×",
            fast_cpu.as_secs_f64(),
            plain_cpu.as_secs_f64()
        ),
        goal: "≤ 0.3 ×".into(),
        holds: ratio <= 0.3,
    }]
}
