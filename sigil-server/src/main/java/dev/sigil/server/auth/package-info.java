/** Who is calling: bearer credentials checked in constant time, scopes and per-credential rate. */
@NullMarked
package dev.sigil.server.auth;

import org.jspecify.annotations.NullMarked;
