/** The HTTP side of the audit chain: the unit-of-work filter and the audit:read endpoints. */
@NullMarked
package dev.sigil.server.audit.web;

import org.jspecify.annotations.NullMarked;
