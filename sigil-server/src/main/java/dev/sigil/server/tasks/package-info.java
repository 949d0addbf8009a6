/** Background work of the service: periodic tasks started and stopped with it. */
@NullMarked
package dev.sigil.server.tasks;

import org.jspecify.annotations.NullMarked;
