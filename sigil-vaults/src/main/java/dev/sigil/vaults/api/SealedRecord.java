package dev.sigil.vaults.api;

import java.util.Map;

/** A sealed record: its id and, per field, the field's token. */
public record SealedRecord(String id, Map<String, String> tokens) {
  public SealedRecord {
    tokens = Map.copyOf(tokens);
  }
}
