/**
 * The workings of tokenization behind {@code dev.sigil.tokens.api}: token formats computed from a
 * keyed PRF and FF1, without storage. Not for use outside this module.
 */
@NullMarked
package dev.sigil.tokens.internal;

import org.jspecify.annotations.NullMarked;
