package dev.sigil.server.audit.web;

import jakarta.servlet.http.HttpServletRequest;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a handler adds to its request's audit event: ids of what it touched ({@code credential},
 * {@code tenant}, ...) and keyed hashes. Never a protected value.
 */
public final class AuditNotes {
  private static final String ATTRIBUTE = AuditNotes.class.getName();
  private final Map<String, Object> details = new TreeMap<>();
  private List<String> answerSubjects = List.of();

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

  /**
   * Notes the data subjects (hex keyed hashes) whose values or ids the answer holds: recorded in
   * the event as {@code subjects}, and linked to the stored idempotent answer so that erasing one
   * of them removes it (SPEC section 8).
   */
  public AuditNotes answerHoldsSubjects(Collection<String> subjectRefs) {
    if (!subjectRefs.isEmpty()) {
      List<String> refs = subjectRefs.stream().distinct().sorted().toList();
      details.put("subjects", refs);
      answerSubjects = refs;
    }
    return this;
  }

  List<String> answerSubjects() {
    return answerSubjects;
  }

  Map<String, Object> details() {
    return details;
  }
}
