package dev.sigil.audit;

import dev.sigil.core.NoteSigner;
import dev.sigil.core.NoteVerifier;

/**
 * Signed checkpoints: a {@link Checkpoint} body wrapped in a C2SP signed note, e.g.
 *
 * <pre>
 * sigil.example/audit/acme
 * 42
 * qzjbDC0Mn4rCrmeHKpODgrt8RHsDGHv0VokMfNEh4Qk=
 *
 * — sigil.example/audit/acme kXw2IdwS...
 * </pre>
 *
 * <p>A note has exactly one signature line, by the log's key: Sigil refuses other signatures rather
 * than ignoring them (a stricter reading than C2SP's, to be loosened when witnesses co-sign).
 */
public final class CheckpointNotes {
  private CheckpointNotes() {}

  /** The signed note of {@code checkpoint}. */
  public static String sign(Checkpoint checkpoint, NoteSigner signer) {
    return Notes.sign(checkpoint.body(), signer);
  }

  /**
   * Verifies {@code note} with {@code verifier} and parses its checkpoint.
   *
   * @throws AuditDataException if the note is malformed (including a malformed body, stray or
   *     missing newlines), names another key or key id, or its signature does not verify
   */
  public static Checkpoint open(String note, NoteVerifier verifier) {
    return Checkpoint.parseBody(Notes.open(note, verifier));
  }
}
