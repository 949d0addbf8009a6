package dev.sigil.relay.api;

import dev.sigil.detect.PiiClass;
import java.util.EnumSet;
import java.util.Set;

/**
 * A connection's rehydration policy (SPEC section 7): whether placeholders in an answer may become
 * the original values again, and for which classes. The caller also needs {@code ai:rehydrate}.
 */
public record Rehydration(boolean allowed, Set<PiiClass> classes) {
  public static final Rehydration NEVER = new Rehydration(false, Set.of());

  public Rehydration {
    classes = classes.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(classes));
  }
}
