/** Tenant keys opened for use, cached per tenant. */
@NullMarked
package dev.sigil.server.keys;

import org.jspecify.annotations.NullMarked;
