package dev.sigil.server;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The house rules of STYLE.md that apply to the code so far. */
class ArchitectureTest {
  private static JavaClasses classes;

  @BeforeAll
  static void importClasses() {
    classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(location -> !location.asURI().toString().contains("-tests.jar"))
            .importPackages("dev.sigil");
  }

  @Test
  void onlyCryptoImportsTink() {
    noClasses()
        .that()
        .resideOutsideOfPackage("dev.sigil.crypto..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("com.google.crypto.tink..")
        .check(classes);
  }

  @Test
  void onlyCryptoImportsBouncyCastle() {
    noClasses()
        .that()
        .resideOutsideOfPackage("dev.sigil.crypto..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.bouncycastle..")
        .check(classes);
  }

  @Test
  void onlyStoreImportsJdbc() {
    noClasses()
        .that()
        .resideOutsideOfPackage("dev.sigil.store..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("java.sql..", "javax.sql..")
        .check(classes);
  }

  @Test
  void onlyWebPackagesImportSpringWebOrServlets() {
    noClasses()
        .that()
        .resideOutsideOfPackage("..web..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.springframework.web..", "jakarta.servlet..", "org.apache.catalina..")
        .check(classes);
  }

  @Test
  void coreDependsOnTheJdkOnly() {
    noClasses()
        .that()
        .resideInAPackage("dev.sigil.core..")
        .should()
        .dependOnClassesThat()
        .resideOutsideOfPackages("java..", "dev.sigil.core..", "org.jspecify..")
        .check(classes);
  }

  @Test
  void librariesDoNotUseSpring() {
    noClasses()
        .that()
        .resideInAnyPackage(
            "dev.sigil.core..",
            "dev.sigil.crypto..",
            "dev.sigil.store..",
            "dev.sigil.audit..",
            "dev.sigil.detect..",
            "dev.sigil.relay..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.springframework..")
        .check(classes);
  }

  @Test
  void nothingReachesIntoAnotherModulesInternals() {
    noClasses()
        .that()
        .resideOutsideOfPackage("dev.sigil.(*)..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("dev.sigil.(*).internal..")
        .allowEmptyShould(true)
        .check(classes);
    for (String module :
        new String[] {
          "core", "crypto", "store", "audit", "tokens", "vaults", "detect", "relay", "server"
        }) {
      noClasses()
          .that()
          .resideOutsideOfPackage("dev.sigil." + module + "..")
          .should()
          .dependOnClassesThat()
          .resideInAPackage("dev.sigil." + module + "..internal..")
          .allowEmptyShould(true)
          .check(classes);
    }
  }

  @Test
  void detectionStandsAlone() {
    noClasses()
        .that()
        .resideInAPackage("dev.sigil.detect..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "dev.sigil.crypto..",
            "dev.sigil.store..",
            "dev.sigil.tokens..",
            "dev.sigil.relay..",
            "dev.sigil.server..")
        .check(classes);
  }

  @Test
  void auditReachesCryptographyOnlyThroughCoreInterfaces() {
    noClasses()
        .that()
        .resideInAPackage("dev.sigil.audit..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("dev.sigil.crypto..", "dev.sigil.store..", "dev.sigil.server..")
        .check(classes);
  }

  @Test
  void noPackageCycles() {
    slices().matching("dev.sigil.(**)").should().beFreeOfCycles().check(classes);
  }
}
