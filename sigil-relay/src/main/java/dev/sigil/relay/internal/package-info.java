/** The relay's implementation: stored connections. */
@NullMarked
package dev.sigil.relay.internal;

import org.jspecify.annotations.NullMarked;
