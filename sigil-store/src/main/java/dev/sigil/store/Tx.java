package dev.sigil.store;

/**
 * An open transaction. Only store implementations read its connection; callers pass it along
 * unchanged and never keep it past {@link Database#inTransaction}.
 */
public interface Tx {}
