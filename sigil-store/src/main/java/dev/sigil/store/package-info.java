package dev.sigil.store;
