/**
 * JMH micro-benchmarks, single-threaded (one core): the per-item cryptography of tokenization, run
 * by {@code ./sigil bench tokens-jmh}, and PII detection, run by {@code ./sigil bench detect};
 * never by the test suite.
 */
@NullMarked
package dev.sigil.bench;

import org.jspecify.annotations.NullMarked;
