package dev.sigil.tokens.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.core.TenantId;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The filter of known tokens ({@link KnownTokens}): never "no" for a token it was given or read,
 * "maybe" for everything until it has read the tenant's tokens, and rarely "maybe" for others.
 */
class KnownTokensTest {
  private static final TenantId ACME = new TenantId("acme");
  private static final TenantId OTHER = new TenantId("other");
  private static final long FIRST_SEGMENT_BITS = KnownTokens.FIRST_CAPACITY * 16L;

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

  /** A failed walk is tried again, at the tenant's first question after the retry interval. */
  @Test
  void aFailedReadIsTriedAgainAfterTheRetryInterval() throws Exception {
    AtomicInteger walks = new AtomicInteger();
    KnownTokens known =
        new KnownTokens(
            (tenant, after) -> {
              if (walks.incrementAndGet() == 1) {
                throw new IllegalStateException("store down");
              }
              return after.isEmpty() ? List.of("tok_a") : List.of();
            },
            true,
            KnownTokens.defaultBudgetBits(),
            Duration.ofMillis(1));

    assertThat(known.mayExist(ACME, "tok_x")).isTrue(); // starts the walk that fails
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (walks.get() < 2 && System.nanoTime() < deadline) {
      Thread.sleep(5);
      known.mayExist(ACME, "tok_x"); // after the interval, starts a new walk
    }
    filled(known, ACME);

    assertThat(walks.get()).isEqualTo(3); // the failed walk, then one of two pages
    assertThat(known.mayExist(ACME, "tok_a")).isTrue();
    assertThat(known.mayExist(ACME, "tok_x")).isFalse();
  }

  /**
   * All filters share one budget of bits: a filter that would pass it answers "maybe" from then on
   * and gives its bits back; a tenant whose first segment does not fit gets no filter and no walk.
   */
  @Test
  void filtersStayWithinTheirSharedBudget() throws Exception {
    long segment = FIRST_SEGMENT_BITS;
    Set<TenantId> walked = ConcurrentHashMap.newKeySet();
    KnownTokens known =
        new KnownTokens(
            (tenant, after) -> {
              walked.add(tenant);
              return List.of();
            },
            true,
            3 * segment,
            KnownTokens.RETRY);
    filled(known, ACME);
    List<String> added = tokens("tok_added_", KnownTokens.FIRST_CAPACITY * 3);
    for (String t : added) {
      known.add(ACME, t); // fills a second segment of twice the bits: the whole budget
    }
    assertThat(known.usedBits()).isEqualTo(3 * segment);
    assertThat(known.mayExist(ACME, "tok_never")).isFalse();

    known.add(ACME, "tok_one_more"); // a third segment would pass the budget
    assertThat(known.mayExist(ACME, "tok_never")).isTrue();
    assertThat(known.usedBits()).isZero();

    filled(known, OTHER);
    TenantId second = new TenantId("second");
    TenantId third = new TenantId("third");
    filled(known, second);
    filled(known, third);
    assertThat(known.usedBits()).isEqualTo(3 * segment);
    TenantId fourth = new TenantId("fourth");
    assertThat(known.mayExist(fourth, "tok_never")).isTrue();
    Thread.sleep(50);
    assertThat(known.filled(fourth)).isFalse();
    assertThat(walked).doesNotContain(fourth);
    assertThat(known.usedBits()).isEqualTo(3 * segment);
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
