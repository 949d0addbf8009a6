package dev.sigil.crypto;
