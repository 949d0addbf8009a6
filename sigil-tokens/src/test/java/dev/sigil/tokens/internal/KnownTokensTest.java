package dev.sigil.tokens.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.core.TenantId;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The filter of known tokens ({@link KnownTokens}): never "no" for a token it was given or read,
 * "maybe" for everything until it has read the tenant's tokens, and rarely "maybe" for others.
 */
class KnownTokensTest {
  private static final TenantId ACME = new TenantId("acme");
  private static final TenantId OTHER = new TenantId("other");

  @Test
  void answersMaybeForEverythingUntilTheTenantsTokensAreRead() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    KnownTokens known =
        new KnownTokens(
            (tenant, after) -> {
              await(release);
              return after.isEmpty() ? List.of("tok_a", "tok_b") : List.of();
            },
            true);

    assertThat(known.mayExist(ACME, "tok_never")).isTrue();
    known.add(ACME, "tok_added");
    release.countDown();
    filled(known, ACME);

    assertThat(known.mayExist(ACME, "tok_a")).isTrue();
    assertThat(known.mayExist(ACME, "tok_b")).isTrue();
    assertThat(known.mayExist(ACME, "tok_added")).isTrue(); // added while the tokens were read
    assertThat(known.mayExist(ACME, "tok_never")).isFalse();
  }

  @Test
  void readsEveryPageAndKeepsTenantsApart() throws Exception {
    List<String> stored = tokens("tok_", 25_000);
    KnownTokens known = new KnownTokens((tenant, after) -> page(tenant, stored, after), true);

    filled(known, ACME);

    assertThat(stored).allMatch(t -> known.mayExist(ACME, t));
    assertThat(falseMaybes(known, ACME, stored)).isLessThan(0.005);
    filled(known, OTHER);
    assertThat(stored).noneMatch(t -> known.mayExist(OTHER, t));
  }

  /**
   * Past the first segment's capacity the filter grows and still knows every token it was given.
   */
  @Test
  void growsWithoutForgettingAndRarelyAnswersMaybeForOthers() throws Exception {
    KnownTokens known = new KnownTokens((tenant, after) -> List.of(), true);
    filled(known, ACME);
    List<String> added = tokens("tok_added_", KnownTokens.FIRST_CAPACITY * 5);
    for (String t : added) {
      known.add(ACME, t);
    }

    assertThat(added).allMatch(t -> known.mayExist(ACME, t));
    assertThat(falseMaybes(known, ACME, tokens("tok_other_", 100_000))).isLessThan(0.005);
  }

  @Test
  void aFailedReadLeavesEveryAnswerMaybe() throws Exception {
    CountDownLatch tried = new CountDownLatch(1);
    KnownTokens known =
        new KnownTokens(
            (tenant, after) -> {
              tried.countDown();
              throw new IllegalStateException("store down");
            },
            true);

    assertThat(known.mayExist(ACME, "tok_x")).isTrue();
    assertThat(tried.await(5, TimeUnit.SECONDS)).isTrue();
    Thread.sleep(50);
    assertThat(known.filled(ACME)).isFalse();
    assertThat(known.mayExist(ACME, "tok_x")).isTrue();
  }

  @Test
  void offAnswersMaybeForEverything() {
    KnownTokens known =
        new KnownTokens(
            (tenant, after) -> {
              throw new AssertionError("an unused filter reads nothing");
            },
            false);
    known.add(ACME, "tok_a");
    assertThat(known.mayExist(ACME, "tok_never")).isTrue();
    assertThat(known.filled(ACME)).isFalse();
  }

  private static List<String> page(TenantId tenant, List<String> stored, String after) {
    if (!tenant.equals(ACME)) {
      return List.of();
    }
    int from = after.isEmpty() ? 0 : stored.indexOf(after) + 1;
    return stored.subList(from, Math.min(stored.size(), from + KnownTokens.PAGE));
  }

  /** {@code n} tokens in token order. */
  private static List<String> tokens(String prefix, int n) {
    List<String> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(prefix + String.format("%08d", i));
    }
    return out;
  }

  private static double falseMaybes(KnownTokens known, TenantId tenant, List<String> others) {
    long maybe = others.stream().filter(t -> known.mayExist(tenant, "x" + t)).count();
    return (double) maybe / others.size();
  }

  private static void filled(KnownTokens known, TenantId tenant) throws InterruptedException {
    known.mayExist(tenant, "tok_start"); // the first question starts the read
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!known.filled(tenant) && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertThat(known.filled(tenant)).isTrue();
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
