package dev.sigil.relay.api;

import dev.sigil.core.TenantId;
import tools.jackson.databind.node.ObjectNode;

/**
 * One chat request: the client's Chat Completions body with {@code connection_id}, {@code purpose}
 * and optional {@code rehydrate}, the request id the answer names, and whether the caller holds
 * {@code ai:rehydrate}.
 */
public record ChatCall(
    TenantId tenant, String requestId, ObjectNode body, boolean callerMayRehydrate) {}
