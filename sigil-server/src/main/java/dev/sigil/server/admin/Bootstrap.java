package dev.sigil.server.admin;

import dev.sigil.core.Scope;
import dev.sigil.core.TenantId;
import dev.sigil.crypto.PrivateFiles;
import dev.sigil.store.DuplicateKeyException;
import dev.sigil.store.Stores;
import dev.sigil.store.Tx;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.EnumSet;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * First start on an empty store (SPEC section 3): creates tenant {@code default} and one platform
 * admin credential, writes its token to {@code DIR/bootstrap-token} (mode 0600) and prints it once.
 * Later starts never print it again. Safe when several instances start at once.
 */
public final class Bootstrap {
  public static final String TOKEN_FILE = "bootstrap-token";
  private static final Logger log = LoggerFactory.getLogger(Bootstrap.class);

  private final Stores stores;
  private final TenantAdmin tenants;
  private final CredentialAdmin credentials;
  private final Clock clock;

  public Bootstrap(Stores stores, TenantAdmin tenants, CredentialAdmin credentials, Clock clock) {
    this.stores = stores;
    this.tenants = tenants;
    this.credentials = credentials;
    this.clock = clock;
  }

  /** Bootstraps when the store has no credential; prints the token to {@code out} once. */
  public void run(Path dataDir, PrintStream out) {
    Path file = dataDir.resolve(TOKEN_FILE);
    boolean[] wrote = {false};
    Optional<String> token;
    try {
      token = stores.database().inTransaction(tx -> issueIfEmpty(tx, file, wrote));
    } catch (DuplicateKeyException e) {
      log.info("Another instance bootstrapped this store at the same time.");
      return;
    } catch (RuntimeException e) {
      if (wrote[0]) {
        deleteQuietly(file); // its token was never committed, so it must not look valid
      }
      throw e;
    }
    if (token.isEmpty()) {
      log.info("Store already bootstrapped; the bootstrap token is not shown again.");
      return;
    }
    announce(out, file, token.get());
  }

  /** Issues the platform admin when the store has no credential; notes in wrote[0] the file. */
  private Optional<String> issueIfEmpty(Tx tx, Path file, boolean[] wrote) {
    if (stores.credentials().any(tx)) {
      return Optional.empty();
    }
    Instant now = clock.instant();
    if (stores.tenants().find(tx, TenantId.DEFAULT).isEmpty()) {
      tenants.insert(tx, TenantId.DEFAULT);
    }
    var issued =
        credentials.issue(
            tx, TenantId.DEFAULT, "bootstrap", EnumSet.allOf(Scope.class), true, null, now);
    writePrivate(file, issued.token().reveal() + "\n");
    wrote[0] = true;
    return Optional.of(issued.token().reveal());
  }

  private static void announce(PrintStream out, Path file, String token) {
    out.println();
    out.println("==================================================================");
    out.println(" Sigil bootstrap: admin token for tenant 'default' (shown once):");
    out.println("   " + token);
    out.println(" Also written to " + file.toAbsolutePath() + " (mode 0600).");
    out.println("==================================================================");
    out.println();
    out.flush();
  }

  /** Writes the token to an owner-only file, atomically and durably. */
  private static void writePrivate(Path file, String content) {
    try {
      PrivateFiles.replace(file, content.getBytes(StandardCharsets.US_ASCII));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file.getFileName(), e);
    }
  }

  private static void deleteQuietly(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException ignored) {
      // best effort: the token in it was never committed, so it authenticates nothing
    }
  }
}
