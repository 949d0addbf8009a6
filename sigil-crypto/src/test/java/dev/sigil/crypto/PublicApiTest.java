package dev.sigil.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.crypto.credential.CredentialSecrets;
import dev.sigil.crypto.credential.IssuedCredential;
import dev.sigil.crypto.credential.ParsedToken;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * House rule: only this module sees Tink and BouncyCastle, so no public signature here may mention
 * a type of either.
 */
class PublicApiTest {
  static final List<Class<?>> PUBLIC_TYPES =
      List.of(
          RootKeySource.class,
          RootKeySpec.class,
          RootKeySpec.Local.class,
          RootKeySpec.AwsKms.class,
          RootKeySpec.GcpKms.class,
          LocalRootKeySource.class,
          KeyHierarchy.class,
          KeyPurpose.class,
          DataKeys.class,
          TenantKeys.class,
          SubjectKeys.class,
          CryptoException.class,
          Ed25519NoteKeys.class,
          Ed25519NoteSigner.class,
          CredentialSecrets.class,
          IssuedCredential.class,
          ParsedToken.class,
          Ff1.class);

  @Test
  void noPublicSignatureMentionsTinkOrBouncyCastle() {
    List<String> leaks = new ArrayList<>();
    for (Class<?> type : PUBLIC_TYPES) {
      assertThat(Modifier.isPublic(type.getModifiers())).as(type.getName()).isTrue();
      check(type.getName() + " supertypes", type.getGenericInterfaces(), leaks);
      check(type.getName() + " superclass", new Type[] {type.getGenericSuperclass()}, leaks);
      for (Method m : type.getDeclaredMethods()) {
        if (visible(m.getModifiers())) {
          check(type.getName() + "." + m.getName(), new Type[] {m.getGenericReturnType()}, leaks);
          checkParameters(type, m, leaks);
        }
      }
      for (Constructor<?> c : type.getDeclaredConstructors()) {
        if (visible(c.getModifiers())) {
          checkParameters(type, c, leaks);
        }
      }
      for (Field f : type.getDeclaredFields()) {
        if (visible(f.getModifiers())) {
          check(type.getName() + "." + f.getName(), new Type[] {f.getGenericType()}, leaks);
        }
      }
    }
    assertThat(leaks).isEmpty();
  }

  private static boolean visible(int modifiers) {
    return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
  }

  private static void checkParameters(Class<?> type, Executable e, List<String> leaks) {
    check(type.getName() + "." + e.getName() + "(..)", e.getGenericParameterTypes(), leaks);
  }

  private static void check(String where, Type[] types, List<String> leaks) {
    for (Type t : types) {
      if (t != null
          && (t.getTypeName().contains("com.google.crypto.tink")
              || t.getTypeName().contains("org.bouncycastle"))) {
        leaks.add(where + ": " + t.getTypeName());
      }
    }
  }
}
