#include "kiosk_epoll.h"

#include <stddef.h>
#include <sys/epoll.h>

int kiosk_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

int kiosk_epoll_watch(int epfd, int fd) {
    struct epoll_event event = { .events = EPOLLIN, .data = { .fd = fd } };
    return epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &event);
}

int kiosk_epoll_unwatch(int epfd, int fd) { return epoll_ctl(epfd, EPOLL_CTL_DEL, fd, NULL); }
