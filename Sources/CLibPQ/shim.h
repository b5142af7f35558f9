// libpq, PostgreSQL's own C client (Debian's libpq-dev): connections, bound parameters,
// PG* variables, ~/.pgpass and TLS settings handled as every PostgreSQL tool handles them.
// Only its types and constants come from here: the library is not linked but opened when
// the store is first used (Sources/StudyRunner/Store/LibPQ.swift), so the header is found
// without pkg-config, whose flags would link it. Debian keeps it in /usr/include/postgresql.
#if __has_include(<libpq-fe.h>)
#include <libpq-fe.h>
#else
#include <postgresql/libpq-fe.h>
#endif
