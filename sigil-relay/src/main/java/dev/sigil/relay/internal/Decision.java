package dev.sigil.relay.internal;

import dev.sigil.detect.PiiClass;
import dev.sigil.relay.api.Connection;
import java.util.EnumSet;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** The rehydration decision of one call (SPEC section 7). */
record Decision(String status, @Nullable String reason, Set<PiiClass> classes) {
  static final Decision NOT_REQUESTED = new Decision("not_requested", null, Set.of());

  /**
   * Applied for the requested classes the connection allows, when the connection allows rehydration
   * at all and the caller holds {@code ai:rehydrate}; denied otherwise, with the reason.
   */
  static Decision of(@Nullable Set<PiiClass> requested, Connection c, boolean callerMay) {
    if (requested == null) {
      return NOT_REQUESTED;
    }
    if (!c.rehydration().allowed()) {
      return denied("connection_disallows");
    }
    if (!callerMay) {
      return denied("missing_scope");
    }
    Set<PiiClass> classes = requested.isEmpty() ? c.deidentify() : requested;
    Set<PiiClass> allowed = EnumSet.noneOf(PiiClass.class);
    for (PiiClass k : classes) {
      if (c.rehydration().classes().isEmpty() || c.rehydration().classes().contains(k)) {
        allowed.add(k);
      }
    }
    return allowed.isEmpty() ? denied("class_not_allowed") : new Decision("applied", null, allowed);
  }

  private static Decision denied(String reason) {
    return new Decision("denied", reason, Set.of());
  }

  boolean applied() {
    return status.equals("applied");
  }
}
