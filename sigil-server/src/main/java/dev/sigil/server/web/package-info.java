/**
 * Cross-cutting HTTP: request ids, problem details from the one error catalogue, body limits,
 * strict JSON bodies, health and the OpenAPI document.
 */
@NullMarked
package dev.sigil.server.web;

import org.jspecify.annotations.NullMarked;
