package dev.sigil.audit;

import java.util.SplittableRandom;
import java.util.stream.LongStream;

/**
 * Seeds for property tests written as JUnit parameterized tests: each case gets its own seed, shown
 * in the test's name, so a failing case is replayed by running its body with that seed. The master
 * seed is random per run unless {@code -Dsigil.seed=<n>} fixes it.
 */
final class RandomCases {
  private static final long MASTER = Long.getLong("sigil.seed", System.nanoTime());

  private RandomCases() {}

  static LongStream seeds(int count) {
    SplittableRandom master = new SplittableRandom(MASTER);
    return LongStream.generate(master::nextLong).limit(count);
  }

  static byte[] bytes(SplittableRandom random, int length) {
    byte[] out = new byte[length];
    random.nextBytes(out);
    return out;
  }

  static byte[] flipBit(byte[] data, int bit) {
    byte[] copy = data.clone();
    copy[bit / 8] ^= (byte) (1 << (bit % 8));
    return copy;
  }
}
