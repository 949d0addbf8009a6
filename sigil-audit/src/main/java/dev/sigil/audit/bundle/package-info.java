/** Audit export bundles and their offline verification, without Spring or a database. */
@NullMarked
package dev.sigil.audit.bundle;

import org.jspecify.annotations.NullMarked;
