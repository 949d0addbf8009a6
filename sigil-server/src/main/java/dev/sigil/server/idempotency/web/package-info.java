/** Reading an idempotent request (its key and body) and writing the answers of SPEC section 8. */
@NullMarked
package dev.sigil.server.idempotency.web;

import org.jspecify.annotations.NullMarked;
