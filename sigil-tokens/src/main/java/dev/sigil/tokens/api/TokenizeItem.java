package dev.sigil.tokens.api;

import dev.sigil.core.Sensitive;
import org.jspecify.annotations.Nullable;

/**
 * One value to tokenize (SPEC section 4). {@code dataSubject} ties the token to a data subject, so
 * that erasing the subject reaches it; {@code clientRef} is the caller's tenant-scoped idempotency
 * key for this item. Both may be personal data and are never stored in clear.
 */
public record TokenizeItem(
    Sensitive<String> value,
    DataType dataType,
    TokenType tokenType,
    @Nullable Sensitive<String> dataSubject,
    @Nullable Sensitive<String> clientRef) {}
