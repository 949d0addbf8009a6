package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.core.TenantId;
import dev.sigil.store.Stores;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database that cannot serve now is a {@code 503} with {@code Retry-After}, not an internal error
 * (docs/decisions.md, storage): the client may try the same request again a moment later.
 */
class OverloadIT {
  @TempDir Path dataDir;

  /**
   * The pool's only connection is held, so the bearer check's read waits the pool's 10 s for one
   * and fails: the answer is {@code 503 unavailable} with {@code Retry-After: 1}, the driver's
   * message stays out of it, and once the connection is free the same request succeeds.
   */
  @Test
  void aRequestThatFindsNoConnectionInTimeIsA503ToRetry() throws Exception {
    try (TestServer server = TestServer.start(dataDir, null, "--sigil.store.max-pool-size=1")) {
      String admin = server.bootstrapToken();
      assertThat(server.get("/v1/credentials/self", admin).statusCode()).isEqualTo(200);
      Stores stores = server.context().getBean(Stores.class);
      CountDownLatch held = new CountDownLatch(1);
      CountDownLatch release = new CountDownLatch(1);
      CompletableFuture<Void> holder =
          CompletableFuture.runAsync(
              () ->
                  stores
                      .database()
                      .inReadTransaction(
                          tx -> {
                            stores.tenants().find(tx, new TenantId("default"));
                            held.countDown();
                            try {
                              return release.await(60, TimeUnit.SECONDS);
                            } catch (InterruptedException e) {
                              Thread.currentThread().interrupt();
                              return false;
                            }
                          }));
      assertThat(held.await(10, TimeUnit.SECONDS)).isTrue();
      try {
        HttpResponse<String> refused = server.get("/v1/credentials/self", admin);

        assertThat(refused.statusCode()).isEqualTo(503);
        assertThat(refused.headers().firstValue("Retry-After")).hasValue("1");
        assertThat(refused.headers().firstValue("Content-Type"))
            .hasValueSatisfying(t -> assertThat(t).startsWith("application/problem+json"));
        assertThat(Json.parse(refused.body()).get("code").stringValue()).isEqualTo("unavailable");
        assertThat(refused.body()).doesNotContainIgnoringCase("connection is not available");
        assertThat(refused.body()).doesNotContain("sigil-store");
      } finally {
        release.countDown();
        holder.get(10, TimeUnit.SECONDS);
      }
      assertThat(server.get("/v1/credentials/self", admin).statusCode()).isEqualTo(200);
    }
  }
}
