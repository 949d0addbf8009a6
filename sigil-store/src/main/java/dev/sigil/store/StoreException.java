package dev.sigil.store;

/**
 * A storage fault: the database is unreachable, a statement failed, a constraint was violated. Its
 * message names the store operation, never a value.
 */
public class StoreException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public StoreException(String message, Throwable cause) {
    super(message, cause);
  }

  public StoreException(String message) {
    super(message);
  }
}
