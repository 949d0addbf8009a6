/** Sealed records in named vaults (SPEC section 5): schemas, sealing, masked reads, reveals. */
@NullMarked
package dev.sigil.vaults.api;

import org.jspecify.annotations.NullMarked;
