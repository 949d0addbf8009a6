/** Typed, validated configuration bound from the YAML file and SIGIL_* environment variables. */
@NullMarked
package dev.sigil.server.config;

import org.jspecify.annotations.NullMarked;
