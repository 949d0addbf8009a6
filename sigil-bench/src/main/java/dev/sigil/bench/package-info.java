/**
 * JMH micro-benchmarks, single-threaded (one core): the per-item cryptography of tokenization, run
 * by {@code ./sigil bench tokens-jmh}, and PII detection, run by {@code ./sigil bench detect};
 * never by the test suite. Also {@link dev.sigil.bench.MockProvider}, the fixed-answer provider
 * that {@code ./sigil bench relay} puts behind the relay and the proxies it is compared with.
 */
@NullMarked
package dev.sigil.bench;

import org.jspecify.annotations.NullMarked;
