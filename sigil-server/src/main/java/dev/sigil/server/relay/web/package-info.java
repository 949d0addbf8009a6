/** The AI relay's endpoints on the gateway. */
@NullMarked
package dev.sigil.server.relay.web;

import org.jspecify.annotations.NullMarked;
