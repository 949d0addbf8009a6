package dev.sigil.crypto;

import com.google.crypto.tink.prf.Prf;
import com.google.crypto.tink.prf.PrfSet;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A Tink PRF set computed over {@code context} and {@code input} without ambiguity: the PRF input
 * is the big-endian 32-bit length of the context, the context, then the input. This encoding and
 * the 32-byte output are a stored format (keyed hashes are lookup keys); golden tests pin them.
 */
final class ContextPrf {
  static final int OUTPUT_LENGTH = 32;

  private final PrfSet prfs;
  private final String operation;

  ContextPrf(PrfSet prfs, String operation) {
    this.prfs = prfs;
    this.operation = operation;
  }

  /** The output under the primary key. */
  byte[] compute(byte[] input, byte[] context) {
    byte[] message = encode(input, context);
    return Tink.guard(operation, () -> prfs.computePrimary(message, OUTPUT_LENGTH));
  }

  /**
   * The outputs under every key of the set, primary first; the order of the others is by key id.
   */
  List<byte[]> computeAll(byte[] input, byte[] context) {
    byte[] message = encode(input, context);
    return Tink.guard(operation, () -> computeAll(message));
  }

  private List<byte[]> computeAll(byte[] message) throws GeneralSecurityException {
    Map<Integer, Prf> all = prfs.getPrfs();
    int primary = prfs.getPrimaryId();
    List<byte[]> outputs = new ArrayList<>(all.size());
    outputs.add(all.get(primary).compute(message, OUTPUT_LENGTH));
    List<Integer> others = all.keySet().stream().filter(id -> id != primary).sorted().toList();
    for (int id : others) {
      outputs.add(all.get(id).compute(message, OUTPUT_LENGTH));
    }
    return List.copyOf(outputs);
  }

  private static byte[] encode(byte[] input, byte[] context) {
    return ByteBuffer.allocate(4 + context.length + input.length)
        .putInt(context.length)
        .put(context)
        .put(input)
        .array();
  }
}
