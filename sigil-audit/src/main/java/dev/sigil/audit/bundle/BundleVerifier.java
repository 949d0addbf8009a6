package dev.sigil.audit.bundle;

import dev.sigil.audit.AuditDataException;
import dev.sigil.audit.CanonicalJson;
import dev.sigil.audit.ChainBreak;
import dev.sigil.audit.ChainEntry;
import dev.sigil.audit.ChainVerification;
import dev.sigil.audit.HashChain;
import dev.sigil.audit.LeafHashes;
import dev.sigil.audit.MerkleTree;
import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.jspecify.annotations.Nullable;

/**
 * Verifies an export bundle offline: every event's canonical form and chain hash, the chain's
 * continuity, and its end against the header's count and head; computes the RFC 9162 Merkle root of
 * the events. Names the first broken link with its request id.
 */
public final class BundleVerifier {

  /** The outcome: the first break (if any) and what was verified. */
  public record Result(
      boolean valid,
      long events,
      byte[] head,
      byte[] merkleRoot,
      @Nullable Long brokenSeq,
      @Nullable String brokenRequestId,
      @Nullable String reason) {}

  private BundleVerifier() {}

  public static Result verify(BufferedReader in) throws IOException {
    String headerLine = in.readLine();
    if (headerLine == null) {
      throw new AuditDataException("empty bundle");
    }
    Map<?, ?> header = Bundle.object(headerLine, "header");
    if (!Bundle.FORMAT.equals(header.get("format"))) {
      throw new AuditDataException("not a " + Bundle.FORMAT + " bundle");
    }
    List<String> requestIds = new ArrayList<>();
    List<byte[]> leaves = new ArrayList<>();
    ChainVerification chain = HashChain.verify(new Lines(in, requestIds, leaves));
    byte[] root = MerkleTree.root(LeafHashes.of(leaves), leaves.size());
    ChainBreak broken = chain.firstBroken();
    if (broken != null) {
      int at = (int) Math.min(broken.position(), requestIds.size() - 1L);
      return new Result(
          false,
          chain.events(),
          chain.head(),
          root,
          broken.seq(),
          at >= 0 ? requestIds.get(at) : null,
          broken.reason().name().toLowerCase(java.util.Locale.ROOT));
    }
    long declared = header.get("events") instanceof Number n ? n.longValue() : -1;
    byte[] head = HexFormat.of().parseHex(String.valueOf(header.get("head")));
    if (declared != chain.events() || !Arrays.equals(head, chain.head())) {
      return new Result(
          false,
          chain.events(),
          chain.head(),
          root,
          Math.min(declared, chain.events()),
          null,
          "missing");
    }
    return new Result(true, chain.events(), chain.head(), root, null, null, null);
  }

  /** Event lines as chain entries; records request ids and leaf hashes on the way. */
  private static final class Lines implements Iterator<ChainEntry> {
    private final BufferedReader in;
    private final List<String> requestIds;
    private final List<byte[]> leaves;
    private @Nullable String next;

    Lines(BufferedReader in, List<String> requestIds, List<byte[]> leaves) {
      this.in = in;
      this.requestIds = requestIds;
      this.leaves = leaves;
    }

    @Override
    public boolean hasNext() {
      if (next == null) {
        try {
          next = in.readLine();
        } catch (IOException e) {
          throw new AuditDataException("cannot read the bundle");
        }
      }
      return next != null && !next.isEmpty();
    }

    @Override
    public ChainEntry next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      Map<?, ?> line = Bundle.object(next, "event line");
      next = null;
      byte[] canonical = CanonicalJson.serialize(line.get("event"));
      Object requestId = line.get("event") instanceof Map<?, ?> e ? e.get("requestId") : null;
      requestIds.add(String.valueOf(requestId));
      leaves.add(MerkleTree.leafHash(canonical));
      long seq = line.get("seq") instanceof Number n ? n.longValue() : -1;
      byte[] hash = HexFormat.of().parseHex(String.valueOf(line.get("hash")));
      return new ChainEntry(seq, canonical, hash);
    }
  }
}
