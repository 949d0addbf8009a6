package dev.sigil.detect.eval;

/**
 * A corpus file that cannot be read as its format. The message names the file and line (and column
 * for JSON) and what was expected; it never quotes the file's text.
 */
public final class CorpusFormatException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  CorpusFormatException(String message) {
    super(message);
  }
}
