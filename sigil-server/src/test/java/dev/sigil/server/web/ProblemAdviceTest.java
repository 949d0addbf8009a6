package dev.sigil.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.store.StoreException;
import dev.sigil.store.StoreUnavailableException;
import jakarta.servlet.http.HttpServletRequest;
import java.lang.reflect.Proxy;
import java.sql.SQLTransientConnectionException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseEntity;

/** How store failures become answers. */
class ProblemAdviceTest {
  private final ProblemAdvice advice = new ProblemAdvice();

  /**
   * A database that cannot serve now (here HikariCP's pool wait timed out, as under the overload of
   * {@code ./sigil bench data}) is a {@code 503} the client may retry, not an internal error; the
   * driver's message stays out of the answer.
   */
  @Test
  void aDatabaseThatCannotServeNowIsA503WithRetryAfter() {
    var cause =
        new SQLTransientConnectionException(
            "sigil-store-postgresql - Connection is not available, user=alice@example.com");
    ResponseEntity<Problem> answer =
        advice.unavailable(
            new StoreUnavailableException(
                "transaction.connect failed: the database is busy or unreachable", cause),
            request());

    assertThat(answer.getStatusCode().value()).isEqualTo(503);
    assertThat(answer.getHeaders().getFirst(HttpHeaders.RETRY_AFTER)).isEqualTo("1");
    assertThat(answer.getBody()).isNotNull();
    assertThat(answer.getBody().code()).isEqualTo("unavailable");
    assertThat(answer.getBody().toString()).doesNotContain("alice", "Connection is not available");
  }

  /** Any other store failure stays an internal error, without a Retry-After. */
  @Test
  void anotherStoreFailureIsAnInternalError() {
    ResponseEntity<Problem> answer =
        advice.internal(new StoreException("tokens.insertAll failed"), request());

    assertThat(answer.getStatusCode().value()).isEqualTo(500);
    assertThat(answer.getHeaders().containsHeader(HttpHeaders.RETRY_AFTER)).isFalse();
    assertThat(answer.getBody()).isNotNull();
    assertThat(answer.getBody().code()).isEqualTo("internal_error");
  }

  /** A request that keeps its attributes, all the advice reads and writes. */
  private static HttpServletRequest request() {
    Map<String, Object> attributes = new HashMap<>();
    return (HttpServletRequest)
        Proxy.newProxyInstance(
            HttpServletRequest.class.getClassLoader(),
            new Class<?>[] {HttpServletRequest.class},
            (proxy, method, args) ->
                switch (method.getName()) {
                  case "getAttribute" -> attributes.get((String) args[0]);
                  case "setAttribute" -> attributes.put((String) args[0], args[1]);
                  case "getAttributeNames" -> java.util.Collections.enumeration(List.of());
                  default ->
                      throw new UnsupportedOperationException(
                          "not in the test: " + method.getName());
                });
  }
}
