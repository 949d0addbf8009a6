package dev.sigil.tokens.api;

import dev.sigil.core.FieldError;
import dev.sigil.core.Sensitive;

/** The outcome of {@link Normalizer#normalize}: a normalized value or a refusal. */
public sealed interface Normalized permits Normalized.Valid, Normalized.Refused {

  /** The value was valid; {@code value} is its normalized form. */
  record Valid(Sensitive<String> value) implements Normalized {}

  /**
   * The value was refused. {@code code} is stable ({@code invalid_email}, ...); {@code detail} is
   * safe to show the caller and never contains the value.
   */
  record Refused(String code, String detail) implements Normalized {

    /** This refusal as a field error at {@code pointer} (an RFC 6901 JSON Pointer). */
    public FieldError toFieldError(String pointer) {
      return new FieldError(pointer, code, detail);
    }
  }
}
