/** Wiring of the record vaults (SPEC section 5) into the application. */
@NullMarked
package dev.sigil.server.vaults;

import org.jspecify.annotations.NullMarked;
