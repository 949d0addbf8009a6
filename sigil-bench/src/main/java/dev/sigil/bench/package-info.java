/**
 * JMH micro-benchmarks of the per-item cryptography of tokenization, single-threaded (one core):
 * run by {@code ./sigil bench tokens-jmh}, never by the test suite.
 */
@NullMarked
package dev.sigil.bench;

import org.jspecify.annotations.NullMarked;
