package dev.sigil.audit;

/**
 * Audit data that is malformed or fails verification: JSON that is not in Sigil's event model, a
 * checkpoint or signed note that breaks its format, a signature that does not verify.
 *
 * <p>Security guarantees: the message names the rule that failed and at most an offset or line
 * number; it never quotes the input, which may be an event.
 */
public final class AuditDataException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public AuditDataException(String message) {
    super(message);
  }
}
