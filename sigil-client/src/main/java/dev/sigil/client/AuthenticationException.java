package dev.sigil.client;

/** {@code 401}: the token is missing, invalid, expired or revoked. Never retried. */
public class AuthenticationException extends SigilException {
  private static final long serialVersionUID = 1L;

  AuthenticationException(Problem p) {
    super(p);
  }
}
