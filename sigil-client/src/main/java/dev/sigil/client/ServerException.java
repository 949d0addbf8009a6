package dev.sigil.client;

/** Another {@code 5xx} (after retries), e.g. {@code 503} when the audit log cannot be written. */
public class ServerException extends SigilException {
  private static final long serialVersionUID = 1L;

  ServerException(Problem p) {
    super(p);
  }
}
