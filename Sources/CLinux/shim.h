// Linux calls that glibc declares only under _GNU_SOURCE, which Swift's Glibc module is not
// built with; glibc itself provides them, so nothing is linked. Declared as glibc's own
// <unistd.h> declares them.
#ifndef STUDY_CLINUX_SHIM_H
#define STUDY_CLINUX_SHIM_H

// Flushes the file system that holds the file `fd` is open on, and waits (syncfs(2)).
extern int syncfs(int fd);

#endif
