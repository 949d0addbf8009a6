package dev.sigil.audit.bundle;

import dev.sigil.audit.AuditDataException;
import dev.sigil.core.NoteVerifier;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.HexFormat;
import java.util.function.BiFunction;

/**
 * The command {@code sigil-audit-verify BUNDLE}: verifies an export bundle offline. Exit code 0
 * when it verifies, 1 when a link or a checkpoint is broken (named on standard output), 2 when the
 * bundle cannot be read.
 */
public final class VerifyBundle {
  private VerifyBundle() {}

  /** Runs the command; {@code verifiers} makes checkpoint verifiers from a key name and key. */
  public static int run(
      String[] args,
      PrintStream out,
      PrintStream err,
      BiFunction<String, byte[], NoteVerifier> verifiers) {
    if (args.length != 1) {
      err.println("usage: sigil-audit-verify BUNDLE");
      return 2;
    }
    try (BufferedReader in = Files.newBufferedReader(Path.of(args[0]), StandardCharsets.UTF_8)) {
      BundleVerifier.Result r = BundleVerifier.verify(in, verifiers);
      out.println("events: " + r.events());
      out.println("head: " + HexFormat.of().formatHex(r.head()));
      out.println("merkle root: " + Base64.getEncoder().encodeToString(r.merkleRoot()));
      if (r.valid()) {
        out.println("checkpoints: " + r.checkpoints() + " verified");
        out.println("valid: true");
        return 0;
      }
      out.println("valid: false");
      out.println(
          "first broken: "
              + (r.brokenSeq() == null ? "" : "seq " + r.brokenSeq())
              + (r.brokenRequestId() == null ? "" : " (request " + r.brokenRequestId() + ")")
              + ", "
              + r.reason());
      return 1;
    } catch (IOException | AuditDataException | IllegalArgumentException e) {
      err.println("cannot verify " + args[0] + ": " + e.getMessage());
      return 2;
    }
  }
}
