package dev.sigil.core;

/**
 * One problem with one part of a request. {@code pointer} is an RFC 6901 JSON Pointer into the
 * request body; {@code detail} never repeats the offending value.
 */
public record FieldError(String pointer, String code, String detail) {}
