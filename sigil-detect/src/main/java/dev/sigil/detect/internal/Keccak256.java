package dev.sigil.detect.internal;

/**
 * Keccak-256 as Ethereum uses it (the original Keccak padding 0x01, not SHA3-256's 0x06), for
 * EIP-55 address checksums. The JDK offers only SHA3-256, whose padding differs.
 */
final class Keccak256 {
  private Keccak256() {}

  private static final long[] RC = {
    0x0000000000000001L, 0x0000000000008082L, 0x800000000000808AL, 0x8000000080008000L,
    0x000000000000808BL, 0x0000000080000001L, 0x8000000080008081L, 0x8000000000008009L,
    0x000000000000008AL, 0x0000000000000088L, 0x0000000080008009L, 0x000000008000000AL,
    0x000000008000808BL, 0x800000000000008BL, 0x8000000000008089L, 0x8000000000008003L,
    0x8000000000008002L, 0x8000000000000080L, 0x000000000000800AL, 0x800000008000000AL,
    0x8000000080008081L, 0x8000000000008080L, 0x0000000080000001L, 0x8000000080008008L
  };
  private static final int[] ROT = {
    0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14
  };
  private static final int RATE = 136;

  static byte[] hash(byte[] in) {
    return hash(in, (byte) 0x01);
  }

  /** The sponge with a given domain padding byte (0x06 gives SHA3-256, used to test this). */
  static byte[] hash(byte[] in, byte pad) {
    long[] a = new long[25];
    int blocks = in.length / RATE + 1;
    byte[] padded = java.util.Arrays.copyOf(in, blocks * RATE);
    padded[in.length] ^= pad;
    padded[padded.length - 1] ^= (byte) 0x80;
    for (int b = 0; b < blocks; b++) {
      for (int i = 0; i < RATE / 8; i++) {
        a[i] ^= lane(padded, b * RATE + i * 8);
      }
      permute(a);
    }
    byte[] out = new byte[32];
    for (int i = 0; i < 32; i++) {
      out[i] = (byte) (a[i / 8] >>> (8 * (i % 8)));
    }
    return out;
  }

  private static long lane(byte[] b, int off) {
    long v = 0;
    for (int k = 7; k >= 0; k--) {
      v = (v << 8) | (b[off + k] & 0xff);
    }
    return v;
  }

  private static void permute(long[] a) {
    long[] c = new long[5];
    long[] b = new long[25];
    for (int round = 0; round < 24; round++) {
      for (int x = 0; x < 5; x++) {
        c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
      }
      for (int x = 0; x < 5; x++) {
        long d = c[(x + 4) % 5] ^ Long.rotateLeft(c[(x + 1) % 5], 1);
        for (int y = 0; y < 25; y += 5) {
          a[x + y] ^= d;
        }
      }
      for (int x = 0; x < 5; x++) {
        for (int y = 0; y < 5; y++) {
          b[y + 5 * ((2 * x + 3 * y) % 5)] = Long.rotateLeft(a[x + 5 * y], ROT[x + 5 * y]);
        }
      }
      for (int x = 0; x < 5; x++) {
        for (int y = 0; y < 25; y += 5) {
          a[x + y] = b[x + y] ^ (~b[(x + 1) % 5 + y] & b[(x + 2) % 5 + y]);
        }
      }
      a[0] ^= RC[round];
    }
  }
}
