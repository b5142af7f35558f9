// libedit's readline-compatible interface and its native editline/history API.
#include <stdio.h>
#include <histedit.h>
#include <editline/readline.h>
