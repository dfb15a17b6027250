/* Tries every way out to the network: a TCP connection to 127.0.0.1:PORT, a
 * TCP server on 0.0.0.0, a UDP datagram to 127.0.0.1:PORT, and a connection to
 * the abstract unix socket NAME (the test listens on both). Reports each on
 * stderr and prints 92 only if all failed. */
#include <arpa/inet.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static int reached;

static void attempt(const char *what, int result) {
    if (result == 0) {
        reached++;
        fprintf(stderr, "%s: done\n", what);
    } else {
        fprintf(stderr, "%s: %s\n", what, strerror(errno));
    }
}

int main(int argc, char **argv) {
    if (argc < 3)
        return 2;
    struct sockaddr_in local = {.sin_family = AF_INET, .sin_port = htons(atoi(argv[1]))};
    local.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int s = socket(AF_INET, SOCK_STREAM, 0);
    attempt("tcp connect 127.0.0.1", s < 0 ? -1 : connect(s, (void *)&local, sizeof local));
    close(s);
    struct sockaddr_in any = {.sin_family = AF_INET};
    s = socket(AF_INET, SOCK_STREAM, 0);
    attempt("tcp listen 0.0.0.0",
            s < 0 || bind(s, (void *)&any, sizeof any) != 0 ? -1 : listen(s, 1));
    close(s);
    s = socket(AF_INET, SOCK_DGRAM, 0);
    attempt("udp send 127.0.0.1",
            s < 0 || sendto(s, "x", 1, 0, (void *)&local, sizeof local) != 1 ? -1 : 0);
    close(s);
    struct sockaddr_un name = {.sun_family = AF_UNIX};
    size_t length = strlen(argv[2]);
    memcpy(name.sun_path + 1, argv[2], length);
    s = socket(AF_UNIX, SOCK_STREAM, 0);
    socklen_t size = offsetof(struct sockaddr_un, sun_path) + 1 + length;
    attempt("abstract unix connect", s < 0 ? -1 : connect(s, (void *)&name, size));
    close(s);
    printf(reached ? "0\n" : "92\n");
    return 0;
}
