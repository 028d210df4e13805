// SwiftPM builds a C target from at least one source file; every operation is an inline
// function of include/AtomicWord.h, compiled into the Swift code that calls it.
#include "AtomicWord.h"
