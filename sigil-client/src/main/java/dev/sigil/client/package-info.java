/**
 * The Java client of Sigil: {@link dev.sigil.client.SigilClient} and its typed calls, results, the
 * sealed {@link dev.sigil.client.Reveal} and the typed exceptions. Plain {@code java.net.http}, no
 * Spring.
 */
@NullMarked
package dev.sigil.client;

import org.jspecify.annotations.NullMarked;
