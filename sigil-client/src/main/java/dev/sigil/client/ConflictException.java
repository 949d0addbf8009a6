package dev.sigil.client;

/**
 * {@code 409}: a conflict, e.g. {@code client_ref_conflict}; {@code idempotency_in_flight} is
 * retried first and surfaces here only when retries ran out.
 */
public class ConflictException extends SigilException {
  private static final long serialVersionUID = 1L;

  ConflictException(Problem p) {
    super(p);
  }
}
