package dev.sigil.tokens.internal;

import dev.sigil.crypto.DataKeys;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.TokenType;
import java.util.HexFormat;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** One item of a tokenize batch while its token is being found or chosen. */
final class Slot {
  private static final HexFormat HEX = HexFormat.of();

  final int index;
  final String value;
  final DataType type;
  final TokenType tokenType;
  final Subjects.@Nullable Subject subject;
  final DataKeys keys;

  /** Deterministic and format-preserving slots: under every key, the current one first. */
  List<byte[]> fingerprints = List.of();

  /**
   * Slots with a {@code clientRef}: its keyed hash and the item's, under every key of the
   * keyed-hash keyset (so bindings made before a rotation still answer), the current one first.
   */
  List<byte[]> refHashes = List.of();

  List<byte[]> itemFingerprints = List.of();

  @Nullable String token;

  /**
   * Deterministic and format-preserving slots, per key of {@link #fingerprints}: the attempt whose
   * candidate is probed next, and whether that key's walk has ended (its candidate was free).
   */
  int[] attempts = new int[0];

  boolean[] walked = new boolean[0];

  /** Answered by an existing {@code clientRef} binding. */
  boolean fromBinding;

  boolean created;

  /** Another slot of the batch for the same value or the same client reference. */
  @Nullable Slot sameAs;

  Slot(
      int index,
      String value,
      DataType type,
      TokenType tokenType,
      Subjects.@Nullable Subject subject,
      DataKeys keys) {
    this.index = index;
    this.value = value;
    this.type = type;
    this.tokenType = tokenType;
    this.subject = subject;
    this.keys = keys;
  }

  boolean isRandom() {
    return tokenType == TokenType.RANDOM;
  }

  byte @Nullable [] subjectRef() {
    return subject == null ? null : subject.ref();
  }

  @Nullable String subjectRefHex() {
    return subject == null ? null : subject.refHex();
  }

  boolean hasClientRef() {
    return !refHashes.isEmpty();
  }

  /** Whether {@code stored}, a bound item's fingerprint, is this slot's item. */
  boolean isItem(byte[] stored) {
    return itemFingerprints.stream().anyMatch(f -> java.security.MessageDigest.isEqual(f, stored));
  }

  String fingerprintHex() {
    return HEX.formatHex(fingerprints.getFirst());
  }

  /** The chosen candidate or token; only called once one is set. */
  String token() {
    if (token == null) {
      throw new IllegalStateException("no token chosen yet");
    }
    return token;
  }

  /** The token of this slot, or of the slot it shares its token with. */
  @Nullable String resolvedToken() {
    return sameAs != null ? sameAs.resolvedToken() : token;
  }

  String pointer(String field) {
    return "/items/" + index + "/" + field;
  }
}
