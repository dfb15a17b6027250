/* Tries to change the metadata of every file named on the command line and of
 * its own stdin and stdout: modes (chmod 000, set-user-ID), times (touch -d
 * 2001), an extended attribute (setfattr), the immutable flag (chattr +i) and
 * the owner. Reports each attempt on stderr and prints 92 only if all failed.
 * A change that went through is undone before it exits. */
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <time.h>
#include <unistd.h>

static int changed;

static void attempt(const char *what, const char *name, int result) {
    if (result == 0) {
        changed++;
        fprintf(stderr, "%s %s: done\n", what, name);
    } else {
        fprintf(stderr, "%s %s: %s\n", what, name, strerror(errno));
    }
}

static void attack(int fd, const char *path, const char *name) {
    struct stat before;
    fstat(fd, &before);
    struct timespec y2001[2] = {{978307200, 0}, {978307200, 0}};
    int flags = 0;
    ioctl(fd, FS_IOC_GETFLAGS, &flags);
    int immutable = flags | FS_IMMUTABLE_FL;
    attempt("fchmod 000", name, fchmod(fd, 0));
    attempt("fchmod 4777", name, fchmod(fd, 04777));
    attempt("futimens 2001", name, futimens(fd, y2001));
    attempt("fsetxattr", name, fsetxattr(fd, "user.nqueens", "x", 1, 0));
    attempt("chattr +i", name, ioctl(fd, FS_IOC_SETFLAGS, &immutable));
    attempt("fchown", name, fchown(fd, before.st_uid + 1, before.st_gid + 1));
    if (path) {
        attempt("chmod 000", name, chmod(path, 0));
        attempt("utimensat 2001", name, utimensat(AT_FDCWD, path, y2001, 0));
        attempt("setxattr", name, setxattr(path, "user.nqueens", "x", 1, 0));
    }
    /* Undo whatever went through, so that a failing test leaves nothing behind. */
    ioctl(fd, FS_IOC_SETFLAGS, &flags);
    fremovexattr(fd, "user.nqueens");
    fchown(fd, before.st_uid, before.st_gid);
    fchmod(fd, before.st_mode & 07777);
    struct timespec times[2] = {before.st_atim, before.st_mtim};
    futimens(fd, times);
}

int main(int argc, char **argv) {
    attack(0, NULL, "stdin");
    attack(1, NULL, "stdout");
    for (int i = 1; i < argc; i++) {
        int fd = open(argv[i], O_RDONLY);
        if (fd < 0) {
            fprintf(stderr, "open %s: %s\n", argv[i], strerror(errno));
            continue;
        }
        attack(fd, argv[i], argv[i]);
        close(fd);
    }
    printf(changed ? "0\n" : "92\n");
    return 0;
}
