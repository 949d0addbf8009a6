package dev.sigil.relay.api;

import dev.sigil.detect.PiiClass;

/** One de-identified span: {@code [start, end)} of the input became {@code placeholder}. */
public record Replacement(PiiClass piiClass, int start, int end, String placeholder) {}
