/**
 * The audit chain of every request: events built without protected values, appended per tenant to a
 * hash chain in the request's own transaction, read back and verified.
 */
@NullMarked
package dev.sigil.server.audit;

import org.jspecify.annotations.NullMarked;
