/** Wiring of the token vault (SPEC section 4) into the application. */
@NullMarked
package dev.sigil.server.tokens;

import org.jspecify.annotations.NullMarked;
