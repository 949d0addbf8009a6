package dev.sigil.store;

/**
 * The database could not serve the operation now: no pooled connection came free in time, the
 * database refused or dropped the connection, or it was too busy. Nothing of the failed transaction
 * was committed, so the caller may retry it later. Its message names the operation, never a value.
 */
public final class StoreUnavailableException extends StoreException {
  private static final long serialVersionUID = 1L;

  public StoreUnavailableException(String message, Throwable cause) {
    super(message, cause);
  }
}
