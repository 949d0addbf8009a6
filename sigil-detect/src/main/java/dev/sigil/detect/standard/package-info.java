/**
 * The standard detector: every recognizer with its dictionaries and models (a package of its own,
 * so that the API does not depend on the engine that implements it), and its phone number parsing
 * for other modules ({@link dev.sigil.detect.standard.PhoneNumbers}).
 */
@NullMarked
package dev.sigil.detect.standard;

import org.jspecify.annotations.NullMarked;
