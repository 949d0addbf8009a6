/**
 * Ids, value types and the error catalogue shared by every Sigil module; depends on the JDK only.
 */
@NullMarked
package dev.sigil.core;

import org.jspecify.annotations.NullMarked;
