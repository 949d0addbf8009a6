package dev.sigil.audit;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.NoteVerifier;
import dev.sigil.crypto.Ed25519NoteKeys;
import dev.sigil.crypto.Ed25519NoteSigner;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class CheckpointNotesTest {
  static final String NAME = "sigil.example/audit/acme";
  static final Ed25519NoteSigner SIGNER = Ed25519NoteKeys.generate(NAME);
  static final NoteVerifier VERIFIER = SIGNER.verifier();

  @Test
  void roundTripsInTheC2spFormat() {
    Checkpoint checkpoint = new Checkpoint(NAME, 42, MerkleTree.emptyRoot());

    String note = CheckpointNotes.sign(checkpoint, SIGNER);

    assertThat(note)
        .startsWith(
            NAME + "\n42\n47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=\n\n\u2014 " + NAME + " ")
        .endsWith("\n");
    String signatureLine = note.substring(note.lastIndexOf(' ') + 1, note.length() - 1);
    assertThat(Base64.getDecoder().decode(signatureLine)).hasSize(68);
    assertThat(CheckpointNotes.open(note, VERIFIER)).isEqualTo(checkpoint);
  }

  /** The signed-note example of golang.org/x/mod/sumdb/note, as an interoperability check. */
  @Test
  void opensTheGoSumdbNoteExample() {
    byte[] typeAndKey = Base64.getDecoder().decode("ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW");
    NoteVerifier peter =
        Ed25519NoteKeys.verifier(
            "PeterNeumann", Arrays.copyOfRange(typeAndKey, 1, typeAndKey.length));
    String text =
        "If you think cryptography is the answer to your problem,\n"
            + "then you don't know what your problem is.\n";
    String note =
        text
            + "\n\u2014 PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNX"
            + "gKvqfqdngotpRZb6KE6RyyBwJnAM=\n";

    assertThat(Notes.open(note, peter)).isEqualTo(text);
    assertThatThrownBy(() -> Notes.open(note.replace("problem,", "problem;"), peter))
        .isInstanceOf(AuditDataException.class);
  }

  @Test
  void refusesNotesOfOtherKeys() {
    Checkpoint checkpoint = new Checkpoint(NAME, 7, new byte[32]);
    String sameNameOtherKey = CheckpointNotes.sign(checkpoint, Ed25519NoteKeys.generate(NAME));
    String otherName = CheckpointNotes.sign(checkpoint, Ed25519NoteKeys.generate("other"));

    assertThatThrownBy(() -> CheckpointNotes.open(sameNameOtherKey, VERIFIER))
        .isInstanceOf(AuditDataException.class)
        .hasMessageContaining("key id");
    assertThatThrownBy(() -> CheckpointNotes.open(otherName, VERIFIER))
        .isInstanceOf(AuditDataException.class)
        .hasMessageContaining("unknown key");
  }

  @Test
  void refusesMalformedNotes() {
    String note = CheckpointNotes.sign(new Checkpoint(NAME, 7, new byte[32]), SIGNER);
    String body = note.substring(0, note.indexOf("\n\n") + 1);
    String line = note.substring(note.indexOf("\n\n") + 2);
    List<String> malformed =
        List.of(
            note.substring(0, note.length() - 1),
            note + "\n",
            note + line,
            body + line,
            body + "\n\n" + line,
            body.replace("\n7\n", "\n07\n") + "\n" + line,
            body.replace("\n7\n", "\n+7\n") + "\n" + line,
            body + "ext\n\n" + line,
            body + "\n" + line.replace("\u2014", "-"),
            body + "\n" + line.replace(" ", "  "),
            body + "\n" + line.replace("=\n", "\n"),
            body + "\n" + line.replace(NAME + " ", NAME + " AAAA"),
            "");

    for (String bad : malformed) {
      assertThatThrownBy(() -> CheckpointNotes.open(bad, VERIFIER))
          .as(bad)
          .isInstanceOf(AuditDataException.class);
    }
  }

  @Test
  void bodyParsingIsStrict() {
    String root = Base64.getEncoder().encodeToString(new byte[32]);
    for (String bad :
        List.of(
            "o\n1\n" + root,
            "o\n1\n" + root + "\n\n",
            "o\n-1\n" + root + "\n",
            "o\n99999999999999999999\n" + root + "\n",
            "o\n1\n" + Base64.getEncoder().encodeToString(new byte[31]) + "\n",
            "o\n1\n" + root.replace("=", "") + "\n",
            "o o\n1\n" + root + "\n",
            "\n1\n" + root + "\n")) {
      assertThatThrownBy(() -> Checkpoint.parseBody(bad))
          .as(bad)
          .isInstanceOf(AuditDataException.class);
    }
    assertThat(Checkpoint.parseBody("o\n0\n" + root + "\n").size()).isZero();
  }

  static LongStream seeds() {
    return RandomCases.seeds(40);
  }

  /** Property: no single-bit change anywhere in a signed note is accepted. */
  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void anyBitFlipOfANoteIsRejected(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Checkpoint checkpoint =
        new Checkpoint(
            "log" + random.nextInt(1000) + ".example/" + random.nextInt(),
            random.nextLong(Long.MAX_VALUE),
            RandomCases.bytes(random, 32));
    byte[] note = CheckpointNotes.sign(checkpoint, SIGNER).getBytes(UTF_8);

    for (int k = 0; k < 64; k++) {
      int bit = random.nextInt(note.length * 8);
      String mutated = new String(RandomCases.flipBit(note, bit), UTF_8);
      assertThatThrownBy(() -> CheckpointNotes.open(mutated, VERIFIER))
          .as("bit %d", bit)
          .isInstanceOf(AuditDataException.class);
    }
    int cut = random.nextInt(note.length);
    String truncated = new String(Arrays.copyOf(note, cut), UTF_8);
    assertThatThrownBy(() -> CheckpointNotes.open(truncated, VERIFIER))
        .isInstanceOf(AuditDataException.class);
  }

  @Test
  void everyBitFlipOfOneNoteIsRejected() {
    byte[] note =
        CheckpointNotes.sign(new Checkpoint(NAME, 123456, MerkleTree.emptyRoot()), SIGNER)
            .getBytes(UTF_8);

    for (int bit = 0; bit < note.length * 8; bit++) {
      String mutated = new String(RandomCases.flipBit(note, bit), UTF_8);
      assertThatThrownBy(() -> CheckpointNotes.open(mutated, VERIFIER))
          .as("bit %d", bit)
          .isInstanceOf(AuditDataException.class);
    }
  }
}
