package dev.sigil.detect.internal;

import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;

/**
 * Overlap resolution: of candidates that share characters, the one with the higher score wins, then
 * the longer one, then the earlier one. Greedy in that order, so the answer never overlaps and is
 * the same whatever order the recognizers reported in.
 */
final class Overlaps {
  /**
   * Higher score, then longer, then earlier, then class order. Written out rather than composed
   * from key extractors: the sort of every call with candidates runs it.
   */
  static final Comparator<Entity> PRIORITY = Overlaps::priority;

  private static final Comparator<Entity> BY_START = Overlaps::byStart;

  private static int priority(Entity a, Entity b) {
    int c = Double.compare(b.score(), a.score());
    if (c == 0) {
      c = Integer.compare(b.length(), a.length());
    }
    if (c == 0) {
      c = Integer.compare(a.start(), b.start());
    }
    return c != 0 ? c : a.piiClass().compareTo(b.piiClass());
  }

  private static int byStart(Entity a, Entity b) {
    return Integer.compare(a.start(), b.start());
  }

  private Overlaps() {}

  /**
   * Removes the names, places and organisations that lie wholly inside an address among {@code
   * candidates}: in "34683 Coty Lakes, Annandale, NM" the street's words may look like a person's
   * name to the name model, and with a higher score than the address's. Giving way never uncovers a
   * character: the address covers all of them.
   */
  static void dropInsideAddresses(List<Entity> candidates) {
    List<Entity> addresses = new ArrayList<>(2);
    for (Entity e : candidates) {
      if (e.piiClass() == PiiClass.ADDRESS) {
        addresses.add(e);
      }
    }
    if (addresses.isEmpty()) {
      return;
    }
    // by start, with the furthest end reached so far: an entity lies inside some address when the
    // addresses starting at or before it reach its end (a text of thousands of addresses and names
    // takes time in proportion to its length)
    addresses.sort(BY_START);
    int[] starts = new int[addresses.size()];
    int[] reach = new int[addresses.size()];
    for (int i = 0; i < starts.length; i++) {
      starts[i] = addresses.get(i).start();
      reach[i] = Math.max(i == 0 ? 0 : reach[i - 1], addresses.get(i).end());
    }
    candidates.removeIf(
        e -> {
          PiiClass c = e.piiClass();
          if (c != PiiClass.NAME && c != PiiClass.LOCATION && c != PiiClass.ORGANIZATION) {
            return false;
          }
          int i = lastAtOrBefore(starts, e.start());
          return i >= 0 && reach[i] >= e.end();
        });
  }

  /** The index of the last value of sorted {@code a} that is at most {@code key}, or -1. */
  private static int lastAtOrBefore(int[] a, int key) {
    int lo = 0;
    int hi = a.length; // the answer + 1 lies in [lo, hi]
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (a[mid] <= key) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo - 1;
  }

  static List<Entity> resolve(List<Entity> candidates) {
    if (candidates.size() <= 1) {
      return List.copyOf(candidates);
    }
    List<Entity> ranked = new ArrayList<>(candidates);
    ranked.sort(PRIORITY);
    if (ranked.size() <= FEW) {
      return resolveFew(ranked);
    }
    TreeMap<Integer, Entity> kept = new TreeMap<>(); // by start; kept entities never overlap
    for (Entity e : ranked) {
      var before = kept.floorEntry(e.start());
      if (before != null && before.getValue().end() > e.start()) {
        continue;
      }
      var after = kept.ceilingEntry(e.start());
      if (after != null && after.getKey() < e.end()) {
        continue;
      }
      kept.put(e.start(), e);
    }
    return List.copyOf(kept.values());
  }

  /** Up to this many candidates, comparing with each kept one beats a tree. */
  private static final int FEW = 16;

  /** {@link #resolve} for a few candidates, already ranked. */
  private static List<Entity> resolveFew(List<Entity> ranked) {
    Entity[] kept = new Entity[ranked.size()];
    int n = 0;
    next:
    for (Entity e : ranked) {
      for (int i = 0; i < n; i++) {
        if (kept[i].overlaps(e)) {
          continue next;
        }
      }
      kept[n++] = e;
    }
    Arrays.sort(kept, 0, n, BY_START);
    return List.of(Arrays.copyOf(kept, n));
  }
}
