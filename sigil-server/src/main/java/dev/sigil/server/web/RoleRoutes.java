package dev.sigil.server.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.server.config.SigilProperties.Role;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.UrlPathHelper;

/**
 * Keeps each role's endpoints on its own listener (SPEC section 1): the vault's (tokenize,
 * detokenize, subjects, consents) answer only on the vault port, the gateway's (data, AI relay)
 * only on the gateway port; elsewhere they are {@code 404}, as if they did not exist. Audit,
 * health, admin and metrics endpoints exist on both.
 */
final class RoleRoutes extends OncePerRequestFilter {
  static final List<String> VAULT =
      List.of("/v1/tokenize", "/v1/detokenize", "/v1/subjects/", "/v1/consents");
  static final List<String> GATEWAY = List.of("/v1/data", "/v1/ai/");

  private final ServerPorts ports;
  private final ProblemWriter problems;

  RoleRoutes(ServerPorts ports, ProblemWriter problems) {
    this.ports = ports;
    this.problems = problems;
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    // the path as the dispatcher will route it (decoded, without ;parameters)
    Role owner = ownerOf(UrlPathHelper.defaultInstance.getLookupPathForRequest(request));
    if (owner != null && request.getLocalPort() != ports.port(owner)) {
      problems.write(request, response, ErrorCode.NOT_FOUND, "No such endpoint on this port.");
      return;
    }
    chain.doFilter(request, response);
  }

  private static @Nullable Role ownerOf(String path) {
    if (VAULT.stream().anyMatch(p -> matches(path, p))) {
      return Role.VAULT;
    }
    return GATEWAY.stream().anyMatch(p -> matches(path, p)) ? Role.GATEWAY : null;
  }

  private static boolean matches(String path, String prefix) {
    return prefix.endsWith("/")
        ? path.startsWith(prefix)
        : path.equals(prefix) || path.startsWith(prefix + "/");
  }
}
