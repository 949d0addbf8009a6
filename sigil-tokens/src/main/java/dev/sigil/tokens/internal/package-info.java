/**
 * The workings of tokenization behind {@code dev.sigil.tokens.api}: token formats computed from a
 * keyed PRF and FF1, subjects and their keys, token choice, reveal under policy and erasure, in the
 * local vault. Only ciphertexts, tokens and keyed hashes reach the stores.
 */
@NullMarked
package dev.sigil.tokens.internal;

import org.jspecify.annotations.NullMarked;
