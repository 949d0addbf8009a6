package dev.sigil.relay.internal;

import dev.sigil.detect.PiiClass;
import dev.sigil.relay.api.Connection;
import java.util.EnumSet;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The rehydration decision of one call (SPEC section 7): {@code classes} are restored; {@code
 * withheld} are classes this call de-identified and asked for but the connection does not let come
 * back, which stay placeholders, so that an answer applied to some classes says which ones it kept
 * back.
 */
record Decision(
    String status, @Nullable String reason, Set<PiiClass> classes, Set<PiiClass> withheld) {
  static final Decision NOT_REQUESTED = new Decision("not_requested", null, Set.of(), Set.of());

  /**
   * Applied for the requested classes the connection allows, when the connection allows rehydration
   * at all and the caller holds {@code ai:rehydrate}; denied otherwise, with the reason. An applied
   * decision that keeps back some of the classes found in the request ({@code found}) has the
   * reason {@code class_not_allowed} and names them.
   */
  static Decision of(
      @Nullable Set<PiiClass> requested, Connection c, boolean callerMay, Set<PiiClass> found) {
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
    Set<PiiClass> withheld = EnumSet.noneOf(PiiClass.class);
    for (PiiClass k : classes) {
      if (c.rehydration().classes().isEmpty() || c.rehydration().classes().contains(k)) {
        allowed.add(k);
      } else if (found.contains(k)) {
        withheld.add(k);
      }
    }
    if (allowed.isEmpty()) {
      return denied("class_not_allowed");
    }
    return new Decision(
        "applied", withheld.isEmpty() ? null : "class_not_allowed", allowed, withheld);
  }

  private static Decision denied(String reason) {
    return new Decision("denied", reason, Set.of(), Set.of());
  }

  boolean applied() {
    return status.equals("applied");
  }
}
