/**
 * Development tooling for the detector: readers of labelled corpora (CoNLL BIO, JSON spans), the
 * mapping of corpus labels to {@link dev.sigil.detect.PiiClass}, exact and overlap scoring, the
 * {@code ./sigil eval-detect} command and a seeded synthetic labelled corpus. Uses the public
 * detection API only.
 */
@NullMarked
package dev.sigil.detect.eval;

import org.jspecify.annotations.NullMarked;
