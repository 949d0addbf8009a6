package dev.sigil.vaults.api;

import dev.sigil.tokens.api.Revealed;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The answer for one record of a reveal: {@code fields} per field name in the status vocabulary of
 * detokenize, or none when the record does not exist ({@code found} false).
 */
public record RecordReveal(String id, boolean found, @Nullable Map<String, Revealed> fields) {}
