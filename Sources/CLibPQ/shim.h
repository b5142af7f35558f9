// libpq, PostgreSQL's own C client (Debian's libpq-dev): connections, bound parameters,
// PG* variables, ~/.pgpass and TLS settings handled as every PostgreSQL tool handles them.
#include <libpq-fe.h>
