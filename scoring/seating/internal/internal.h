#pragma once
// Included by every header of this folder: the seating search is
// catan_seating's own. Only catan_seating sets CATAN_SEATING_INTERNALS, and
// the few tests and benchmarks of the search itself, each saying why.
#ifndef CATAN_SEATING_INTERNALS
#error "scoring/seating/internal/ is catan_seating's own: include scoring/seating/seating.h"
#endif
