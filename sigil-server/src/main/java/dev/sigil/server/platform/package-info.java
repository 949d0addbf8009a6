/** Wires the platform: data directory, store, root key and key hierarchy, admin services. */
@NullMarked
package dev.sigil.server.platform;

import org.jspecify.annotations.NullMarked;
