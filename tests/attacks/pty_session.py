# Runs the command line given as arguments in a new session whose controlling
# terminal is a fresh pseudo-terminal (as a judge started from a shell has),
# with `{tty}` in them replaced by the terminal's path; then prints the exit status, how many
# characters are waiting in the terminal's input queue, and what was written.
import fcntl, os, pty, select, struct, sys, termios, tty

master, slave = pty.openpty()
tty.setraw(slave)
argv = [a.replace("{tty}", os.ttyname(slave)) for a in sys.argv[1:]]
pid = os.fork()
if pid == 0:
    os.setsid()
    fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
    for fd in (0, 1, 2):
        os.dup2(slave, fd)
    os.execv(argv[0], argv)
out = b""
status = None
while status is None:
    if select.select([master], [], [], 0.05)[0]:
        out += os.read(master, 65536)
    done, code = os.waitpid(pid, os.WNOHANG)
    if done:
        status = code
while select.select([master], [], [], 0.05)[0]:
    try:
        out += os.read(master, 65536)
    except OSError:
        break
waiting = struct.unpack("i", fcntl.ioctl(slave, termios.FIONREAD, b"\0" * 4))[0]
os.close(slave)
os.close(master)
print(os.waitstatus_to_exitcode(status), waiting)
sys.stdout.write(out.decode(errors="replace"))
