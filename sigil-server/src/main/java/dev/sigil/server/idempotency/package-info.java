/**
 * Idempotency keys (SPEC section 8): a retried POST is recognised by its key, answered once, and
 * replayed from an answer stored encrypted under the tenant's key.
 */
@NullMarked
package dev.sigil.server.idempotency;

import org.jspecify.annotations.NullMarked;
