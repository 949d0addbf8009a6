/** The Sigil service: command line, Spring Boot wiring and start-up. */
@NullMarked
package dev.sigil.server;

import org.jspecify.annotations.NullMarked;
