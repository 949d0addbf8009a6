package dev.sigil.server.audit.web;

import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a handler adds to its request's audit event: ids of what it touched ({@code credential},
 * {@code tenant}, ...) and keyed hashes. Never a protected value.
 */
public final class AuditNotes {
  private static final String ATTRIBUTE = AuditNotes.class.getName();
  private final Map<String, Object> details = new TreeMap<>();

  private AuditNotes() {}

  /** The notes of {@code request}, created on first use. */
  public static AuditNotes of(HttpServletRequest request) {
    if (request.getAttribute(ATTRIBUTE) instanceof AuditNotes notes) {
      return notes;
    }
    AuditNotes notes = new AuditNotes();
    request.setAttribute(ATTRIBUTE, notes);
    return notes;
  }

  public AuditNotes put(String key, Object value) {
    details.put(key, value);
    return this;
  }

  Map<String, Object> details() {
    return details;
  }
}
