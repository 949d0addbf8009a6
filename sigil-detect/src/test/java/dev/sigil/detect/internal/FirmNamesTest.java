package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.EntityRecognizerTest.found;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Organisations named after people ({@link FirmNames}), and lists that are not firms. */
class FirmNamesTest {
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "I work for Lemke, Goodwin and Donnelly in Boston.|Lemke, Goodwin and Donnelly",
        "The contract with Orn, Sauer and Rutherford was signed.|Orn, Sauer and Rutherford",
        "Ask Skadden, Arps, Slate, Meagher & Flom for advice.|Skadden, Arps, Slate, Meagher & Flom",
        "Contact Brant at Lebsack and Sons today.|Lebsack and Sons",
        "We bought it from Hartley & Co last year.|Hartley & Co",
        "Thank you for contacting Altenwerth, O'Reilly and Nader.|Altenwerth, O'Reilly and Nader",
        "Invoice for MacGyver, Grimes and D'Amore is attached.|MacGyver, Grimes and D'Amore",
        "Josiah said that Hoppe - Roob is moving its office.|Hoppe - Roob",
        "The deal with Davis-Konopelski Group closed.|Davis-Konopelski Group",
        "The invoice from Kuhlee, Demut und Eich was sent.|Kuhlee, Demut und Eich",
        "He joins the office of Maas en Zonen on Monday.|Maas en Zonen",
        "The invoice from Serna Haro Hermanos arrived.|Serna Haro Hermanos",
        "The invoice from Bellucci s.r.l. was sent today.|Bellucci s.r.l.",
        "Payment to Ferraro S.p.A. is due on Friday.|Ferraro S.p.A.",
        "We signed with Jansen V.O.F. last week.|Jansen V.O.F.",
        "Meet Rinaldi S.r.l. at the fair.|Rinaldi S.r.l.",
        "Our supplier Moreau SASU is based in Lyon.|Moreau SASU",
        "The invoice from Bellucci e figli was sent.|Bellucci e figli",
        "Payment to Vissia Nicastro, Ambrosio e figli.|Ambrosio e figli",
        "Our supplier Razo Pelayo e Hijos is based in Gecho.|Razo Pelayo e Hijos",
        "Luis presented the Gámez Padrón Gastélum Briseño e Hijos proposal.|Gámez Padrón Gastélum"
            + " Briseño e Hijos",
        "Lenya Grothaus presented the Knobel GmbH & Co. KG proposal.|Knobel GmbH & Co. KG",
        "He joins the office of Smits, Peeters and van den Berg on Monday.|Smits, Peeters and van"
            + " den Berg",
        "She moves to van der Linden, Bakker and Visser next month.|van der Linden, Bakker and"
            + " Visser",
        "Our supplier de Graaf BV is based in Utrecht.|de Graaf BV",
        "We hired de Jong - van Leeuwen for the audit.|de Jong - van Leeuwen",
        "Minutes: the Barresi, Manzo e Staffieri SPA proposal.|Barresi, Manzo e Staffieri SPA",
        "The invoice from Rotolo, Zeni e Moser s.r.l. arrived.|Rotolo, Zeni e Moser s.r.l.",
        "Our supplier Mattioli, Vitale e Di Maio Group is in Rome.|Mattioli, Vitale e Di Maio"
            + " Group",
        "Shares of Procter & Gamble rose.|Procter & Gamble",
        "The invoice from Guyot et Guillot was sent.|Guyot et Guillot",
        // one member may also be a first name or a town
        "Our supplier Robert et Maillard is based in Dijon.|Robert et Maillard",
        "The invoice from Giraud et Fontaine was sent.|Giraud et Fontaine",
        "The contract with Kris - Volkman was signed.|Kris - Volkman",
        "Invoice #84838 for Walter - McClure, billed to Isabell.|Walter - McClure",
        "Our supplier Meléndez Solano y Ramírez Bravo is based in Lérida.|Meléndez Solano y"
            + " Ramírez Bravo",
        "The invoice from Ruelas Guevara, Varela Rodríguez y Rojo Cortés Asociados was sent.|Ruelas"
            + " Guevara, Varela Rodríguez y Rojo Cortés Asociados",
        // partners that are also smaller towns ("Williamson", "Graham", "Harper")
        "The invoice from Williamson, Graham and Murray was sent.|Williamson, Graham and Murray",
        "The meeting with Campbell, Schmidt and Harper is at 9.|Campbell, Schmidt and Harper",
        // two surnames joined by a hyphen, with no first name or title before them
        "The server belongs to Nelson-Farley.|Nelson-Farley",
        "Mullen-Peterson v. Schaefer: hearing set for June.|Mullen-Peterson",
        "The meeting with Emily Fraser from Browne-Jackson is at 9.|Browne-Jackson",
        "Is Morales-Jones still located at 64969 Mitchell Lodge?|Morales-Jones",
      })
  void firmsNamedAfterPeopleAreOrganisations(String text, String firm) {
    assertThat(found(text)).contains("organization:" + firm + "@" + text.indexOf(firm));
  }

  /** Legal forms of several words or with periods belong to the firm before them, whole. */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Our distributor Hoshino Kogyo Co., Ltd. shipped the parts.|Hoshino Kogyo Co., Ltd.",
        "Payment from Meridian Agro Pvt. Ltd. arrived on Monday.|Meridian Agro Pvt. Ltd.",
        "Supplier: Nowak Logistyka Sp. z o.o.\\nNIP: 5213 44 12|Nowak Logistyka Sp. z o.o.",
        "This agreement binds Harbor Lane Software, Inc., a Delaware corporation.|Harbor Lane"
            + " Software, Inc.",
        "Distributor: Altamira Bebidas S.A. de C.V., Monterrey.|Altamira Bebidas S.A. de C.V.",
        "Quote from Fujimori Kensetsu KK: JPY 500,000.|Fujimori Kensetsu KK",
        "Regards,\\nCosta & Filhos Engenharia Ltda.\\nRua Augusta 12|Costa & Filhos Engenharia"
            + " Ltda.",
        "We met at Kuala Lumpur with Berjaya Maju Sdn. Bhd. last week.|Berjaya Maju Sdn. Bhd.",
        // a form that ends the sentence keeps its period out, and the firm ends there
        "He was delivering for Bramble Couriers Ltd. The van was white.|Bramble Couriers Ltd",
        "Contact Orion Ltd today about it.|Orion Ltd",
      })
  void aLegalFormOfSeveralWordsEndsTheFirm(String text, String firm) {
    String t = text.replace("\\n", "\n");
    assertThat(found(t)).contains("organization:" + firm + "@" + t.indexOf(firm));
  }

  /** An organisation's first or last word makes the model's person or place a firm. */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "The flat is let by Ashdown Housing Partnership to a tenant.|Ashdown Housing Partnership",
        "We booked with Northsea Ferries last week.|Northsea Ferries",
        "The buyer's solicitors are Doyle & Brennan Solicitors.|Doyle & Brennan Solicitors",
        "Referral to Mercy Valley Medical Center for imaging.|Mercy Valley Medical Center",
        "Your reservation at the Hotel Bellavista Roma is confirmed.|Hotel Bellavista Roma",
        "Abbiamo una prenotazione presso l'Hotel San Marco a Verona.|Hotel San Marco",
        "She applied to the Universidad de Salamanca last year.|Universidad de Salamanca",
        "Payment was made by Bakkerij Van Dijk yesterday.|Bakkerij Van Dijk",
        "Il contratto con Studio Tecnico Ferri & Associati è firmato.|Studio Tecnico Ferri &"
            + " Associati",
      })
  void anOrganisationsHeadOrLastWordMakesAFirm(String text, String firm) {
    assertThat(found(text)).contains("organization:" + firm + "@" + text.indexOf(firm));
  }

  /** A first name and a surname that is also such a word stay a person. */
  @org.junit.jupiter.api.Test
  void aFirstNameBeforeAFirmWordIsAPerson() {
    assertThat(found("Thomas Fund called me yesterday.")).contains("name:Thomas Fund@0");
    assertThat(found("I met Danielle Steel at the fair.")).contains("name:Danielle Steel@6");
  }

  /** Two South African firms, each with "(Pty) Ltd", are two firms and no "Pty" alone. */
  @org.junit.jupiter.api.Test
  void twoFirmsWithTheirFormsAreTwo() {
    String text =
        "The dispute between Zulu Freight (Pty) Ltd and Karoo Solar Builders (Pty) Ltd was"
            + " settled.";
    assertThat(found(text))
        .contains(
            "organization:Zulu Freight (Pty) Ltd@20",
            "organization:Karoo Solar Builders (Pty) Ltd@47")
        .noneMatch(s -> s.startsWith("organization:Pty"));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "I invited John, Paul and Mary to dinner.",
        "We flew to Paris, Berlin and Rome last spring.",
        "Pick up salt, Pepper and Garlic on the way.",
        "Vin, Dwayne, Ty, Jason & Michelle are in the film.",
        "Watch Office - Stress Relief tonight.",
        "We compared Google, Microsoft and Amazon offers.",
        "Juan, María y Pedro vienen mañana.",
        "Tom & Jerry is a cartoon.",
        "Smith and Jones argued about it.",
        "Anna et Paul Martin sont venus.",
        "Je suis allé chez Anne et Paul hier.",
        "Nous avons visité Paris et Lyon.",
        "Elections in Melbourne & Derry are next.",
        "God and Gosling - Derek Malcolm reviews Only God Forgives.",
        "Duet tonight: John - Mary on stage.",
        "Juan Pérez y María López vinieron ayer.",
        "Galván Escalante y Gamboa Rojas Martínez vinieron.",
        "We flew to Jackson, Franklin and Paris last year.",
        "We visited Jackson, Franklin and Memphis.",
        "He was stopped near Ilminster, Avon and Somerset police say.",
      })
  void listsOfPeoplePlacesAndWordsAreNotFirms(String text) {
    assertThat(found(text)).noneMatch(s -> s.startsWith("organization:") && s.contains(", "));
    assertThat(found(text)).noneMatch(s -> s.startsWith("organization:") && s.contains(" - "));
    assertThat(found(text)).noneMatch(s -> s.startsWith("organization:") && s.contains(" & "));
    assertThat(found(text))
        .noneMatch(
            s ->
                s.startsWith("organization:")
                    && (s.contains(" and ") || s.contains(" et ") || s.contains(" y ")));
  }

  /** A hyphenated surname after a first name or a title is a person's. */
  @org.junit.jupiter.api.Test
  void aHyphenatedSurnameAfterAFirstNameOrTitleIsAPersons() {
    assertThat(found("Catherine Zeta-Jones won.")).containsExactly("name:Catherine Zeta-Jones@0");
    assertThat(found("I met Mr. Nelson-Farley today.")).contains("name:Nelson-Farley@10");
    assertThat(found("Anne-Marie called.")).containsExactly("name:Anne-Marie@0");
    assertThat(found("Dear Morales-Jones, thanks")).contains("name:Morales-Jones@5");
    assertThat(found("I spoke with Hamilton-Smith yesterday")).contains("name:Hamilton-Smith@13");
    assertThat(found("Reported by Lloyd-Webber")).contains("name:Lloyd-Webber@12");
    assertThat(found("Smith-Jones was born in 1970")).contains("name:Smith-Jones@0");
  }

  /** A legal form the model reads alone takes the capitalised words before it; alone, nothing. */
  @org.junit.jupiter.api.Test
  void aLegalFormReadAloneIsTheEndOfAFirm() {
    String text = "My sister Brian works for King Ltd in Western Australia.";
    assertThat(found(text)).contains("organization:King Ltd@26").doesNotContain("name:Ltd@30");
    assertThat(found("Ltd. and plc are both legal forms.")).noneMatch(s -> s.startsWith("name:"));
    // a common word opening the sentence is no part of the firm's name
    assertThat(found("Thanks King Ltd for the help.")).contains("organization:King Ltd@7");
  }

  /** Parts of one firm found apart are joined: at a hyphen, and "& Co." before its legal form. */
  @org.junit.jupiter.api.Test
  void partsOfOneFirmAreJoined() {
    String hyphen = "HR note: Theresa Vaughn joined Davies-Rodriguez on 09-03-2020.";
    assertThat(found(hyphen)).contains("organization:Davies-Rodriguez@31");
    String form = "Gieß Biggen Stiftung & Co. KG paid invoice 169072 on 07.08.1973.";
    assertThat(found(form))
        .contains("organization:Gieß Biggen Stiftung & Co. KG@0")
        .noneMatch(s -> s.startsWith("organization:KG"));
  }

  /** A firm right after another, joined by "and", leaves the first one whole. */
  @org.junit.jupiter.api.Test
  void aFirmBeforeAPartnershipKeepsItsName() {
    String text = "The contract between Luettgen Inc and Nicolas, Torp and Mante was signed.";
    assertThat(found(text))
        .contains("organization:Luettgen Inc@21", "organization:Nicolas, Torp and Mante@38");
  }

  @org.junit.jupiter.api.Test
  void aPartnershipDoesNotStartAtTheSurnameOfAPerson() {
    String text = "Pay 500 EUR (beneficiary: Lucy Thomas, Dare, Jacobi and Mclaughlin).";
    assertThat(found(text))
        .contains("name:Lucy Thomas@26", "organization:Dare, Jacobi and Mclaughlin@39");
    String rare = "Pay 500 EUR (beneficiary: Ayse Hentel, Fleischer, Sielemann und Raubuch).";
    assertThat(found(rare))
        .contains("name:Ayse Hentel@26", "organization:Fleischer, Sielemann und Raubuch@39");
  }

  @org.junit.jupiter.api.Test
  void aPartnershipDoesNotStartInsideThePersonBeforeIt() {
    String text = "Pay 500 EUR (beneficiary: Sanne van der Berg, Smits, Peeters and Visser).";
    assertThat(found(text))
        .contains("name:Sanne van der Berg@26", "organization:Smits, Peeters and Visser@46");
  }

  /** A partnership does not start inside a hyphenated member ("Klein" of "Wright-Klein"). */
  @org.junit.jupiter.api.Test
  void aFirmDoesNotStartInsideAHyphenatedName() {
    String text = "She joins the office of Wright-Klein, Graham and Paterson on Monday.";
    assertThat(found(text)).noneMatch(s -> s.startsWith("organization:Klein"));
  }

  /** A connector that ends the text joins nothing (it once read past the last token). */
  @org.junit.jupiter.api.Test
  void aConnectorEndingTheTextJoinsNothing() {
    assertThat(found("Invoice from Razo Pelayo &")).containsExactly("name:Razo Pelayo@13");
  }

  @org.junit.jupiter.api.Test
  void aFirstNameAndHerChildrenAreNoFirm() {
    assertThat(found("Ho visto Giulia e figli al mare."))
        .noneMatch(s -> s.startsWith("organization:"));
  }

  @org.junit.jupiter.api.Test
  void aPersonBeforeAFirmKeepsTheWordsOutsideIt() {
    String text = "Shipping label: Judy Bosco Watsica, Pacocha and Lockman";
    assertThat(found(text))
        .contains("organization:Watsica, Pacocha and Lockman@27")
        .anyMatch(s -> s.startsWith("name:Judy Bosco@"));
  }

  /** A Nordic legal form as written ("AB", "Oy", "ASA") ends a firm, not a person. */
  @Test
  void aNordicLegalFormEndsAFirm() {
    assertThat(found("From: Lars Eriksson, Eriksson Marin AB"))
        .contains("organization:Eriksson Marin AB@21");
    assertThat(found("Aurora Robotics Oy today announced a round."))
        .contains("organization:Aurora Robotics Oy@0");
    // the English words are no legal form
    assertThat(found("Tell John as I said, and ask Maria Ab."))
        .noneMatch(f -> f.startsWith("organization:"));
  }
}
