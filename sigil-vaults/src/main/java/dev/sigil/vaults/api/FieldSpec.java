package dev.sigil.vaults.api;

import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.TokenType;

/**
 * One field of a vault schema: its data type, the type of its token, and whether it is required.
 */
public record FieldSpec(DataType dataType, TokenType tokenType, boolean required) {}
