/** Wiring of the AI relay: the detector and the de-identifier. */
@NullMarked
package dev.sigil.server.relay;

import org.jspecify.annotations.NullMarked;
