package dev.sigil.client;

/**
 * {@code 404}: the record, vault, connection or credential does not exist (in the caller's tenant).
 */
public class NotFoundException extends SigilException {
  private static final long serialVersionUID = 1L;

  NotFoundException(Problem p) {
    super(p);
  }
}
