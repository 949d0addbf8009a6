package dev.sigil.relay.api;

import dev.sigil.core.TenantId;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One chat request: the client's Chat Completions body with {@code connection_id}, {@code purpose}
 * and optional {@code rehydrate}, the request id the answer names, and whether the caller holds
 * {@code ai:rehydrate}.
 */
public record ChatCall(
    TenantId tenant, String requestId, ObjectNode body, boolean callerMayRehydrate) {
  /**
   * Whether the body asks for a streamed answer: {@code "stream": true} exactly. A {@code stream}
   * that is neither a boolean nor null is not read loosely; {@link ChatRelay#complete} refuses it.
   */
  public boolean streamed() {
    JsonNode stream = body.get("stream");
    return stream != null && stream.isBoolean() && stream.booleanValue();
  }
}
