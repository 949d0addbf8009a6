package dev.sigil.tokens.api;

import org.jspecify.annotations.Nullable;

/**
 * The token of one {@link TokenizeItem}. {@code created} is false when an existing token was
 * returned (the same deterministic value, or the same {@code clientRef}). {@code subjectRef} is the
 * tenant's keyed hash of the item's data subject, in hex, for audit events and erasure links; it is
 * not part of the answer.
 */
public record Tokenized(
    String token,
    DataType dataType,
    TokenType tokenType,
    boolean created,
    @Nullable String subjectRef) {}
