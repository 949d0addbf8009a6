/** Tenants, credentials and keys: the platform's administration, and the first-start bootstrap. */
@NullMarked
package dev.sigil.server.admin;

import org.jspecify.annotations.NullMarked;
