package dev.sigil.core;

import java.util.Arrays;
import java.util.Optional;

/** What a credential may do (SPEC section 3). Wire names are stable. */
public enum Scope {
  TOKENS_WRITE("tokens:write"),
  TOKENS_REVEAL("tokens:reveal"),
  DATA_WRITE("data:write"),
  DATA_READ("data:read"),
  DATA_REVEAL("data:reveal"),
  SUBJECTS_ERASE("subjects:erase"),
  SUBJECTS_READ("subjects:read"),
  AI_CHAT("ai:chat"),
  AI_REHYDRATE("ai:rehydrate"),
  AUDIT_READ("audit:read"),
  ADMIN("admin");

  private final String wireName;

  Scope(String wireName) {
    this.wireName = wireName;
  }

  public String wireName() {
    return wireName;
  }

  public static Optional<Scope> fromWire(String name) {
    return Arrays.stream(values()).filter(s -> s.wireName.equals(name)).findFirst();
  }

  @Override
  public String toString() {
    return wireName;
  }
}
