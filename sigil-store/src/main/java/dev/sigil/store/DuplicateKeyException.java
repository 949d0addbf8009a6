package dev.sigil.store;

/** An insert hit a unique constraint: the row already exists. */
public final class DuplicateKeyException extends StoreException {
  private static final long serialVersionUID = 1L;

  public DuplicateKeyException(String message, Throwable cause) {
    super(message, cause);
  }

  /** For a conflict the store detected itself (an insert that affected no row). */
  public DuplicateKeyException(String message) {
    super(message);
  }
}
