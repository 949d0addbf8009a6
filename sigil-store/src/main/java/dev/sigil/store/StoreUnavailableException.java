package dev.sigil.store;

/**
 * The database could not serve the operation now: no pooled connection (or, on SQLite, no turn at
 * the write lock) came free in time, the database refused or dropped the connection, or it had too
 * many connections. Nothing of the failed transaction was committed, so the caller may retry it
 * later. Its message names the operation, never a value.
 */
public final class StoreUnavailableException extends StoreException {
  private static final long serialVersionUID = 1L;

  public StoreUnavailableException(String message, Throwable cause) {
    super(message, cause);
  }

  public StoreUnavailableException(String message) {
    super(message);
  }
}
