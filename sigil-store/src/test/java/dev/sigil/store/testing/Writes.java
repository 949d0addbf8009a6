package dev.sigil.store.testing;

import dev.sigil.store.Stores;
import dev.sigil.store.Tx;
import java.util.function.Consumer;

/** Store tests' shorthand for a transaction that only writes. */
public final class Writes {
  private Writes() {}

  /** Runs {@code work} in one committed transaction of {@code stores}. */
  public static void write(Stores stores, Consumer<Tx> work) {
    stores
        .database()
        .inTransaction(
            tx -> {
              work.accept(tx);
              return true;
            });
  }
}
