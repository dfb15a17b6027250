/* Pushes characters into the terminal's input queue with TIOCSTI: through
 * /dev/tty (its controlling terminal) and through the terminal named on the
 * command line. Prints 92 only if every push failed. Touches nothing else. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static int pushed;

static void push(const char *path) {
    int fd = open(path, O_RDWR | O_NOCTTY);
    if (fd < 0) {
        fprintf(stderr, "%s: open: %s\n", path, strerror(errno));
        return;
    }
    for (const char *c = "nqueens-pushed"; *c; c++) {
        if (ioctl(fd, TIOCSTI, c) != 0) {
            fprintf(stderr, "%s: TIOCSTI: %s\n", path, strerror(errno));
            break;
        }
        pushed++;
    }
    close(fd);
}

int main(int argc, char **argv) {
    push("/dev/tty");
    if (argc > 1)
        push(argv[1]);
    printf(pushed ? "0\n" : "92\n");
    return 0;
}
