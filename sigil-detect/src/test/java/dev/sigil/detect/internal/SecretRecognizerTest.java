package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.Entity;
import java.util.List;
import org.junit.jupiter.api.Test;

class SecretRecognizerTest {
  private final SecretRecognizer secrets = new SecretRecognizer();

  private static final String JWT =
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ"
          + ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";

  @Test
  void findsKeysByTheirDocumentedPrefixes() {
    String text = "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE region=us-east-1";
    List<Entity> found = Found.entities(secrets, text);
    assertThat(found).hasSize(1);
    assertThat(found.get(0).start()).isEqualTo(18);
    assertThat(found.get(0).end()).isEqualTo(38);
    String keys =
        "ghp_16C7e42F292c6912E7710c838347Ae178B4a, github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz,"
            + " xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx,"
            + " sk_live_4eC39HqLyjWDarjtT1zdp7dc, pk_test_TYooMQauvdEDq54NiTphI7jx,"
            + " sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z, sk-ant-api03-Xy7Zq9Wv2Lm5Np8Rt3Ks6Jh1Gf4Dd0,"
            + " AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI, AIzamKdgpRuoGQoAjNhOjlHBxMjxFni_juibtsr";
    assertThat(Found.texts(secrets, keys))
        .containsExactly(
            "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
            "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz",
            "xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
            "sk_live_4eC39HqLyjWDarjtT1zdp7dc",
            "pk_test_TYooMQauvdEDq54NiTphI7jx",
            "sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z",
            "sk-ant-api03-Xy7Zq9Wv2Lm5Np8Rt3Ks6Jh1Gf4Dd0",
            "AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI",
            "AIzamKdgpRuoGQoAjNhOjlHBxMjxFni_juibtsr");
  }

  @Test
  void findsJwtsWhoseHeaderNamesAnAlgorithm() {
    assertThat(Found.texts(secrets, "Authorization: Bearer " + JWT + ".")).containsExactly(JWT);
    String notJwt = "eyJub3QiOiJhIGp3dCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlMTIz";
    assertThat(Found.texts(secrets, "data " + notJwt + " here")).isEmpty();
  }

  @Test
  void findsWholePrivateKeyBlocks() {
    String pem =
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB\n"
            + "AAAAMwAAAAtzc2gtZWQyNTUxOQAAACBx8z3U\n-----END OPENSSH PRIVATE KEY-----";
    assertThat(Found.texts(secrets, "my key:\n" + pem + "\nthanks")).containsExactly(pem);
    String cut = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC";
    assertThat(Found.texts(secrets, cut + "\n\nwhat is wrong?")).containsExactly(cut);
    assertThat(
            Found.texts(
                secrets, "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkq\n-----END PUBLIC KEY-----"))
        .isEmpty();
  }

  @Test
  void passwordsNeedTheirWordAndLookChosenInProse() {
    assertThat(Found.texts(secrets, "db password: hunter2, user admin")).containsExactly("hunter2");
    assertThat(Found.texts(secrets, "DB_PASSWORD=\"s3cr3t pass\"")).containsExactly("s3cr3t pass");
    assertThat(Found.texts(secrets, "my password is Tr0ub4dor&3.")).containsExactly("Tr0ub4dor&3");
    assertThat(Found.texts(secrets, "as user \"report_ro\" with password \"Xq9!fL2#rT8wMz\""))
        .containsExactly("Xq9!fL2#rT8wMz");
    assertThat(Found.texts(secrets, "enter the password \"hunter\" or click \"Forgot password\""))
        .isEmpty();
    assertThat(Found.texts(secrets, "Password for the staging DB is Tr0ub4dor&3xQ! - don't share"))
        .containsExactly("Tr0ub4dor&3xQ!");
    assertThat(Found.texts(secrets, "wifi password here: Gu3st-N3t, the password is hunter2!"))
        .containsExactly("Gu3st-N3t", "hunter2");
    assertThat(Found.texts(secrets, "Password reset link: https://example.com/r/abc123")).isEmpty();
    assertThat(Found.texts(secrets, "the password is wrong. Password is Monday")).isEmpty();
    assertThat(Found.texts(secrets, "password: ******** and pwd=<your password>")).isEmpty();
    assertThat(Found.texts(secrets, "forgot my password, reset it")).isEmpty();
  }

  @Test
  void highEntropyValuesNextToKeyWords() {
    assertThat(
            Found.texts(
                secrets, "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"))
        .containsExactly("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY");
    assertThat(Found.texts(secrets, "client_secret: \"Xy9$kLm2#pQr7&vWz4\","))
        .containsExactly("Xy9$kLm2#pQr7&vWz4");
    assertThat(Found.texts(secrets, "token: \"see the wiki\"")).isEmpty();
    assertThat(Found.texts(secrets, "api key: 9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c"))
        .containsExactly("9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c");
    assertThat(Found.texts(secrets, "the key: configuration_file_name and token: aaaaaaaa11111111"))
        .isEmpty();
    assertThat(
            Found.texts(
                secrets, "public key: AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5"))
        .isEmpty();
  }

  @Test
  void hardNegatives() {
    assertThat(
            Found.texts(
                secrets,
                "commit 3f786850e387550fdab836ed7e6dc881de23001b, uuid 550e8400-e29b-41d4-a716-446655440000,"
                    + " sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"))
        .isEmpty();
    assertThat(Found.texts(secrets, "AKIA is a prefix, sk-learn is a library, ghp_short"))
        .isEmpty();
    assertThat(Found.texts(secrets, "task-1234567890abcdefghij and disk-0123456789abcdefghijkl"))
        .isEmpty();
  }
}
