/**
 * The standard detector: every recognizer with its dictionaries and models (a package of its own,
 * so that the API does not depend on the engine that implements it).
 */
@NullMarked
package dev.sigil.detect.standard;

import org.jspecify.annotations.NullMarked;
