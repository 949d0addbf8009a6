package dev.sigil.server.auth;

/** The outcome of checking a bearer token. */
public sealed interface AuthResult {
  record Authenticated(Caller caller) implements AuthResult {}

  /** RFC 6750 {@code invalid_token}; {@code description} is safe to show the token's holder. */
  record Rejected(String description) implements AuthResult {}
}
