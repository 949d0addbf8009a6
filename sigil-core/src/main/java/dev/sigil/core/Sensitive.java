package dev.sigil.core;

import java.util.Objects;
import java.util.function.Function;

/**
 * A protected value: a secret or a piece of personal data. Its {@link #toString()} is always {@code
 * [REDACTED]}, so it can be passed through code that might log or format it. Reading it takes an
 * explicit call to {@link #reveal()}, which keeps every access searchable.
 */
public final class Sensitive<T> {
  private static final String REDACTED = "[REDACTED]";
  private final T value;

  private Sensitive(T value) {
    this.value = Objects.requireNonNull(value, "value");
  }

  public static <T> Sensitive<T> of(T value) {
    return new Sensitive<>(value);
  }

  /** The protected value. Callers must not log, format or echo it. */
  public T reveal() {
    return value;
  }

  public <R> Sensitive<R> map(Function<? super T, ? extends R> f) {
    return new Sensitive<>(f.apply(value));
  }

  @Override
  public String toString() {
    return REDACTED;
  }

  /** Identity-based on purpose: equality of secrets must be checked in constant time elsewhere. */
  @Override
  public boolean equals(Object o) {
    return this == o;
  }

  @Override
  public int hashCode() {
    return System.identityHashCode(this);
  }
}
