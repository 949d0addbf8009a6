/** Entry point of the AI relay module. */
@NullMarked
package dev.sigil.relay;

import org.jspecify.annotations.NullMarked;
