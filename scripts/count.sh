#!/usr/bin/env bash
# Counts the placements of N queens in M parts, each a separate run of
# `boj9663 --shard K/M`, and prints their sum: the README's "Counting past one
# machine". Each finished part's subtotal is kept in a results directory, so
# that a run stopped by Ctrl-C, a crash or a reboot, run again, counts only the
# parts still missing; the total is printed only when every part is there.
#
#   scripts/count.sh N [--parts M] [--jobs J] [--threads T] [--results DIR]
#                      [--verify K] [--sshlogin LOGINS] [--no-parallel] [--only K]
#
#   --parts M       parts (16)                --jobs J      parts at a time (every core)
#   --threads T     threads in a part (1)     --results DIR (./queens-N-of-M)
#   --verify K      count K parts again, chosen at random, and compare
#   --sshlogin L    spread the parts with GNU parallel over the hosts L
#                   (its -S syntax; ':' is this machine); needs GNU parallel
#   --no-parallel   run the parts here, J at a time, even if GNU parallel is there
#   --only K        count only part K (if missing) and print no total: the body
#                   of one array task (scripts/count.sbatch)
#
# Without GNU parallel the script runs the parts itself. On a terminal it
# shows the progress and the time left on stderr, at most once a second.
# The binary is the judge's own build of problems/boj9663.rs (`scripts/judge.sh
# build boj9663`: rustc --edition 2021 -O, cached by content);
# BOJ9663=path/to/binary uses that one instead.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

usage() {
  echo "usage: scripts/count.sh N [--parts M] [--jobs J] [--threads T] [--results DIR] [--verify K] [--sshlogin LOGINS] [--no-parallel] [--only K]   (1 <= N <= 27, M >= 1)" >&2
  exit 2
}
fail() {
  echo "count.sh: $1" >&2
  exit 2
}
is_count() { [[ $1 =~ ^[0-9]+$ ]] && [ "$((10#$1))" -ge 1 ]; }
is_index() { [[ $1 =~ ^[0-9]+$ ]]; }

[ $# -ge 1 ] || usage
n=$1
shift
parts=16 jobs=$(nproc 2>/dev/null || echo 1) threads=1 results="" verify=0
sshlogin="" use_parallel=auto only=""
while [ $# -gt 0 ]; do
  case $1 in
    --parts | --jobs | --threads | --results | --verify | --sshlogin | --only)
      [ $# -ge 2 ] || usage
      case $1 in
        --parts) parts=$2 ;;
        --jobs) jobs=$2 ;;
        --threads) threads=$2 ;;
        --results) results=$2 ;;
        --verify) verify=$2 ;;
        --sshlogin) sshlogin=$2 ;;
        --only) only=$2 ;;
      esac
      shift 2
      ;;
    --no-parallel) use_parallel=no; shift ;;
    *) usage ;;
  esac
done
is_count "$n" && [ "$((10#$n))" -le 27 ] || fail "N = '$n': expected an integer with 1 <= N <= 27"
is_count "$parts" || fail "--parts '$parts': expected an integer M >= 1"
is_count "$jobs" || fail "--jobs '$jobs': expected an integer J >= 1"
is_count "$threads" || fail "--threads '$threads': expected an integer T >= 1"
is_index "$verify" || fail "--verify '$verify': expected an integer K >= 0"
n=$((10#$n)) parts=$((10#$parts)) jobs=$((10#$jobs)) threads=$((10#$threads)) verify=$((10#$verify))
[ -z "$only" ] || { is_index "$only" && [ "$((10#$only))" -lt "$parts" ]; } ||
  fail "--only '$only': expected a part K with 0 <= K < M = $parts"
[ "$verify" -le "$parts" ] || fail "--verify $verify: there are only $parts parts"
results=${results:-queens-$n-of-$parts}
if [ -n "$sshlogin" ]; then
  [ "$use_parallel" != no ] || fail "--sshlogin needs GNU parallel; drop --no-parallel"
  command -v parallel >/dev/null ||
    fail "--sshlogin needs GNU parallel (Debian, Ubuntu: apt-get install parallel)"
  use_parallel=yes
elif [ "$use_parallel" = auto ]; then
  use_parallel=$(command -v parallel >/dev/null && echo yes || echo no)
fi

if [ -n "${BOJ9663:-}" ]; then
  bin=$BOJ9663
  [ -x "$bin" ] || fail "BOJ9663 = '$bin' is not an executable"
else
  # The judge's own build of the problem: rustc --edition 2021 -O, cached by content.
  bin=$("$root/scripts/judge.sh" build boj9663) || fail "could not build problems/boj9663.rs (see above)"
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")

# The results directory belongs to one count: N, M and the counter (how a
# count is cut into parts may change with the program).
mkdir -p "$results" || fail "cannot make the results directory '$results'"
job="N=$n parts=$parts counter=$(cksum <"$bin" | cut -d' ' -f1,2 | tr ' ' :)"
tmp=$(mktemp "$results/.job.XXXXXX")
echo "$job" >"$tmp"
ln "$tmp" "$results/job" 2>/dev/null || true
rm -f "$tmp"
[ "$(head -n 1 "$results/job")" = "$job" ] ||
  fail "$results holds another count ($(head -n 1 "$results/job")), not $job: use another --results directory, or remove $results"

part_file() { echo "$results/part-$1"; }
have() { [[ "$(cat "$(part_file "$1")" 2>/dev/null)" =~ ^[0-9]+$ ]]; }
missing() {
  local k
  for ((k = 0; k < parts; k++)); do have "$k" || echo "$k"; done
}
# Keeps the subtotal of part $1 (written whole, then renamed into place).
record() {
  [[ $2 =~ ^[0-9]+$ ]] || { echo "count.sh: part $1 printed '$2', not a count" >&2; return 1; }
  echo "$2" >"$(part_file "$1").tmp" && mv "$(part_file "$1").tmp" "$(part_file "$1")"
}

# The sum of two non-negative decimal integers of any length, nine digits at a time.
add_decimal() {
  local a=$1 b=$2 out="" carry=0 x y s
  while [ -n "$a$b" ] || [ "$carry" -ne 0 ]; do
    if [ ${#a} -gt 9 ]; then x=${a:${#a}-9}; a=${a:0:${#a}-9}; else x=${a:-0}; a=""; fi
    if [ ${#b} -gt 9 ]; then y=${b:${#b}-9}; b=${b:0:${#b}-9}; else y=${b:-0}; b=""; fi
    s=$((10#$x + 10#$y + carry))
    carry=$((s / 1000000000))
    out=$(printf '%09d' $((s % 1000000000)))$out
  done
  out=${out#"${out%%[!0]*}"}
  echo "${out:-0}"
}

# Progress on a terminal: parts done, and the share of each running part from
# its log (boj9663 --progress), with the time left at this run's pace.
started=$(date +%s) start_permille=0
counted_permille() {
  local sum=0 k line pct
  for ((k = 0; k < parts; k++)); do
    if have "$k"; then
      sum=$((sum + 1000))
    elif [ -f "$results/part-$k.log" ]; then
      line=$(grep -o '[0-9]*\.[0-9] % counted' "$results/part-$k.log" 2>/dev/null | tail -n 1) || true
      pct=${line%% *}
      [ -z "$pct" ] || sum=$((sum + 10#${pct%.*} * 10 + 10#${pct#*.}))
    fi
  done
  echo $((sum / parts))
}
progress_line() {
  local permille elapsed=$(($(date +%s) - started)) left
  permille=$(counted_permille)
  left=$(missing | grep -c .) || true
  local gained=$((permille - start_permille)) eta="time left not known yet"
  [ "$gained" -le 0 ] || eta="about $(duration $((elapsed * (1000 - permille) / gained))) left"
  printf 'count.sh: N = %d: %d of %d parts, %d.%d %% counted, %s so far, %s' \
    "$n" $((parts - left)) "$parts" $((permille / 10)) $((permille % 10)) "$(duration "$elapsed")" "$eta"
}
duration() {
  local s=$1
  if [ "$s" -lt 60 ]; then echo "$s s"
  elif [ "$s" -lt 3600 ]; then printf '%d min %02d s' $((s / 60)) $((s % 60))
  elif [ "$s" -lt 86400 ]; then printf '%d h %02d min' $((s / 3600)) $((s / 60 % 60))
  else printf '%d d %02d h' $((s / 86400)) $((s / 3600 % 24)); fi
}
monitor=""
start_monitor() {
  [ -t 2 ] || return 0
  start_permille=$(counted_permille)
  (while sleep 1; do printf '\r%s\033[K' "$(progress_line)" >&2; done) &
  monitor=$!
}
stop_monitor() {
  [ -z "$monitor" ] || { kill "$monitor" 2>/dev/null; wait "$monitor" 2>/dev/null || true; printf '\r\033[K' >&2; }
  monitor=""
}

# Runs the parts on standard input here, `jobs` at a time; each subtotal is
# kept as soon as its part ends.
running=() running_parts=()
run_here() {
  local k failed=0
  while read -r k; do
    while [ ${#running[@]} -ge "$jobs" ]; do reap || failed=1; done
    rm -f "$results/part-$k.log"
    "$bin" --shard "$k/$parts" --threads "$threads" --progress <<<"$n" \
      >"$(part_file "$k").out" 2>"$results/part-$k.log" &
    running+=($!) running_parts+=("$k")
  done
  while [ ${#running[@]} -gt 0 ]; do reap || failed=1; done
  return "$failed"
}
# Waits until a running part ends (bash 5.1 says which; older ones are polled)
# and keeps the subtotals of those that did.
if [ "${BASH_VERSINFO[0]}" -gt 5 ] || { [ "${BASH_VERSINFO[0]}" -eq 5 ] && [ "${BASH_VERSINFO[1]}" -ge 1 ]; }; then
  wait_says_which=yes
else
  wait_says_which=no
fi
reap() {
  local i ended="" status=0 failed=0
  if [ "$wait_says_which" = yes ]; then
    wait -n -p ended "${running[@]}" || status=$?
  fi
  while :; do
    for i in "${!running[@]}"; do
      if [ -n "$ended" ]; then
        [ "${running[$i]}" = "$ended" ] || continue
      else
        kill -0 "${running[$i]}" 2>/dev/null && continue
        status=0
        wait "${running[$i]}" || status=$?
      fi
      finish "${running_parts[$i]}" "$status" || failed=1
      unset 'running[i]' 'running_parts[i]'
      [ -z "$ended" ] || break 2
      ended=done
    done
    [ -z "$ended" ] || break
    sleep 0.1
  done
  running=("${running[@]}") running_parts=("${running_parts[@]}")
  return "$failed"
}
# Keeps the subtotal of part $1, which ended with status $2, or says why not.
finish() {
  local part=$1 status=$2 failed=0
  if [ "$status" -ne 0 ] || ! record "$part" "$(cat "$(part_file "$part").out")"; then
    echo "count.sh: part $part/$parts failed (exit $status): $(grep -v '% counted' "$results/part-$part.log" | head -n 1)" >&2
    failed=1
  fi
  rm -f "$(part_file "$part").out"
  return "$failed"
}

# Runs the parts on standard input through GNU parallel (on the hosts of
# --sshlogin, if given); each subtotal comes back as "K subtotal".
parallel_pid=""
run_parallel() {
  local k sub fd status=0 log='2>/dev/null'
  local hosts=()
  # The binary goes to the hosts with the first part (':', this machine, has it).
  [ -z "$sshlogin" ] || hosts=(--sshlogin "$sshlogin")
  [ -z "$sshlogin" ] || [ "$sshlogin" = : ] || hosts+=(--basefile "$bin")
  # Here (no hosts) each part's log is kept for the progress line.
  [ -n "$sshlogin" ] || log="--progress 2>'$results/part-{}.log'"
  exec {fd}< <(parallel --will-cite --halt soon,fail=1 --jobs "$jobs" --tag "${hosts[@]}" \
    "echo $n | '$bin' --shard {}/$parts --threads $threads $log")
  parallel_pid=$!
  while read -r k sub <&"$fd"; do
    record "$k" "$sub" || status=1
  done
  exec {fd}<&-
  wait "$parallel_pid" || status=1
  parallel_pid=""
  return "$status"
}

stop() {
  trap - INT TERM
  stop_monitor
  [ ${#running[@]} -eq 0 ] || kill "${running[@]}" 2>/dev/null || true
  [ -z "$parallel_pid" ] || kill "$parallel_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -f "$results"/part-*.out "$results"/part-*.tmp
  local left
  left=$(missing | grep -c .) || true
  echo "count.sh: stopped; $((parts - left)) of $parts parts are kept in $results; run the same command again to count the other $left" >&2
  exit 130
}
trap stop INT TERM

run() {
  if [ "$use_parallel" = yes ]; then run_parallel; else run_here; fi
}

if [ -n "$only" ]; then
  only=$((10#$only))
  have "$only" || echo "$only" | run_here || exit 1
  exit 0
fi

todo=$(missing)
if [ -n "$todo" ]; then
  start_monitor
  status=0
  printf '%s\n' "$todo" | run || status=$?
  stop_monitor
fi
left=$(missing | grep -c .) || true
if [ "$left" -gt 0 ]; then
  for k in $(missing); do
    [ ! -s "$results/part-$k.log" ] || [ "$use_parallel" = no ] ||
      echo "count.sh: part $k/$parts: $(grep -v '% counted' "$results/part-$k.log" | head -n 1)" >&2
  done
  echo "count.sh: $((parts - left)) of $parts parts counted, $left missing (see above); run the same command again to count them; no total" >&2
  exit 1
fi

if [ "$verify" -gt 0 ]; then
  checked=$(seq 0 $((parts - 1)) | shuf -n "$verify" | sort -n)
  for k in $checked; do
    again=$("$bin" --shard "$k/$parts" --threads "$threads" <<<"$n") ||
      { echo "count.sh: recounting part $k/$parts failed; no total" >&2; exit 1; }
    if [ "$again" != "$(cat "$(part_file "$k")")" ]; then
      mv "$(part_file "$k")" "$(part_file "$k").bad"
      echo "count.sh: part $k/$parts recounted as $again, but $(part_file "$k") said $(cat "$(part_file "$k").bad") (kept as part-$k.bad); run again to count it anew; no total" >&2
      exit 1
    fi
  done
  echo "count.sh: $verify of $parts parts counted again and found the same:" $checked >&2
fi

total=0
for ((k = 0; k < parts; k++)); do total=$(add_decimal "$total" "$(cat "$(part_file "$k")")"); done
echo "$total"
