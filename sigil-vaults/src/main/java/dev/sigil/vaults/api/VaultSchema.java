package dev.sigil.vaults.api;

import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * A vault's schema (SPEC sections 5 and 12): its fields and, optionally, the field that names a
 * record's data subject (its value becomes the data subject of every token of the record, so that
 * erasing the subject reaches the record).
 */
public record VaultSchema(Map<String, FieldSpec> fields, @Nullable String subjectField) {
  private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9_-]{0,62}");
  private static final Pattern FIELD = Pattern.compile("[A-Za-z][A-Za-z0-9_]{0,63}");

  /**
   * @throws IllegalArgumentException when there are no fields, a field name is not {@link
   *     #isFieldName}, or the subject field is not one of the fields
   */
  public VaultSchema {
    if (fields.isEmpty()) {
      throw new IllegalArgumentException("a vault has at least one field");
    }
    if (!fields.keySet().stream().allMatch(VaultSchema::isFieldName)) {
      throw new IllegalArgumentException("not a field name");
    }
    if (subjectField != null && !fields.containsKey(subjectField)) {
      throw new IllegalArgumentException("the subject field is not a field of the vault");
    }
    fields = Map.copyOf(new TreeMap<>(fields));
  }

  /** A vault id: 1 to 63 lowercase letters, digits, {@code -} and {@code _}. */
  public static boolean isVaultId(String s) {
    return ID.matcher(s).matches();
  }

  /** A field name: a letter, then up to 63 letters, digits or {@code _}. */
  public static boolean isFieldName(String s) {
    return FIELD.matcher(s).matches();
  }
}
