# Sends SIGSTOP to each of its ancestors that is part of the judge (the judge,
# its launcher, the init of its namespaces), checks whether it stopped, and
# sends SIGCONT right after, so that a stop that went through cannot hang
# anything. Prints 92 only if none was stopped.
import os
import sys
import time


def stat(pid):
    with open(f"/proc/{pid}/stat") as f:
        text = f.read()
    name = text[text.index("(") + 1 : text.rindex(")")]
    state, parent = text[text.rindex(")") + 2 :].split()[:2]
    return name, state, int(parent)


stopped = 0
pid = os.getppid()
while pid > 0:
    try:
        name, _, parent = stat(pid)
    except OSError:
        break
    if name.startswith("judge"):
        try:
            os.kill(pid, 19)  # SIGSTOP
            time.sleep(0.02)
            if stat(pid)[1] == "T":
                stopped += 1
            os.kill(pid, 18)  # SIGCONT
        except OSError as e:
            print(f"kill -STOP {pid} ({name}): {e.strerror}", file=sys.stderr)
    pid = parent
print(0 if stopped else 92)
