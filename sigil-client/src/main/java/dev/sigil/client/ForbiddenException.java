package dev.sigil.client;

/** {@code 403}: the credential lacks the scope, or the tenant is not accessible. Never retried. */
public class ForbiddenException extends SigilException {
  private static final long serialVersionUID = 1L;

  ForbiddenException(Problem p) {
    super(p);
  }
}
