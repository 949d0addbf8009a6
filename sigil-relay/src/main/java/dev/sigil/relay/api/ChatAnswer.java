package dev.sigil.relay.api;

import tools.jackson.databind.node.ObjectNode;

/** The provider's answer, rehydrated where allowed, with the {@code sigil} extension object. */
public record ChatAnswer(ObjectNode body, ChatFacts facts) {}
