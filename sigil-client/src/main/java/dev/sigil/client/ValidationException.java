package dev.sigil.client;

/**
 * {@code 400} or {@code 422}: the request was malformed or failed validation; {@link #errors()}
 * names each field. Never retried.
 */
public class ValidationException extends SigilException {
  private static final long serialVersionUID = 1L;

  ValidationException(Problem p) {
    super(p);
  }
}
