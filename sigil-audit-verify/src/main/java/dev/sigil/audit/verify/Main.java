package dev.sigil.audit.verify;

import dev.sigil.audit.bundle.VerifyBundle;
import dev.sigil.crypto.Ed25519NoteKeys;

/**
 * {@code java -jar sigil-audit-verify.jar BUNDLE}: verifies an audit export bundle offline, its
 * checkpoint signatures with Tink's Ed25519. Exit code 0 valid, 1 broken, 2 unreadable.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    System.exit(VerifyBundle.run(args, System.out, System.err, Ed25519NoteKeys::verifier));
  }
}
