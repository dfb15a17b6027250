# A near-limit solution that caches its answer: it burns SECONDS of CPU and
# then leaves the answer in /dev/shm/NAME (or /tmp/NAME), unless a cache is
# there already, when it prints at once. If runs shared /dev/shm or /tmp, the
# judge's re-run near the limit would find the cache and be judged fast.
import os
import sys
import time

seconds, name = float(sys.argv[1]), sys.argv[2]
for dir in ("/dev/shm", "/tmp"):
    if os.path.exists(os.path.join(dir, name)):
        print(92, flush=True)
        os._exit(0)
while time.process_time() < seconds:
    pass
for dir in ("/dev/shm", "/tmp"):
    try:
        with open(os.path.join(dir, name), "w") as f:
            f.write("92\n")
    except OSError:
        pass
print(92, flush=True)
os._exit(0)
