/** Entry point of the vaults module: obtaining record vaults. */
@NullMarked
package dev.sigil.vaults;

import org.jspecify.annotations.NullMarked;
