package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.EntityRecognizerTest.found;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.internal.NameRules.Span;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The names of {@link NameShapes}: each rule with sentences it must read and ones it must leave.
 */
class NameShapesTest {
  /** A name in a pasted table ends at its cell: the department after a tab is no part of it. */
  @Test
  void aNameEndsAtItsTableCell() {
    assertThat(found("1001\tJi-woo Park\tEngineering\t92000\n1002\tAoife Brennan\tFinance\t78000"))
        .contains("name:Ji-woo Park@5", "name:Aoife Brennan@40")
        .noneMatch(f -> f.contains("Engineering") || f.contains("Finance"));
  }

  /** "bin" and "binti" join a person's given name to the father's name and the family name. */
  @Test
  void aPatronymicParticleJoinsOnePerson() {
    assertThat(found("Hi, this is Abdullah bin Rashid Al-Farsi from the Muscat office."))
        .contains("name:Abdullah bin Rashid Al-Farsi@12");
    assertThat(found("ORGANIZER;CN=Siti Nurhaliza binti Ahmad:mailto:siti@example.my"))
        .contains("name:Siti Nurhaliza binti Ahmad@13");
    // hard negatives: no person on either side, and a firm
    assertThat(found("Put the bin bags out on Tuesday.")).noneMatch(f -> f.startsWith("name:"));
    assertThat(found("The Saudi Binladin Group won the tender."))
        .noneMatch(f -> f.startsWith("name:"));
  }

  /** A Korean given name's two syllables, hyphenated, belong to the name beside them. */
  @Test
  void koreanGivenNamesKeepBothSyllables() {
    assertThat(found("Dear Kim Min-jun, thank you for the samples."))
        .contains("name:Kim Min-jun@5");
    assertThat(found("Interview notes, candidate: Sun-hee Cho (backend)"))
        .contains("name:Sun-hee Cho@28");
    assertThat(found("Welcome to the team, Jun-ho! Your first day is Monday."))
        .contains("name:Jun-ho@21");
    // hard negatives: hyphenated words whose syllables are no Korean given name's
    assertThat(found("Please check-in at the desk; the Wi-fi code is on the Co-op card."))
        .noneMatch(f -> f.startsWith("name:"));
    assertThat(found("Sign-up closes soon, follow-up on Add-on orders."))
        .noneMatch(f -> f.startsWith("name:"));
  }

  /** Two full names joined by "&" are two people; firms joined by "&" stay one. */
  @Test
  void twoFullNamesJoinedByAnAmpersandAreTwoPeople() {
    assertThat(found("Couple: Priyanka Mehta & Daniel Osei"))
        .contains("name:Priyanka Mehta@8", "name:Daniel Osei@25");
    assertThat(found("Our solicitors are Allen & Overy, and Mehta & Osei Partners advise us."))
        .noneMatch(f -> f.startsWith("name:Overy") || f.startsWith("name:Osei"));
  }

  /** The first word of a chat line before a colon is its speaker where the chat names people. */
  @Test
  void theSpeakersOfAChatAreNames() {
    assertThat(
            found("Carlos: Sunday 10am, pitch 4\nGrant: in\nHunter: in but late\nCarlos: one more"))
        .contains("name:Carlos@0", "name:Grant@29", "name:Hunter@39");
    assertThat(found("Joseph: Do we still need the logs?\nRania: Yes, all of them."))
        .contains("name:Joseph@0", "name:Rania@35");
    // a form's labels are no speakers, even beside a person's name
    assertThat(found("Name: Will Smith\nDate: 3 May 2024\nNote: bring ID"))
        .noneMatch(f -> f.startsWith("name:Name") || f.startsWith("name:Note"));
    // word-names open lines of a chat only when a speaker is plainly a person
    assertThat(found("Grant: approved\nSummary: the budget holds\nStatus: closed"))
        .noneMatch(f -> f.startsWith("name:"));
  }

  /**
   * A chat's speakers that no list knows as a first name are people where one speaks twice and says
   * something in words; their names are people where they stand alone elsewhere in the chat. A time
   * between a speaker and the colon changes nothing. A file's keys are no speakers.
   */
  @Test
  void aChatsUnknownSpeakersAndTheirMentionsAreNames() {
    assertThat(
            found(
                "ama: kojo said the wedding is 12 april\nefua: wait what??\nama: call auntie esi"))
        .contains("name:ama@0", "name:efua@39", "name:ama@57");
    assertThat(found("sven: deploy is red\npriya: blame tomek lol\ntomek: not me\nsven: ok"))
        .contains("name:tomek@33", "name:tomek@43", "name:sven@57");
    assertThat(found("ola 10:42: anyone got his number?\nlars 10:43: no\nola 10:43: takk"))
        .contains("name:ola@0", "name:lars@34", "name:ola@49");
    assertThat(found("chiara: chi viene sabato?\nste: io!! porto anche luca\nchiara: perfetto"))
        .contains("name:luca@48")
        .noneMatch(f -> f.startsWith("name:sabato"));
    assertThat(found("config: AWS key AIzaMXd9jjsB3vhAGcerF2\nconfig: AWS key for prod"))
        .noneMatch(f -> f.startsWith("name:"));
    assertThat(found("sku: A1\nqty: 2\nsku: B2\nqty: 1")).isEmpty();
    assertThat(found("host: db.example.com\nport: 5432\nsslmode: require\nhost: backup"))
        .noneMatch(f -> f.startsWith("name:"));
  }

  /**
   * A thing's abbreviation opening a line of a chat whose speaker speaks twice is no speaker, nor a
   * person where the chat names it again ("sku", "todo", as {@code unknownSpeaker} says).
   */
  @Test
  void aThingsAbbreviationInAChatIsNoSpeaker() {
    assertThat(
            found(
                "Femi: hi there\nFemi: ok then\nsku: A1 thing\ntodo: fix the thing\n"
                    + "Femi: check the sku please"))
        .contains("name:Femi@0")
        .noneMatch(f -> f.startsWith("name:sku") || f.startsWith("name:todo"));
  }

  /** A labelled field's whole value is a firm, a person or a place, as its label says. */
  @Test
  void aFieldsLabelTypesItsWholeValue() {
    assertThat(found("Employer: Pick n Pay Stores Ltd\nEmployee: Thandiwe Mokoena"))
        .contains("organization:Pick n Pay Stores Ltd@10", "name:Thandiwe Mokoena@42");
    assertThat(found("Delegate: Prof. Lee\nInstitution: KAIST\nDietary: vegetarian"))
        .contains("organization:KAIST@33");
    assertThat(found("{\"full_name\":\"Kiri Te Rangi\",\"company\":\"Fonterra\"}"))
        .contains("name:Kiri Te Rangi@14", "organization:Fonterra@40");
    assertThat(found("Patient: Sun Li | MRN 0048213")).contains("name:Sun Li@9");
    // hard negatives: a value in lower case, a value that runs on into a sentence, a label that
    // names no firm, person or place
    assertThat(found("Company: the one on the corner\nStatus: Approved By Finance"))
        .noneMatch(f -> f.contains(":the one") || f.contains("Approved"));
    assertThat(found("Bank: Barclays charged me twice last week"))
        .noneMatch(f -> f.contains("charged"));
  }

  /** A pasted table's header types the cells of its name, firm and place columns. */
  @Test
  void aTablesHeaderTypesItsColumns() {
    assertThat(
            found(
                "id,first_name,last_name,email,city\n"
                    + "1,Aisha,Bello,aisha.bello@example.com,Abuja\n"
                    + "2,Tomás,Ó Ceallaigh,t.oc@example.ie,Cork"))
        .contains(
            "name:Aisha@37",
            "name:Bello@43",
            "location:Abuja@73",
            "name:Tomás@81",
            "name:Ó Ceallaigh@87",
            "location:Cork@115");
    assertThat(found("name;company;country\nChen Jiahui;Tencent;China"))
        .contains("name:Chen Jiahui@21", "organization:Tencent@33", "location:China@41");
    // a column of products names no one, and a row of another shape ends the table
    assertThat(found("sku,product,qty\nGSC-1120-SB,Grace Slim Case Sky Blue,40"))
        .noneMatch(f -> f.startsWith("name:") || f.startsWith("organization:"));
    assertThat(found("name,city\nAisha,Abuja\n\nThanks, Summer Breeze Lettings"))
        .noneMatch(f -> f.startsWith("name:Summer"));
  }

  /** A role word of notes and statements before a person is no part of the name. */
  @Test
  void aRoleWordBeforeAPersonLeavesTheName() {
    assertThat(found("Pt Rosa Delgado-Vega, 34F, presented with bleeding."))
        .contains("name:Rosa Delgado-Vega@3");
    assertThat(found("Witness Hamid Karimi states he saw the collision."))
        .contains("name:Hamid Karimi@8");
    assertThat(found("found on the floor by HCA Joy Mwangi.")).contains("name:Joy Mwangi@26");
  }

  /** Initials with their periods before a surname are one person with it. */
  @Test
  void initialsBeforeASurnameAreAPerson() {
    assertThat(found("Approvals: A.K. Mwangi (HR), T. Okwuosa (Finance)."))
        .contains("name:A.K. Mwangi@11", "name:T. Okwuosa@29");
    assertThat(found("Reviewed by: Dr S. Otieno")).contains("name:S. Otieno@16");
    // hard negatives: a common word after the initial, lower case, a heading, a capitalised word
    // before the initial
    assertThat(found("The U.S. Army tested E. coli samples; see Plan B. Then wait."))
        .noneMatch(f -> f.startsWith("name:"));
    assertThat(found("Contents\nA. Okwuosa\nB. Mwangi")).noneMatch(f -> f.contains("A. Okwuosa"));
  }

  /** Greetings and closings of more languages are no part of the name after them. */
  @Test
  void foreignGreetingsAreNoName() {
    assertThat(found("\"Hei Ingrid, vi har mottatt søknaden din. Mvh Kari Nordmann\""))
        .contains("name:Ingrid@5", "name:Kari Nordmann@46");
    assertThat(found("Grüezi Reto, d Rechnig isch überwiese.")).contains("name:Reto@7");
  }

  /** Two words the model took for a place are a person where a list knows a part as a name's. */
  @Test
  void aPlaceOfANamesWordsIsAPerson() {
    assertThat(found("I've also copied Fergal Brennan, who will be the site manager."))
        .contains("name:Fergal Brennan@17");
    assertThat(found("Thank you for hosting us. Xu Ming and I enjoyed the tour."))
        .contains("name:Xu Ming@26");
    // hard negatives: a place's last word, a place after "in"
    assertThat(found("We flew to Chester Bay on Monday.")).noneMatch(f -> f.startsWith("name:"));
    assertThat(found("I was born in Sesto Rutilo, Italy.")).noneMatch(f -> f.startsWith("name:"));
  }

  /** A role word of a booking, a school or a deal before a name's words names a person. */
  @Test
  void aRoleWordBeforeNameWordsNamesAPerson() {
    assertThat(found("Passenger Wambui Kariuki, booking code 5TRK8P."))
        .contains("name:Wambui Kariuki@10");
    assertThat(found("Candidate Abebe Girma Tesfaye: phone screen done"))
        .contains("name:Abebe Girma Tesfaye@10");
    // hard negative: a firm's known name after the role word
    assertThat(found("Our host Airbnb Plus was great.")).noneMatch(f -> f.startsWith("name:"));
  }

  /** A line in capitals that the model read as a firm is a heading in a text of lower case. */
  @Test
  void aLineInCapitalsIsAHeading() {
    assertThat(found("ASSURED SHORTHOLD TENANCY AGREEMENT\nThis agreement is made on 1st August."))
        .noneMatch(f -> f.startsWith("organization:"));
    // a firm's word or a legal form keeps it
    assertThat(found("GREENFIELD PRIMARY SCHOOL\nDear parents, the trip is on Friday."))
        .contains("organization:GREENFIELD PRIMARY SCHOOL@0");
    assertThat(found("ACME TRADING LTD\nInvoice 42 is due on Friday."))
        .contains("organization:ACME TRADING LTD@0");
  }

  /** A dash between spaces parts a list's columns: a person and a firm, not one firm. */
  @Test
  void aSpacedDashPartsAPersonFromAFirm() {
    assertThat(
            found("Guest list:\nKenji Mori - Mitsubishi Corporation\nWanjiku Kamau - Equity Group"))
        .contains("organization:Equity Group@64")
        .noneMatch(f -> f.contains("Kamau - Equity"));
    // firms of surnames joined by a dash stay whole
    assertThat(found("Our supplier de Boer - van der Heijden is based in Wouwse."))
        .noneMatch(f -> f.contains("name:de Boer") || f.contains(":van der Heijden"));
  }

  /**
   * A patronymic takes in only words that no span holds: "Zanele Okafor", found apart, stays apart
   * and "Hamid bin Rashid" does not reach over it.
   */
  @Test
  void aPatronymicTakesInNoWordsThatASpanHolds() {
    NameTokens n =
        new NameTokens(new Scan("Zanele Okafor Hamid bin Rashid visited"), Gazetteers.get());
    Span zanele = new Span(0, 1, NameRules.PERSON, 0.9);
    Span rashid = new Span(4, 4, NameRules.PERSON, 0.9);
    List<Span> spans = new ArrayList<>(List.of(zanele, rashid));
    NameShapes.patronymics(n, spans);
    assertThat(spans).contains(zanele);
    assertThat(zanele.first).isEqualTo(0);
    assertThat(zanele.last).isEqualTo(1);
    assertThat(rashid.first).isEqualTo(2); // "Hamid bin Rashid"
    assertThat(rashid.last).isEqualTo(4);
  }

  /** A separator inside a quoted cell is the cell's: the row keeps its columns. */
  @Test
  void aQuotedCellKeepsItsSeparator() {
    assertThat(found("name,company,city\n\"Okafor, Zanele\",Acme Foods,Durban"))
        .contains("name:Okafor, Zanele@19", "organization:Acme Foods@35", "location:Durban@46");
  }

  /** Swedish, Indonesian and Turkish function words opening a sentence are no names. */
  @Test
  void functionWordsOfMoreLanguagesAreNoNames() {
    assertThat(
            found(
                "Hej Johan! Vi ses på mötet hos Volvo Cars i Göteborg. Ta med Elin om hon kan,"
                    + " det är viktigt för oss."))
        .contains("name:Johan@4", "name:Elin@61")
        .noneMatch(f -> f.startsWith("name:Vi") || f.startsWith("name:Ta"));
  }

  /** Relations of Italian, Spanish and German chat name the lower-case first name after them. */
  @Test
  void relationsOfMoreLanguagesNameTheRelative() {
    assertThat(found("table 1: zio franco, zia carla. table 2: the kids"))
        .contains("name:franco@13", "name:carla@25");
  }

  /**
   * A language after a word that names it so is no place; a country's adjective before a noun is.
   */
  @Test
  void aLanguageIsNoPlace() {
    assertThat(found("Amelia has worked hard in English this term."))
        .noneMatch(f -> f.contains("English"));
    assertThat(found("Kannst du das auf Englisch übersetzen?"))
        .noneMatch(f -> f.contains("Englisch"));
    assertThat(found("Translate to German please.")).isEmpty();
    assertThat(found("The English Channel is cold.")).contains("location:English Channel@4");
  }
}
