/** The local record vaults over the stores and the token vault. */
@NullMarked
package dev.sigil.vaults.internal;

import org.jspecify.annotations.NullMarked;
