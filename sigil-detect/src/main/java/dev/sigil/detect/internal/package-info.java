/** The detection engine: tokenized scans, recognizers per class family, overlap resolution. */
@NullMarked
package dev.sigil.detect.internal;

import org.jspecify.annotations.NullMarked;
