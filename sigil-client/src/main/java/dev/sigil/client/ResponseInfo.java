package dev.sigil.client;

import org.jspecify.annotations.Nullable;

/**
 * What a call's final answer says about the request: its operation ({@code "POST /v1/tokenize"}),
 * HTTP status, the server's {@code X-Request-Id}, the {@code Idempotency-Key} sent (null for
 * reads), whether the server replayed a stored answer ({@code Idempotent-Replayed}), and how many
 * attempts the call took. Holds no value and no token.
 */
public record ResponseInfo(
    String operation,
    int status,
    String requestId,
    @Nullable String idempotencyKey,
    boolean replayed,
    int attempts) {}
