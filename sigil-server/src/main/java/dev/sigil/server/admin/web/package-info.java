/** The admin HTTP API of SPEC section 12 and the caller's own credential view. */
@NullMarked
package dev.sigil.server.admin.web;

import org.jspecify.annotations.NullMarked;
