package dev.sigil.tokens.internal;

import dev.sigil.core.TenantId;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Which tokens may exist, per tenant: Bloom filters that let {@link TokenChoice} claim a new
 * deterministic value's token without probing the store first. A filter answers "maybe" for every
 * token it was given and "no" for almost all others, and it answers "maybe" for everything until it
 * holds every committed token of its tenant.
 *
 * <p>A filter is filled once per tenant and process, at the tenant's first tokenize, by a walk over
 * the tenant's tokens ({@link Pages}) on one thread shared by all walks, a tenant at a time; tokens
 * this vault inserts are added as they are inserted, during the walk too. So a token committed by
 * this process is never answered "no". A token committed by another process on the same database
 * may be: its insert then does nothing and the slot is probed in the next round, as when a
 * concurrent request took the token first. A wrong "no" costs a round, never a wrong answer, and so
 * the filter needs no lock against the store.
 *
 * <p>Filters grow in segments of doubling capacity, 16 bits a token (a false "maybe" in about 2,000
 * per full segment, under 1 % with a dozen segments). All filters of the process share a budget of
 * bits ({@link #defaultBudgetBits}: a sixteenth of the heap), so many large tenants cannot exhaust
 * the heap. A filter that would pass {@link #MAX_BITS} or the budget answers "maybe" to everything
 * from then on and gives its bits back (the store is probed as without it, until the process
 * restarts). A walk that fails leaves the filter answering "maybe"; the tenant's next tokenize
 * after {@link #RETRY} starts a new one.
 */
final class KnownTokens {
  private static final Logger log = LoggerFactory.getLogger(KnownTokens.class);

  /** Tokens read per page of the walk that fills a filter. */
  static final int PAGE = 10_000;

  /** The first segment's capacity, in tokens (8 KiB of filter for a tenant with few tokens). */
  static final int FIRST_CAPACITY = 1 << 12;

  /** The largest filter of one tenant, in bits (64 MiB, about 33 million tokens). */
  static final long MAX_BITS = 1L << 29;

  /** How long after a failed walk the tenant's filter is read again. */
  static final Duration RETRY = Duration.ofMinutes(1);

  // a full segment: a false "maybe" in about 2,000; a dozen segments (30 million tokens) under 1 %
  private static final int BITS_PER_TOKEN = 16;
  private static final int HASHES = 11;

  /** The walks that fill filters, one at a time. */
  private static final ExecutorService WALKS =
      Executors.newSingleThreadExecutor(
          // a platform thread: the walk's reads are native calls, which would pin a carrier
          Thread.ofPlatform().daemon().name("sigil-known-tokens").factory());

  /**
   * Reads one page of a tenant's tokens in token order: after {@code after}, at most {@code PAGE}.
   */
  @FunctionalInterface
  interface Pages {
    List<String> after(TenantId tenant, String after);
  }

  private final Pages pages;
  private final boolean enabled;
  private final long budgetBits;
  private final long retryNanos;
  private final AtomicLong usedBits = new AtomicLong();
  private final ConcurrentHashMap<TenantId, Filter> filters = new ConcurrentHashMap<>();

  /** Filters filled through {@code pages}; with {@code enabled} false, every answer is "maybe". */
  KnownTokens(Pages pages, boolean enabled) {
    this(pages, enabled, defaultBudgetBits(), RETRY);
  }

  /** With a budget of {@code budgetBits} for all filters, and {@code retry} after a failed walk. */
  KnownTokens(Pages pages, boolean enabled, long budgetBits, Duration retry) {
    this.pages = pages;
    this.enabled = enabled;
    this.budgetBits = budgetBits;
    this.retryNanos = retry.toNanos();
  }

  /** A sixteenth of the heap's maximum size (256 MiB of filters, 130 million tokens, in 4 GiB). */
  static long defaultBudgetBits() {
    return Runtime.getRuntime().maxMemory() / 16 * 8;
  }

  /** The bits all filters hold now (for tests). */
  long usedBits() {
    return usedBits.get();
  }

  /** Whether {@code token} may exist in the tenant; false only when it surely does not. */
  boolean mayExist(TenantId tenant, String token) {
    return !enabled || filter(tenant).mayHold(token);
  }

  /** Records that {@code token} exists (or is about to) in the tenant. */
  void add(TenantId tenant, String token) {
    if (enabled) {
      filter(tenant).add(token);
    }
  }

  /** Whether the tenant's filter holds every committed token (for tests). */
  boolean filled(TenantId tenant) {
    return enabled && filter(tenant).filled;
  }

  private Filter filter(TenantId tenant) {
    Filter f = filters.get(tenant);
    if (f != null && !(f.failedAt != 0 && System.nanoTime() - f.failedAt > retryNanos)) {
      return f;
    }
    Filter created = new Filter();
    boolean replaced = f != null && filters.replace(tenant, f, created);
    if (replaced) {
      f.giveUp(); // its bits go back to the budget
    } else if (f != null || (f = filters.putIfAbsent(tenant, created)) != null) {
      created.giveUp();
      return f;
    }
    if (!created.full) {
      WALKS.execute(() -> fill(tenant, created));
    }
    return created;
  }

  private void fill(TenantId tenant, Filter f) {
    try {
      String after = "";
      for (List<String> page = pages.after(tenant, after);
          !page.isEmpty() && !f.full;
          page = pages.after(tenant, after)) {
        for (String token : page) {
          f.add(token);
        }
        after = page.getLast();
      }
      f.filled = true;
    } catch (RuntimeException e) {
      // the filter stays unfilled: every answer is "maybe", and the store is probed as before
      f.failedAt = Math.max(1, System.nanoTime());
      log.warn(
          "reading the tokens of tenant {} for the token filter failed ({}); read again in {}",
          tenant.value(),
          e.getClass().getName(),
          RETRY);
    }
  }

  /** Takes {@code bits} from the budget; false (and nothing taken) when it has not that many. */
  private boolean reserve(long bits) {
    long used;
    do {
      used = usedBits.get();
      if (used + bits > budgetBits) {
        return false;
      }
    } while (!usedBits.compareAndSet(used, used + bits));
    return true;
  }

  /**
   * A growing Bloom filter: segments of doubling capacity, the last one taking new tokens. Its
   * segments' bits are taken from the budget, and given back when it gives up.
   */
  private final class Filter {
    private static final Segment[] NONE = {};
    private volatile Segment[] segments; // NONE once full
    private volatile boolean filled;
    private volatile boolean full;
    private volatile long failedAt; // System.nanoTime() of a failed walk, 0 if none

    Filter() {
      if (reserve(Segment.bitsFor(FIRST_CAPACITY))) {
        segments = new Segment[] {new Segment(FIRST_CAPACITY)};
      } else {
        full = true;
        segments = NONE;
      }
    }

    boolean mayHold(String token) {
      Segment[] current = segments; // read first: giveUp() sets full before it drops them
      if (!filled || full) {
        return true;
      }
      long h = hash(token);
      for (Segment s : current) {
        if (s.mayHold(h)) {
          return true;
        }
      }
      return false;
    }

    void add(String token) {
      long h = hash(token);
      Segment[] current = segments;
      if (current.length == 0 || current[current.length - 1].add(h)) {
        return;
      }
      synchronized (this) {
        current = segments;
        if (current.length == 0) {
          return;
        }
        Segment last = current[current.length - 1];
        if (last.add(h)) {
          return;
        }
        long bits = 0;
        for (Segment s : current) {
          bits += s.bits();
        }
        long more = Segment.bitsFor(last.capacity * 2);
        if (bits + more > MAX_BITS || !reserve(more)) {
          giveUp();
          return;
        }
        Segment grown = new Segment(last.capacity * 2);
        grown.add(h);
        Segment[] next = Arrays.copyOf(current, current.length + 1);
        next[current.length] = grown;
        segments = next;
      }
    }

    /** Answers "maybe" to everything from now on, and gives its bits back to the budget. */
    synchronized void giveUp() {
      full = true;
      long bits = 0;
      for (Segment s : segments) {
        bits += s.bits();
      }
      segments = NONE;
      usedBits.addAndGet(-bits);
    }
  }

  /** One Bloom filter of fixed capacity. */
  private static final class Segment {
    final int capacity;
    private final AtomicLongArray words;
    private final long mask;
    private final AtomicInteger count = new AtomicInteger();

    Segment(int capacity) {
      this.capacity = capacity;
      long bits = bitsFor(capacity);
      this.words = new AtomicLongArray((int) (bits >>> 6));
      this.mask = bits - 1;
    }

    /** The bits of a segment of {@code capacity} tokens (a power of two). */
    static long bitsFor(int capacity) {
      return Math.max(64, (long) capacity * BITS_PER_TOKEN);
    }

    long bits() {
      return mask + 1;
    }

    /** Adds the token of hash {@code h}, unless the segment is at capacity. */
    boolean add(long h) {
      if (count.getAndIncrement() >= capacity) {
        return false;
      }
      long h2 = (h >>> 32 | h << 32) | 1;
      for (int i = 0; i < HASHES; i++) {
        long bit = (h + i * h2) & mask;
        int word = (int) (bit >>> 6);
        long m = 1L << bit;
        if ((words.get(word) & m) == 0) {
          words.getAndAccumulate(word, m, (a, b) -> a | b);
        }
      }
      return true;
    }

    boolean mayHold(long h) {
      long h2 = (h >>> 32 | h << 32) | 1;
      for (int i = 0; i < HASHES; i++) {
        long bit = (h + i * h2) & mask;
        if ((words.get((int) (bit >>> 6)) & (1L << bit)) == 0) {
          return false;
        }
      }
      return true;
    }
  }

  /** A 64-bit hash of the token's chars (FNV-1a, then a SplitMix64 finish). */
  static long hash(String token) {
    long h = 0xcbf29ce484222325L;
    for (int i = 0; i < token.length(); i++) {
      h = (h ^ token.charAt(i)) * 0x100000001b3L;
    }
    h = (h ^ (h >>> 30)) * 0xbf58476d1ce4e5b9L;
    h = (h ^ (h >>> 27)) * 0x94d049bb133111ebL;
    return h ^ (h >>> 31);
  }
}
