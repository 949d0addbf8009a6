package dev.sigil.audit.bundle;

import dev.sigil.audit.AuditDataException;
import dev.sigil.audit.CanonicalJson;
import dev.sigil.audit.ChainBreak;
import dev.sigil.audit.ChainEntry;
import dev.sigil.audit.ChainVerification;
import dev.sigil.audit.Checkpoint;
import dev.sigil.audit.CheckpointNotes;
import dev.sigil.audit.HashChain;
import dev.sigil.audit.LeafHashes;
import dev.sigil.audit.MerkleTree;
import dev.sigil.core.NoteVerifier;
import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.function.BiFunction;
import org.jspecify.annotations.Nullable;

/**
 * Verifies an export bundle offline: every event's canonical form and chain hash, the chain's
 * continuity, and its end against the header's count and head; computes the RFC 9162 Merkle root of
 * the events; opens every signed checkpoint with the header's public key and checks its root
 * against the events (so successive checkpoints are consistent by construction). Names the first
 * broken link with its request id, or the first checkpoint that does not hold.
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
      @Nullable String reason,
      int checkpoints) {}

  private BundleVerifier() {}

  /**
   * Verifies the bundle read from {@code in}; {@code verifiers} makes the checkpoint signature
   * verifier from the header's key name and raw public key.
   */
  public static Result verify(BufferedReader in, BiFunction<String, byte[], NoteVerifier> verifiers)
      throws IOException {
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
    Lines lines = new Lines(in, requestIds, leaves);
    ChainVerification chain = HashChain.verify(lines);
    byte[] root = MerkleTree.root(LeafHashes.of(leaves), leaves.size());
    ChainBreak broken = chain.firstBroken();
    if (broken != null) {
      int at = (int) Math.min(broken.position(), requestIds.size() - 1L);
      String reason = broken.reason().name().toLowerCase(Locale.ROOT);
      return new Result(
          false,
          chain.events(),
          chain.head(),
          root,
          broken.seq(),
          at >= 0 ? requestIds.get(at) : null,
          reason,
          0);
    }
    long declared = header.get("events") instanceof Number n ? n.longValue() : -1;
    byte[] head = HexFormat.of().parseHex(String.valueOf(header.get("head")));
    if (declared != chain.events() || !Arrays.equals(head, chain.head())) {
      long seq = Math.min(declared, chain.events());
      return new Result(false, chain.events(), chain.head(), root, seq, null, "missing", 0);
    }
    List<String> notes = checkpointNotes(lines.rest());
    for (int i = 0; i < notes.size(); i++) {
      NoteVerifier verifier =
          verifiers.apply(
              String.valueOf(header.get("keyName")),
              Base64.getDecoder().decode(String.valueOf(header.get("publicKey"))));
      Checkpoint c;
      try {
        c = CheckpointNotes.open(notes.get(i), verifier);
      } catch (AuditDataException e) {
        return new Result(
            false,
            chain.events(),
            chain.head(),
            root,
            null,
            null,
            "checkpoint " + (i + 1) + " is not signed by the bundle's key",
            i);
      }
      if (c.size() > leaves.size()
          || !Arrays.equals(c.rootHash(), MerkleTree.root(LeafHashes.of(leaves), c.size()))) {
        return new Result(
            false,
            chain.events(),
            chain.head(),
            root,
            c.size(),
            null,
            "checkpoint of size " + c.size() + " does not match the events",
            i);
      }
    }
    return new Result(true, chain.events(), chain.head(), root, null, null, null, notes.size());
  }

  private static List<String> checkpointNotes(List<String> lines) {
    List<String> notes = new ArrayList<>();
    for (String line : lines) {
      if (line.isEmpty()) {
        continue;
      }
      Object note = Bundle.object(line, "checkpoint line").get("checkpoint");
      if (!(note instanceof String text)) {
        throw new AuditDataException("a line after the events is not a checkpoint");
      }
      notes.add(text);
    }
    return notes;
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
      return next != null && !next.isEmpty() && !next.startsWith("{\"checkpoint\"");
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

    /** The lines after the events. */
    List<String> rest() {
      List<String> out = new ArrayList<>();
      try {
        if (next != null) {
          out.add(next);
        }
        for (String line = in.readLine(); line != null; line = in.readLine()) {
          out.add(line);
        }
      } catch (IOException e) {
        throw new AuditDataException("cannot read the bundle");
      }
      return out;
    }
  }
}
