package dev.sigil.relay.api;

import dev.sigil.detect.PiiClass;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What the audit event of a relayed call records (SPEC section 7): no content, no value.
 *
 * @param rehydration {@code applied}, {@code denied} or {@code not_requested}
 * @param withheld classes found in the request that an applied rehydration kept back
 * @param upstreamStatus the provider's HTTP status, 0 when it was not reached
 */
public record ChatFacts(
    String connection,
    String model,
    String purpose,
    Map<PiiClass, Integer> deidentified,
    String rehydration,
    @Nullable String reason,
    Set<PiiClass> withheld,
    int upstreamStatus,
    long upstreamMillis) {}
