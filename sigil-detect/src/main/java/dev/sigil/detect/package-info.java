/**
 * PII detection in free text: which spans of a text hold personal data, of which class, with what
 * confidence. Plain Java, usable as a library: {@link
 * dev.sigil.detect.standard.Detectors#standard()}.
 */
@NullMarked
package dev.sigil.detect;

import org.jspecify.annotations.NullMarked;
