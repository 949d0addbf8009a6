/** The HTTP side of authentication: the bearer filter, scope checks and RFC 6750 challenges. */
@NullMarked
package dev.sigil.server.auth.web;

import org.jspecify.annotations.NullMarked;
