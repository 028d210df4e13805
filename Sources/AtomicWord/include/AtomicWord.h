// Atomic operations on a pointer-sized integer, for the manifest's lazily made tables: the
// compiler's __atomic builtins, which need no runtime library and no OS newer than the package's
// floor (Swift's Synchronization module needs iOS 18 and macOS 15).
#ifndef STANDARDPATHS_ATOMIC_WORD_H
#define STANDARDPATHS_ATOMIC_WORD_H

#include <stdbool.h>
#include <stdint.h>

/// The word at `word`, read with acquire ordering: what was written before its store is seen.
static inline intptr_t standardpaths_load_acquiring(const intptr_t *word) {
  return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

/// Stores `desired` at `word` if it holds `*expected`, with acquire-release ordering; otherwise
/// writes the value found into `*expected`. Returns whether it stored.
static inline bool standardpaths_compare_exchange(
    intptr_t *word, intptr_t *expected, intptr_t desired) {
  return __atomic_compare_exchange_n(
      word, expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

/// Adds `amount` to the word at `word`, with relaxed ordering, and returns the new value.
static inline intptr_t standardpaths_add_relaxed(intptr_t *word, intptr_t amount) {
  return __atomic_add_fetch(word, amount, __ATOMIC_RELAXED);
}

#endif
