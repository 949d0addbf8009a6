package dev.sigil.server.auth.web;

import dev.sigil.server.auth.Caller;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Optional;

/** Where the authenticated caller is kept while a request is served. */
public final class Callers {
  static final String ATTRIBUTE = Callers.class.getName() + ".caller";

  private Callers() {}

  public static Optional<Caller> of(HttpServletRequest request) {
    return request.getAttribute(ATTRIBUTE) instanceof Caller c ? Optional.of(c) : Optional.empty();
  }
}
