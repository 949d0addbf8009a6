package dev.sigil.tokens.api;

import dev.sigil.core.Purposes;
import dev.sigil.core.Scope;
import java.util.Set;

/**
 * One rule of a tenant's reveal policy (SPEC sections 6 and 12): a caller holding any of {@code
 * scopes}, revealing for one of {@code purposes}, a value of one of {@code dataTypes}, may see it
 * up to {@code redaction} ({@code plain} covers {@code masked}), and only with the data subject's
 * consent to that purpose when {@code requireConsent}. The purpose {@code *} matches every purpose.
 */
public record RevealRule(
    Set<String> purposes,
    Set<DataType> dataTypes,
    Set<Scope> scopes,
    Redaction redaction,
    boolean requireConsent) {

  /** Any purpose. */
  public static final String ANY_PURPOSE = Purposes.ANY;

  /**
   * @throws IllegalArgumentException when a set is empty or a purpose is not {@link #isPurpose}
   */
  public RevealRule {
    if (purposes.isEmpty() || dataTypes.isEmpty() || scopes.isEmpty()) {
      throw new IllegalArgumentException("a rule names at least one purpose, type and scope");
    }
    for (String p : purposes) {
      if (!p.equals(ANY_PURPOSE) && !isPurpose(p)) {
        throw new IllegalArgumentException("not a purpose");
      }
    }
    purposes = Set.copyOf(purposes);
    dataTypes = Set.copyOf(dataTypes);
    scopes = Set.copyOf(scopes);
  }

  /** A purpose is 1 to 64 characters: letters, digits, {@code _ . : -}, not starting with one. */
  public static boolean isPurpose(String s) {
    return Purposes.isPurpose(s);
  }

  boolean matches(Set<Scope> held, String purpose, DataType type) {
    return (purposes.contains(purpose) || purposes.contains(ANY_PURPOSE))
        && dataTypes.contains(type)
        && held.stream().anyMatch(scopes::contains);
  }
}
