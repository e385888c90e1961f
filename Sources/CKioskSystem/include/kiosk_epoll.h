// epoll, which Swift's Glibc module does not export (and whose event structure is
// packed on x86-64): a set of descriptors one main loop sleeps on.
#ifndef KIOSK_EPOLL_H
#define KIOSK_EPOLL_H

/// A new epoll set, close-on-exec. Returns its descriptor, or -1 with errno set.
int kiosk_epoll_create(void);
/// Adds `fd` to the set `epfd`, level-triggered on readability (EPOLLIN): the set is
/// readable while `fd` is. Returns 0, or -1 with errno set.
int kiosk_epoll_watch(int epfd, int fd);
/// Takes `fd` out of the set `epfd`. Returns 0, or -1 with errno set.
int kiosk_epoll_unwatch(int epfd, int fd);

#endif
